import styled from 'styled-components'
import type { Band, Option, Question, QuestionSet } from '@/contract/content'
import { isActiveButUnanswerable, notShownToParents } from '@/domain/answerable'
import type { Item, Level } from '@/domain/content-levels'
import { StatusIcon } from '@/ui/primitives/icons'
import { Tag } from '@/ui/screens/admin/builder/row-parts'
import { ageRangeText, childTexts, optionValueText } from '@/ui/screens/admin/builder/row-text'
import { MediaImage } from '@/ui/primitives/media-image'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { IconLine } from '@/ui/primitives/icon-line'

/* What each level's row says (docs/product-rules.md#2). */

const Text = styled(Stack).attrs({ $gap: 0.5 })`
  flex: 1 1 160px;
  min-width: 0;
`

/* The title with its code or value, and the row's facts: a line that wraps. */
const TitleLine = styled(Cluster).attrs({ $wrap: true, $gap: 0.5 })`
  column-gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`

const BandTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`

const SetTitle = styled(BandTitle).attrs({ as: 'h4' })`
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const QuestionText = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`

const OptionLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`

const HelpText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`

const Meta = styled(TitleLine)`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Code = styled.code`
  padding: 2px ${({ theme }) => theme.space(0.75)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
`

const Slug = styled.code`
  color: ${({ theme }) => theme.colors.muted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`

/*
 * Facts separated by a middle dot that never dangles: every fact after the
 * first brings its own dot, and the list is shifted left by one dot's width
 * inside a clipping box, so a fact that wraps to a new line starts it without one.
 */
const DotList = styled.div`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const DotListInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  margin-left: -1.25em;

  > span::before {
    content: '·';
    content: '·' / '';
    display: inline-block;
    width: 1.25em;
    text-align: center;
  }
`

/* Beside the title from sm up; under it on the narrowest phones, where the title needs the width. */
const Thumbs = styled(Cluster).attrs({ $gap: 0.5, $align: 'stretch' })`
  flex: none;
  order: 1;

  ${({ theme }) => theme.media.sm} {
    order: 0;
  }
`

const Thumb = styled(MediaImage)`
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  object-fit: cover;
`

const ValueChip = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: 2px ${({ theme }) => theme.space(0.75)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`

function BandContent({ band, titleId }: { band: Band; titleId: string }) {
  return (
    <>
      {(band.milestone_image || band.goal_image) && (
        <Thumbs>
          {band.milestone_image && <Thumb src={band.milestone_image} alt={`Milestone image of ${band.title}`} title="Milestone image" loading="lazy" />}
          {band.goal_image && <Thumb src={band.goal_image} alt={`Goal image of ${band.title}`} title="Goal image" loading="lazy" />}
        </Thumbs>
      )}
      <Text>
        <TitleLine>
          <Code>{band.code}</Code>
          <BandTitle id={titleId} data-row-title>{band.title}</BandTitle>
        </TitleLine>
        <DotList>
          <DotListInner>
            <span>{ageRangeText(band)}</span>
            <span>{childTexts.band.count(band.sets.length)}</span>
          </DotListInner>
        </DotList>
      </Text>
    </>
  )
}

function SetContent({ set, titleId }: { set: QuestionSet; titleId: string }) {
  return (
    <Text>
      <TitleLine>
        <SetTitle id={titleId} data-row-title>{set.title}</SetTitle>
        <Slug title="Slug: the set's short code name, kept in exports and imports">slug: {set.slug}</Slug>
      </TitleLine>
      <Meta>
        <span>{childTexts.questionSet.count(set.questions.length)}</span>
      </Meta>
    </Text>
  )
}

/* docs/decisions/048: a question parents cannot answer says so in its row. */
const NotShown = styled(IconLine).attrs({ as: 'p' })`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

function QuestionContent({ question, titleId }: { question: Question; titleId: string }) {
  return (
    <Text>
      <QuestionText id={titleId} data-row-title>{question.text}</QuestionText>
      {question.help_text && <HelpText>{question.help_text}</HelpText>}
      <Meta>
        <span>{childTexts.question.count(question.options.length)}</span>
        {question.multi_select && <Tag tone="accent">Multi-select</Tag>}
      </Meta>
      {isActiveButUnanswerable(question) && (
        <NotShown>
          <StatusIcon tone="warning" size={16} strokeWidth={2.4} />
          {notShownToParents}
        </NotShown>
      )}
    </Text>
  )
}

function OptionContent({ option, titleId }: { option: Option; titleId: string }) {
  const value = optionValueText(option)
  return (
    <Text>
      <TitleLine>
        <OptionLabel id={titleId} data-row-title>{option.label}</OptionLabel>
        <ValueChip title={value.type === 'Integer' ? 'Value: the points this answer counts toward progress' : value.type ? 'Value: text stored with the answer' : undefined}>
          {/* "value 2" / "value “often”": the type shows in the form; here the value reads as words. */}
          {value.type && <small>value</small>} <span>{value.text}</span>
        </ValueChip>
      </TitleLine>
    </Text>
  )
}

export function RowContent({ level, item, titleId }: { level: Level; item: Item; titleId: string }) {
  switch (level) {
    case 'band':
      return <BandContent band={item as Band} titleId={titleId} />
    case 'questionSet':
      return <SetContent set={item as QuestionSet} titleId={titleId} />
    case 'question':
      return <QuestionContent question={item as Question} titleId={titleId} />
    case 'option':
      return <OptionContent option={item as Option} titleId={titleId} />
  }
}
