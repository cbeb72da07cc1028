import { useId, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { Section, SectionHeading } from '@/ui/primitives/section'
import { Spinner, type SpinnerSize } from '@/ui/primitives/spinner'
import { MutedText } from '@/ui/primitives/text'

/**
 * The one way each to show that a page or a section is loading, not on this server, failed, or empty
 * (CONTRIBUTING.md "Page chrome"). Loading is always a live region (role=status) so a screen reader hears it.
 */

/** A part of a page that loads from an optional call: loading, not on this server (404), failed (with Try again), or ready with what it shows. */
export type OptionalSectionState<Ready extends object> =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'failed'; onRetry: () => void }
  | ({ status: 'ready' } & Ready)

const LoadingRoot = styled.div<{ $fullPage: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  min-height: ${({ $fullPage }) => ($fullPage ? '60vh' : 'auto')};
  color: ${({ theme }) => theme.colors.primary};
  text-align: center;
`

const InlineRoot = styled(Cluster).attrs({ $gap: 1 })`
  color: ${({ theme }) => theme.colors.muted};
`

export type LoadingStateProps = {
  /** Visible text beside the spinner, e.g. the spec's "Loading Children...". */
  label?: string
  /** Centre within most of the viewport, for whole-screen loads. */
  fullPage?: boolean
  /** A small spinner and the words on one line, inside a section (the default: the page's big spinner over its words). */
  inline?: boolean
  size?: SpinnerSize
}

export function LoadingState({ label = 'Loading', fullPage = false, inline = false, size = 'lg' }: LoadingStateProps) {
  if (inline)
    return (
      <InlineRoot role="status">
        <Spinner decorative size="sm" />
        <span>{label}</span>
      </InlineRoot>
    )
  return (
    <LoadingRoot role="status" $fullPage={fullPage}>
      <Spinner decorative size={size} />
      <MutedText>{label}</MutedText>
    </LoadingRoot>
  )
}

const Actions = styled(Cluster).attrs({ $gap: 1.5, $align: 'stretch' as const, $wrap: true })``

export type FailedStateProps = {
  title: ReactNode
  text?: ReactNode
  /** Try again, where the failure may pass. */
  onRetry?: (() => void) | undefined
  /** Ways on beside Try again (e.g. the dashboard link). */
  actions?: ReactNode
}

/** A load that failed, as a section that is announced (role=alert), with Try again. */
export function FailedState({ title, text, onRetry, actions }: FailedStateProps) {
  return (
    <Section $padding="lg" role="alert">
      <SectionHeading>{title}</SectionHeading>
      {text && <MutedText>{text}</MutedText>}
      {(actions || onRetry) && (
        <Actions>
          {actions}
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Actions>
      )}
    </Section>
  )
}

export type UnavailableStateProps = {
  /** What the server does not offer, e.g. 'Reminders': the heading says "… is not available on this server". */
  feature: string
  text?: ReactNode
  /** Where to go instead. */
  children?: ReactNode
}

/** An optional feature this server has not got (docs/product-rules.md#decisions-beyond): said once, calmly, with the ways on. */
export function UnavailableState({ feature, text, children }: UnavailableStateProps) {
  const id = useId()
  return (
    <Section $padding="lg" aria-labelledby={id}>
      <SectionHeading id={id}>{feature} is not available on this server</SectionHeading>
      {text && <MutedText>{text}</MutedText>}
      {children}
    </Section>
  )
}

/**
 * Where content would stand when there is none yet: a dashed box with its content centred in a column. Inside a
 * section (no bands, no milestones yet) the muted words and the picture in the primary colour; with `$panel` the
 * page's own empty panel (no bands in the builder, no users match, no overview), raised, its dash heavier, its
 * colours and padding the screen's.
 */
export const EmptyBox = styled(Stack).attrs<{ $gap?: number; $panel?: boolean }>(({ $gap = 1 }) => ({ $gap, $align: 'center' as const }))<{ $panel?: boolean }>`
  text-align: center;

  ${({ theme, $panel = false }) =>
    $panel
      ? css`
          border: 2px dashed ${theme.colors.border};
          border-radius: ${theme.radii.lg};
          background: ${theme.colors.surfaceRaised};
        `
      : css`
          padding: ${theme.space(3)} ${theme.space(2)};
          border: 1px dashed ${theme.colors.border};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
          color: ${theme.colors.muted};

          > svg,
          p a {
            color: ${theme.colors.primary};
          }

          /* A next step in the words (Add a first measurement) reads as the way on. */
          p a {
            font-weight: ${theme.fontWeights.semibold};
          }
        `}
`

/** Nothing here yet: a picture (optional), the words, and what to do about it. */
export function EmptyState({ picture, text, children }: { picture?: ReactNode; text: ReactNode; children?: ReactNode }) {
  return (
    <EmptyBox>
      {picture}
      <MutedText>{text}</MutedText>
      {children}
    </EmptyBox>
  )
}
