import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core'
import { createLink } from '@tanstack/react-router'
import { type ComponentProps, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import type { Level } from '@/domain/content-levels'
import { IconButton } from '@/ui/primitives/icon-button'
import { Cluster } from '@/ui/primitives/layout'
import { ChevronIcon, EyeIcon, GripIcon, PencilIcon, TrashIcon } from '@/ui/primitives/icons'

/* The chrome every builder row shares: handle, expand button, badges, switch, icon buttons. */

/**
 * A row and everything under it: the sortable element, placed by the windowed
 * tree (builder-tree.tsx) with top and height. Bands are cards; deeper levels are
 * lighter. The outline is a ring (box-shadow), not a border, so the boxes inside
 * sit exactly at the offsets the tree measured.
 */
export const RowItem = styled.li<{ $level: Level }>`
  position: absolute;
  left: 0;
  right: 0;
  min-width: 0;
  border-radius: ${({ theme, $level }) => ($level === 'band' ? theme.radii.lg : theme.radii.md)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow:
    0 0 0 1px ${({ theme }) => theme.colors.border},
    ${({ theme, $level }) => ($level === 'band' ? theme.shadows.sm : '0 0 0 0 transparent')};

  /* The row being dragged (data-dragging): a static rule, so picking a row up adds no new styles to the page. */
  &[data-dragging] {
    z-index: ${({ theme }) => theme.zIndices.raised};
    box-shadow:
      0 0 0 1px ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.shadows.lg};
  }
`

/** The row itself (not its children): named by the item's title for assistive tech. */
export const RowHeader = styled(Cluster).attrs({ $wrap: true, $gap: 0.5 })<{ $level: Level }>`
  padding: ${({ theme }) => theme.space(0.5)};

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1)};
    padding: ${({ theme, $level }) => ($level === 'option' ? theme.space(0.5) : theme.space(1))};
  }

  ${({ theme }) => theme.media.md} {
    flex-wrap: nowrap;
    padding-right: ${({ theme }) => theme.space(1.5)};
  }

  /*
   * An inactive row (data-inactive) is muted: its title in the muted ink (still AA) and
   * a dashed grey stripe on its left edge, drawn as a background so the row keeps its size.
   */
  &[data-inactive] {
    border-radius: inherit;
    background: repeating-linear-gradient(
        to bottom,
        ${({ theme }) => theme.colors.borderStrong} 0 6px,
        transparent 6px 10px
      )
      left top / 3px 100% no-repeat;
  }

  &[data-inactive] [data-row-title] {
    color: ${({ theme }) => theme.colors.muted};
  }

  /* A band's row takes focus when its segment of the age coverage bar is chosen: the ring says where it is, after a click too. */
  &&:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: inherit;
  }
`

export const RowLead = styled(Cluster).attrs({ $gap: 0 })`
  align-self: flex-start;
  flex: none;
`

export const RowMain = styled(Cluster).attrs({ $wrap: true, $align: 'start' })`
  flex: 1 1 0;
  min-width: 0;
  column-gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(0.5)} 0;

  ${({ theme }) => theme.media.sm} {
    flex-wrap: nowrap;
  }
`

/** Switch, Edit and Delete: under the row's text on phones, at its right edge from md up. */
export const RowActions = styled(Cluster).attrs({ $justify: 'end', $gap: 0.5 })`
  flex: 1 0 100%;
  padding-top: ${({ theme }) => theme.space(0.5)};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    flex: none;
    padding-top: 0;
    border-top: 0;
  }
`

/* The row's buttons are the icon button (ghost), narrower where the row is tight and with the small radius. */
const RowButton = styled(IconButton).attrs({ $tone: 'ghost' as const })`
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
`

const Handle = styled(RowButton)`
  width: 28px;
  cursor: grab;
  /* The handle is small: no page scroll starts on it, so a touch press-and-hold can pick the row up. */
  touch-action: none;

  /* dnd-kit presses the handle of the row being dragged. */
  &[aria-pressed='true'] {
    cursor: grabbing;
  }

  ${({ theme }) => theme.media.md} {
    width: 32px;
  }
`

export type DragHandleProps = {
  /** useSortable's attributes, listeners and activator ref for this row. */
  binding: { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners; bindActivator: (element: HTMLElement | null) => void }
  name: string
}

/** The row's drag handle: dnd-kit's attributes and listeners go here (SPEC: drag to reorder; keyboard too). */
export function DragHandle({ binding: { attributes, listeners, bindActivator }, name }: DragHandleProps) {
  return (
    <Handle
      {...attributes}
      {...listeners}
      ref={bindActivator}
      type="button"
      aria-label={`Drag to reorder ${name}`}
      title="Drag to reorder"
    >
      <GripIcon size={20} />
    </Handle>
  )
}

const Expand = styled(RowButton)<{ $expanded: boolean }>`
  width: 32px;

  ${({ theme }) => theme.media.sm} {
    width: 36px;
  }

  color: ${({ theme }) => theme.colors.primary};

  svg {
    transform: rotate(${({ $expanded }) => ($expanded ? '90deg' : '0deg')});
    transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`

export type ExpandButtonProps = {
  expanded: boolean
  /** Id of the children region it shows and hides. */
  controls: string
  /** 'Question sets of 0-6 Months'. */
  label: string
  onToggle: () => void
}

export function ExpandButton({ expanded, controls, label, onToggle }: ExpandButtonProps) {
  return (
    <Expand
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={label}
      title={expanded ? 'Collapse' : 'Expand'}
      $expanded={expanded}
      onClick={onToggle}
    >
      <ChevronIcon size={20} />
    </Expand>
  )
}

/** Same width as the expand button, so option rows line up with the rows above them. */
export const ExpandSpacer = styled.span`
  flex: none;
  width: 8px;
`

const Pill = styled.span<{ $tone: 'success' | 'neutral' | 'info' | 'accent' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.75)};
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    switch ($tone) {
      case 'success':
        return css`
          background: ${theme.colors.successSoft};
          color: ${theme.colors.success};
        `
      case 'neutral':
        return css`
          background: ${theme.colors.surfaceSunken};
          border-color: ${theme.colors.borderStrong};
          color: ${theme.colors.muted};
        `
      case 'info':
        return css`
          background: ${theme.colors.infoSoft};
          color: ${theme.colors.info};
        `
      case 'accent':
        return css`
          background: ${theme.colors.accentSoft};
          color: ${theme.colors.accent};
        `
    }
  }}
