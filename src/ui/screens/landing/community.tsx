import styled from 'styled-components'
import { BabyIcon, ChatIcon, PinIcon, VerifiedIcon } from '@/ui/primitives/icons'
import { SECTION_IDS } from '@/ui/screens/landing/layout'
import { MutedText } from '@/ui/primitives/text'
import { PlainList } from '@/ui/primitives/layout'
import { Eyebrow, headingIdOf, IconTile, LandingSection, Lead, SectionHeading, SplitCopy, SplitLayout, Tile, TileTitle } from '@/ui/screens/landing/section-layout'

// spec 1: "community support (age groups, topics, local, expert-led)".
const SPACES = [
  { title: 'Age groups', text: 'Parents whose little ones were born within weeks of yours.', Icon: BabyIcon },
  { title: 'Topics', text: 'Sleep, feeding, starting daycare, and everything in between.', Icon: ChatIcon },
  { title: 'Local', text: 'Meet families nearby for walks, playdates and swaps.', Icon: PinIcon },
  { title: 'Expert-led', text: 'Live Q&As with pediatricians, midwives and therapists.', Icon: VerifiedIcon },
] as const


const Art = styled.img`
  width: 100%;
  max-width: 360px;
  height: auto;
  margin-top: ${({ theme }) => theme.space(2)};
`

const Grid = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const SpaceIcon = styled(IconTile)`
  margin-bottom: ${({ theme }) => theme.space(0.5)};
`

export function Community() {
  return (
    <LandingSection id={SECTION_IDS.community} tone="raised">
      <SplitLayout $columns="minmax(0, 0.9fr) minmax(0, 1.1fr)">
        <SplitCopy>
          <Eyebrow>Community</Eyebrow>
          <SectionHeading id={headingIdOf(SECTION_IDS.community)}>You are never parenting alone</SectionHeading>
          <Lead>
            Kind, moderated spaces where parents share what works, ask the questions they&apos;d never ask out loud,
            and cheer each other on.
          </Lead>
          <Art src="/landing/community.svg" alt="" width={360} height={280} />
        </SplitCopy>
        <Grid>
          {SPACES.map(({ title, text, Icon }) => (
            <Tile as="li" key={title} $gap={1}>
              <SpaceIcon>
                <Icon />
              </SpaceIcon>
              <TileTitle>{title}</TileTitle>
              <MutedText>{text}</MutedText>
            </Tile>
          ))}
        </Grid>
      </SplitLayout>
    </LandingSection>
  )
}
