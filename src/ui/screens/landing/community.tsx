import styled from 'styled-components'
import { BabyIcon, ChatIcon, PinIcon, VerifiedIcon } from '@/ui/primitives/icons'
import { Container, SECTION_IDS } from '@/ui/screens/landing/layout'
import { Eyebrow, Lead, Section, SectionHeading, SplitCopy, SplitLayout } from '@/ui/screens/landing/section-layout'

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

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Space = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

const SpaceIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

const SpaceTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const SpaceText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

export function Community() {
  return (
    <Section id={SECTION_IDS.community} aria-labelledby="community-heading" $tone="raised">
      <Container>
        <SplitLayout $columns="minmax(0, 0.9fr) minmax(0, 1.1fr)">
          <SplitCopy>
            <Eyebrow>Community</Eyebrow>
            <SectionHeading id="community-heading">You are never parenting alone</SectionHeading>
            <Lead>
              Kind, moderated spaces where parents share what works, ask the questions they&apos;d never ask out loud,
              and cheer each other on.
            </Lead>
            <Art src="/landing/community.svg" alt="" width={360} height={280} />
          </SplitCopy>
          <Grid>
            {SPACES.map(({ title, text, Icon }) => (
              <Space key={title}>
                <SpaceIcon>
                  <Icon />
                </SpaceIcon>
                <SpaceTitle>{title}</SpaceTitle>
                <SpaceText>{text}</SpaceText>
              </Space>
            ))}
          </Grid>
        </SplitLayout>
      </Container>
    </Section>
  )
}