`

export function Tag({ tone = 'info', children }: { tone?: 'info' | 'accent' | 'neutral'; children: ReactNode }) {
  return <Pill $tone={tone}>{children}</Pill>
}

const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 36px;
  height: 20px;
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surfaceSunken)};
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '18px' : '2px')};
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? theme.colors.onPrimary : theme.colors.borderStrong)};
    transition: left ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
`

/**
 * The row's active toggle: a switch named "Active", on or off (aria-checked). Its
 * visible label says the state in words (Active / Inactive), so the row needs no
 * second badge for it and colour is never the only cue.
 */
export function ActiveSwitch({ checked, onToggle, describedBy }: { checked: boolean; onToggle: () => void; describedBy?: string }) {
  return (
    <SwitchButton type="button" role="switch" aria-label="Active" aria-checked={checked} aria-describedby={describedBy} onClick={onToggle}>
      <Track aria-hidden="true" $on={checked} />
      <span aria-hidden="true">{checked ? 'Active' : 'Inactive'}</span>
    </SwitchButton>
  )
}

/* Edit, Delete and Preview: the smaller square, tinted on hover (red for Delete). */
const ActionButton = styled(RowButton)<{ $danger?: boolean }>`
  width: 36px;
  height: 36px;

  &:hover {
    background: ${({ theme, $danger }) => ($danger ? theme.colors.errorSoft : theme.colors.primarySoft)};
    color: ${({ theme, $danger }) => ($danger ? theme.colors.error : theme.colors.primary)};
  }
`

export function EditButton({ label, focusKey, onClick }: { label: string; focusKey: string; onClick: () => void }) {
  return (
    <ActionButton type="button" aria-label={label} title="Edit" onClick={onClick} data-focus-key={focusKey}>
      <PencilIcon size={18} />
    </ActionButton>
  )
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionButton type="button" aria-label={label} title="Delete" $danger onClick={onClick}>
      <TrashIcon size={18} />
    </ActionButton>
  )
}

/* The preview is a link (it has its own address) drawn as the row's buttons are. */
function ActionAnchor(props: ComponentProps<'a'>) {
  return <ActionButton as="a" {...props} />
}

const ActionLink = createLink(ActionAnchor)

/** A band's "Preview": the questionnaire as a parent sees it for this band. */
export function PreviewLink({ bandId, name, focusKey }: { bandId: number; name: string; focusKey: string }) {
  return (
    <ActionLink
      to="/admin-dashboard/milestones"
      search={{ previewBand: bandId }}
      aria-label={`Preview ${name} as a parent`}
      title="Preview as a parent"
      data-focus-key={focusKey}
    >
      <EyeIcon size={18} />
    </ActionLink>
  )
}
