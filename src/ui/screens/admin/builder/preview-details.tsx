import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { Band } from '@/contract/content'
import { formatAge } from '@/domain/age'
import type { PreviewChoice, PreviewPick } from '@/domain/questionnaire'

/*
 * What the preview's banner says under "Preview — answers are not saved"
 * (docs/product-rules.md#decisions-builder-extras): which band shows and why, and the way back.
 */

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const range = (band: Band) =>
  band.age_min_months === null || band.age_max_months === null ? 'no age range' : `${band.age_min_months}–${band.age_max_months} months`

export const previewTexts = {
  band: (band: Band) => `This is what a parent sees for ${band.title} (${range(band)}): its active question sets, questions and options, in order.`,
  inactive: 'This band is inactive: parents are not offered it until it is made active.',
  age: (months: number, band: Band) => `A parent of a child ${months} months old (${formatAge(months)}) is shown ${band.title} (${range(band)}), by the questionnaire's own rule.`,
  nearest: (months: number, band: Band) =>
    `No active band covers ${months} months: a parent of a child this age is shown the nearest band, ${band.title} (${range(band)}).`,
  bandGone: 'This band is not in the list any more (it may have been deleted).',
  noActiveBand: 'No active band has an age range, so a parent sees the message below.',
  nothingSent: 'You can choose answers to try them; nothing is sent or saved.',
} as const

export type PreviewDetailsProps = {
  pick: PreviewPick
  /** The band shown, or null while loading or when there is none. */
  choice: PreviewChoice | null
  /** The preview looked for its band and found none. */
  noBand: boolean
  /** The way back to the builder, a router link from the route. */
  back: ReactNode
}

export function PreviewDetails({ pick, choice, noBand, back }: PreviewDetailsProps) {
  let about: string | null = null
  if (choice) {
    if ('band' in pick) about = previewTexts.band(choice.band)
    else about = choice.nearest ? previewTexts.nearest(pick.age, choice.band) : previewTexts.age(pick.age, choice.band)
  } else if (noBand) {
    about = 'band' in pick ? previewTexts.bandGone : previewTexts.noActiveBand
  }
  return (
    <Lines>
      {about && <p>{about}</p>}
      {choice?.inactive && (
        <p>
          <strong>{previewTexts.inactive}</strong>
        </p>
      )}
      <p>{previewTexts.nothingSent}</p>
      <p>{back}</p>
    </Lines>
  )
}
