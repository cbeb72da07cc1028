import { useEffect, useId, useRef } from 'react'
import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { tinted } from '@/ui/primitives/tinted'

/** One field of the record, as the other person left it and as this person has it. */
export type ConflictRow = { label: string; theirs: string; mine: string }

/** A field a screen shows in a conflict: its label and how a version shows it. */
export type ConflictField<T> = readonly [label: string, show: (version: T) => string]

/** The rows of both versions from a screen's fields. */
export const conflictRows = <T,>(fields: readonly ConflictField<T>[], theirs: T, mine: T): ConflictRow[] =>
  fields.map(([label, show]) => ({ label, theirs: show(theirs), mine: show(mine) }))

export type ConflictPanelProps = {
  /** A change the person was saving, or a delete they asked for. */
  write: 'change' | 'delete'
  rows: readonly ConflictRow[]
  busy?: boolean
  /** Keep mine (a change: save it over theirs) or delete anyway. */
  onKeepMine: () => void
  /** Use theirs (a change: drop mine) or keep it. */
  onUseTheirs: () => void
}

/** The words of each write's choice (docs/decisions/086). */
const words = {
  change: {
    lead: 'It was saved by someone else after you opened it. Compare the two versions and choose which to keep.',
    mineColumn: 'Your version',
    keepMine: 'Keep mine',
    useTheirs: 'Use theirs',
  },
  delete: {
    lead: 'It was changed by someone else after you chose to delete it. Delete it anyway, or keep their version?',
    mineColumn: 'What you saw',
    keepMine: 'Delete anyway',
    useTheirs: 'Keep it',
  },
} as const

/* Less padding on a phone: the panel often sits inside a card, and the versions need the width. */
const Root = styled(Stack).attrs({ as: 'section' as const, $gap: 2 })`
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(2)};
  }
`

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`

/** The two versions side by side from the tablet width up, one above the other on a phone. */
const Versions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

const Version = styled(Stack).attrs({ $gap: 1 })`
  min-width: 0;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(1.5)};
  }
`

const VersionTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const Fields = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

/** A field that differs is marked in words, not by colour alone. */
const Differs = styled.span`
  margin-left: ${({ theme }) => theme.space(1)};
  ${tinted('warningSoft', 'warning', [0, 0.5], 'sm')}
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`

function VersionFields({ title, rows, side }: { title: string; rows: readonly ConflictRow[]; side: 'theirs' | 'mine' }) {
  const id = useId()
  return (
    <Version aria-labelledby={id} role="group">
      <VersionTitle id={id}>{title}</VersionTitle>
      <Fields>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>
              {row.label}
              {row.theirs !== row.mine && <Differs>differs</Differs>}
            </dt>
            <dd>{row[side] === '' ? <Empty>(empty)</Empty> : row[side]}</dd>
          </div>
        ))}
      </Fields>
    </Version>
  )
}

/**
 * "Someone else changed this" (docs/decisions/086): a write refused because the record changed since it was
 * loaded shows their version and this person's side by side and lets them choose. One component for every screen
 * that writes a shared record; the machine behind it is src/machines/conflict.ts. The heading takes the focus when
 * it appears, so a keyboard or screen reader user is at the choice.
 */
export function ConflictPanel({ write, rows, busy = false, onKeepMine, onUseTheirs }: ConflictPanelProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const text = words[write]
  return (
    <Root aria-labelledby={headingId} data-print-hidden>
      <Stack $gap={0.5}>
        <Heading id={headingId} ref={heading} tabIndex={-1}>
          Someone else changed this
        </Heading>
        <p>{text.lead}</p>
      </Stack>
      <Versions>
        <VersionFields title="Their version" rows={rows} side="theirs" />
        <VersionFields title={text.mineColumn} rows={rows} side="mine" />
      </Versions>
      <Cluster $gap={1.5} $wrap>
        <Button variant={write === 'delete' ? 'danger' : 'primary'} loading={busy} onClick={onKeepMine}>
          {text.keepMine}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onUseTheirs}>
          {text.useTheirs}
        </Button>
      </Cluster>
    </Root>
  )
}

/**
 * A write a screen's flow found in conflict (docs/decisions/086): their version, and this person's (what they
 * submitted for a change, the record as they saw it for a delete). `M` is what the screen's fields read.
 */
export type RecordConflict<T extends M, M = T> = { write: 'change' | 'delete'; theirs: T; mine: M }

/** The panel for a screen's conflict, its rows from the screen's fields. */
export function RecordConflictPanel<M, T extends M>({
  conflict,
  fields,
  ...choice
}: Omit<ConflictPanelProps, 'write' | 'rows'> & { conflict: RecordConflict<T, M>; fields: readonly ConflictField<M>[] }) {
  return <ConflictPanel write={conflict.write} rows={conflictRows(fields, conflict.theirs, conflict.mine)} {...choice} />
}
