import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useSelector } from '@xstate/react'
import { memo, useCallback, useId, useMemo } from 'react'
import styled from 'styled-components'
import { childrenOf, levels, rowKey, type Item, type Level } from '@/domain/builder-levels'
import { Button } from '@/ui/primitives/button'
import { type BuilderSnapshot, expandedSet, useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { PlusIcon } from '@/ui/screens/admin/builder/builder-icons'
import { focusKeys, ItemForm } from '@/ui/screens/admin/builder/item-form'
import { RowContent } from '@/ui/screens/admin/builder/row-content'
import {
  ActiveSwitch,
  DeleteButton,
  DragHandle,
  EditButton,
  ExpandButton,
  ExpandSpacer,
  RowActions,
  RowHeader,
  RowItem,
  RowLead,
  RowMain,
} from '@/ui/screens/admin/builder/row-parts'
import { childTexts, itemName, levelWord } from '@/ui/screens/admin/builder/row-text'
import { SortableList } from '@/ui/screens/admin/builder/sortable-list'

/*
 * The nested tree: a list of rows; each row with children has a child area with
 * its own list. Rows are memoised on their content and select only their own
 * slice of the machine, so 50 bands x 4 sets x 10 questions x 4 options stay fast.
 */

/** Structural equality with identity short-cuts: a rebuilt but unchanged subtree does not re-render. */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((value, index) => sameContent(value, b[index]))
  if (Array.isArray(b)) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => sameContent((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

const ChildRegion = styled.div<{ $level: Level }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(0.75)};
  border-left: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
  background: ${({ theme, $level }) => ($level === 'question' ? theme.colors.surfaceSunken : theme.colors.surface)};

  ${({ theme }) => theme.media.sm} {
    margin: 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)};
  }

  ${({ theme }) => theme.media.md} {
    margin-left: ${({ theme }) => theme.space(4.5)};
    padding: ${({ theme }) => theme.space(1.5)};
  }
`

const ChildHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
`

const ChildHeading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

const EmptyChildren = styled.p`
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`

type ParentLevel = Exclude<Level, 'option'>

type ChildAreaProps = {
  id: string
  parentLevel: ParentLevel
  parent: Item
  parentName: string
  /** The add form of this area is the open form. */
  adding: boolean
}

/**
 * A row's children: heading, add action, the add form when open here, the
 * sortable list or its empty message. Memoised on content: a row that
 * re-renders for its own sake (a drag among its siblings) leaves its subtree alone.
 */
const ChildArea = memo(
  function ChildArea({ id, parentLevel, parent, parentName, adding }: ChildAreaProps) {
    const send = useBuilderSend()
    const level = levels[parentLevel].child!
    const texts = childTexts[parentLevel]
    const children = childrenOf(parent, parentLevel)
    const focusKey = focusKeys.add(level, parent.id)
    return (
      <ChildRegion id={id} $level={parentLevel} role="region" aria-label={`${texts.heading} of ${parentName}`}>
        <ChildHeader>
          <ChildHeading aria-hidden="true">
            {texts.heading} · {children.length}
          </ChildHeading>
          <Button
            size="sm"
            variant="secondary"
            data-focus-key={focusKey}
            onClick={() => send({ type: 'form.open', level, parentId: parent.id, itemId: null })}
          >
            <PlusIcon size={16} />
            {texts.add}
          </Button>
        </ChildHeader>
        {adding && <ItemForm level={level} item={null} returnFocusTo={focusKey} />}
        {children.length > 0 ? (
          <LevelList level={level} parentId={parent.id} items={children} siblings={children} label={`${texts.heading} of ${parentName}`} />
        ) : (
          !adding && <EmptyChildren>{texts.empty}</EmptyChildren>
        )}
      </ChildRegion>
    )
  },
  (before, after) =>
    before.id === after.id &&
    before.parentLevel === after.parentLevel &&
    before.parentName === after.parentName &&
    before.adding === after.adding &&
    sameContent(before.parent, after.parent),
)

type ItemRowProps = {
  level: Level
  item: Item
  /** The parent's id (null for bands): the machine places the saved item among its siblings. */
  parentId: number | null
  expanded: boolean
  /** This row's edit form is the open form: it shows in place of the row. */
  editing: boolean
  /** The add form of this row's children is the open form. */
  addingChild: boolean
}

