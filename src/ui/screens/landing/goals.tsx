import styled from 'styled-components'
import { CheckIcon, GoalsIcon } from '@/ui/primitives/icons'
import { SECTION_IDS } from '@/ui/screens/landing/layout'
import { Cluster, PlainList, Stack } from '@/ui/primitives/layout'
import { Eyebrow, headingIdOf, IconTile, LandingSection, Lead, SectionHeading, SplitCopy, SplitLayout, Tile } from '@/ui/screens/landing/section-layout'

// spec 1: "personalised daily goals (motor, language, social, cognitive)".
const AREAS = [
  { area: 'Motor', text: 'Movement, balance and little hands that grab, stack and pour.' },
  { area: 'Language', text: 'Babbles, first words and the stories you share every day.' },
  { area: 'Social', text: 'Smiles, turn-taking and feeling safe with the people they love.' },
  { area: 'Cognitive', text: 'Curiosity, problem solving and “where did it go?” games.' },
] as const

// A sample day for the preview card; marketing illustration, not app data.
const SAMPLE_DAY = [
  { area: 'Motor', goal: 'Roll a soft ball back and forth', done: true },
  { area: 'Language', goal: 'Name three things you see on a walk', done: true },
  { area: 'Social', goal: 'Play peekaboo with a blanket', done: false },
  { area: 'Cognitive', goal: 'Hide a toy under a cup and let them find it', done: false },
] as const


const AreaList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  div {
    padding-left: ${({ theme }) => theme.space(1.5)};
    border-left: 3px solid ${({ theme }) => theme.colors.accent};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }

  dd {
    margin: ${({ theme }) => theme.space(0.5)} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Preview = styled(Tile).attrs({ as: 'figure', $gap: 0, $shadow: 'lg', $roomy: true })`
  margin: 0;
`

const PreviewHeader = styled(Cluster).attrs({ $gap: 1.5 })`
  margin-bottom: ${({ theme }) => theme.space(2)};
`

const PreviewTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const PreviewMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`

const Meter = styled.div<{ $percent: number }>`
  height: 8px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;

  span {
    display: block;
    width: ${({ $percent }) => $percent}%;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`

const Goal = styled(Cluster).attrs({ as: 'li', $gap: 1.5 })<{ $done: boolean }>`
  padding: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $done }) => ($done ? theme.colors.primarySoft : theme.colors.surface)};
`

const Tick = styled.span<{ $done: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ theme, $done }) => ($done ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ theme }) => theme.colors.onPrimary};
`

const GoalText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.snug};

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.accentHover};
  }
`

const Caption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`

export function Goals() {
  const done = SAMPLE_DAY.filter((item) => item.done).length
  return (
    <LandingSection id={SECTION_IDS.goals} tone="plain">
      <SplitLayout>
        <SplitCopy>
          <Eyebrow>Daily goals</Eyebrow>
          <SectionHeading id={headingIdOf(SECTION_IDS.goals)}>Ten playful minutes a day, made for your child</SectionHeading>
          <Lead>
            Each morning you get a handful of simple activities matched to your child&apos;s age and progress. No
            flashcards, no pressure: just play that builds skills in four areas.
          </Lead>
          <AreaList>
            {AREAS.map(({ area, text }) => (
              <div key={area}>
                <dt>{area}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </AreaList>
        </SplitCopy>
        <Preview>
          <PreviewHeader>
            <IconTile $tone="accent">
              <GoalsIcon strokeWidth={1.75} />
            </IconTile>
            <div>
              <PreviewTitle>Today&apos;s goals</PreviewTitle>
              <PreviewMeta>
                For a 9-month-old · {done} of {SAMPLE_DAY.length} done
              </PreviewMeta>
            </div>
          </PreviewHeader>
          <Meter aria-hidden="true" $percent={(done / SAMPLE_DAY.length) * 100}>
            <span />
          </Meter>
          <Stack as={PlainList} $gap={1}>
            {SAMPLE_DAY.map((item) => (
              <Goal key={item.area} $done={item.done}>
                <Tick $done={item.done} aria-hidden="true">
                  {item.done && <CheckIcon strokeWidth={1.75} size={16} />}
                </Tick>
                <GoalText>
                  <small>{item.area}</small>
                  <span>
                    {item.goal}
                    {item.done && <span className="visually-hidden"> (done)</span>}
                  </span>
                </GoalText>
              </Goal>
            ))}
          </Stack>
          <Caption>An example day in the app</Caption>
        </Preview>
      </SplitLayout>
    </LandingSection>
  )
}