/** One row of any level (SPEC section 2): drag handle, expand, contents, Active switch, Edit, Delete; its children when expanded. */
const ItemRow = memo(
  function ItemRow({ level, item, parentId, expanded, editing, addingChild }: ItemRowProps) {
    const send = useBuilderSend()
    const id = useId()
    const hasChildren = levels[level].child !== null
    const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id })
    const name = itemName(level, item)
    const word = levelWord(level)
    const titleId = `${id}-title`
    const childrenId = `${id}-children`
    const focusKey = focusKeys.edit(level, item.id)

    return (
      <RowItem
        ref={setNodeRef}
        $level={level}
        $dragging={isDragging}
        style={{ transform: CSS.Translate.toString(transform), transition }}
      >
        {editing ? (
          <ItemForm level={level} item={item} returnFocusTo={focusKey} />
        ) : (
          <RowHeader $level={level} role="group" aria-labelledby={titleId}>
            <RowLead>
              <DragHandle ref={setActivatorNodeRef} name={name} dragging={isDragging} {...attributes} {...listeners} />
              {hasChildren ? (
                <ExpandButton
                  expanded={expanded}
                  controls={childrenId}
                  label={`${childTexts[level as ParentLevel].heading} of ${name}`}
                  onToggle={() => send({ type: 'row.toggleExpanded', key: rowKey(level, item.id) })}
                />
              ) : (
                <ExpandSpacer />
              )}
            </RowLead>
            <RowMain>
              <RowContent level={level} item={item} titleId={titleId} />
            </RowMain>
            <RowActions>
              <ActiveSwitch checked={item.is_active} describedBy={titleId} onToggle={() => send({ type: 'item.toggle', level, id: item.id })} />
              <EditButton
                label={`Edit ${word} ${name}`}
                focusKey={focusKey}
                onClick={() => send({ type: 'form.open', level, parentId, itemId: item.id })}
              />
              <DeleteButton label={`Delete ${word} ${name}`} onClick={() => send({ type: 'item.delete', level, id: item.id })} />
            </RowActions>
          </RowHeader>
        )}
        {hasChildren && expanded && (
          <ChildArea id={childrenId} parentLevel={level as ParentLevel} parent={item} parentName={name} adding={addingChild} />
        )}
      </RowItem>
    )
  },
  (before, after) =>
    before.level === after.level &&
    before.parentId === after.parentId &&
    before.expanded === after.expanded &&
    before.editing === after.editing &&
    before.addingChild === after.addingChild &&
    sameContent(before.item, after.item),
)

/**
 * What a sibling list's rows need from the machine, as one string so that the
 * selector compares cheaply and only the list concerned re-renders: which rows
 * are expanded, which row is being edited, under which row an add form is open.
 * One subscription per list, not per row (10,250 rows, 2,251 lists at most).
 */
function listState({ context: { expanded, form } }: BuilderSnapshot, level: Level, ids: readonly number[]): string {
  const child = levels[level].child
  let open = ''
  if (child) {
    const keys = expandedSet(expanded)
    for (const id of ids) if (keys.has(rowKey(level, id))) open += `${id},`
  }
  let target = ''
  if (form?.level === level && form.itemId !== null && ids.includes(form.itemId)) target = `e${form.itemId}`
  else if (child && form?.level === child && form.itemId === null && form.parentId !== null && ids.includes(form.parentId)) target = `a${form.parentId}`
  return `${open}|${target}`
}

function parseListState(state: string) {
  const [open = '', target = ''] = state.split('|')
  const id = target === '' ? null : Number(target.slice(1))
  return {
    expanded: new Set(open.split(',').filter(Boolean).map(Number)),
    editingId: target.startsWith('e') ? id : null,
    addingUnderId: target.startsWith('a') ? id : null,
  }
}

export type LevelListProps = {
  level: Level
  parentId: number | null
  /** The rows to show, in order. */
  items: readonly Item[]
  /** All siblings in order (bands may be filtered): what `item.move`'s indexes count in. */
  siblings: readonly Item[]
  label: string
}

/** A sibling list: sortable rows; a drop sends `item.move` with indexes among all siblings. */
export function LevelList({ level, parentId, items, siblings, label }: LevelListProps) {
  const ref = useBuilderRef()
  const send = useBuilderSend()
  const ids = useMemo(() => items.map((item) => item.id), [items])
  const state = useSelector(ref, (s) => listState(s, level, ids))
  const { expanded, editingId, addingUnderId } = useMemo(() => parseListState(state), [state])
  const entries = useMemo(() => items.map((item) => ({ id: item.id, name: itemName(level, item) })), [items, level])
  const onMove = useCallback(
    (activeId: number, overId: number) => {
      const from = siblings.findIndex((item) => item.id === activeId)
      const to = siblings.findIndex((item) => item.id === overId)
      if (from >= 0 && to >= 0) send({ type: 'item.move', level, parentId, from, to })
    },
    [send, siblings, level, parentId],
  )
  return (
    <SortableList word={levelWord(level)} entries={entries} label={label} onMove={onMove}>
      {items.map((item) => (
        <ItemRow
          key={item.id}
          level={level}
          item={item}
          parentId={parentId}
          expanded={expanded.has(item.id)}
          editing={editingId === item.id}
          addingChild={addingUnderId === item.id}
        />
      ))}
    </SortableList>
  )
}
