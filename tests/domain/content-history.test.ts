import { describe, expect, it } from 'vitest'
import { contentTag } from '@/contract/content-tag'
import type { Band } from '@/contract/content'
import {
  applySide,
  editOutcome,
  keepExisting,
  pushEntry,
  reorderEntry,
  retag,
  staleReason,
  toggleEntry,
  wireFields,
  type HistoryEntry,
} from '@/domain/content-history'
import { moveItem, removeItem, setActive } from '@/domain/content-levels'
import { fixtureBands, fixtureQuestion } from '../model/models/builder.fixtures'

const [yes, notYet] = fixtureQuestion.options as [(typeof fixtureQuestion.options)[0], (typeof fixtureQuestion.options)[0]]

describe('content history (decision 046)', () => {
  it('a toggle is undone by writing is_active back, with the tag the toggle left as If-Match', () => {
    const after = setActive(fixtureBands, 'band', null, 1, false)
    const entry = toggleEntry(fixtureBands, after, 'band', 1)!
    expect(entry).toMatchObject({
      kind: 'toggle',
      label: 'Band “0-6 Months” made inactive',
      // The undo's toast says what the undo did (docs/decisions/054).
      undoneLabel: 'Band “0-6 Months” is active again',
      subject: 'band “0-6 Months”',
      changes: [{ id: 1, before: { is_active: true }, after: { is_active: false }, tag: contentTag('band', after[0]!) }],
    })
    expect(applySide(after, entry, 'before')[0]!.is_active).toBe(true)
    expect(staleReason(after, entry)).toBeNull()
    expect(staleReason(fixtureBands, entry)).toBe('changed')
  })

  it('a reorder is undone order by order and puts the rows back in their sequence, even with gaps in the orders', () => {
    const gapped: Band[] = structuredClone(fixtureBands)
    gapped[0]!.sets[0]!.questions[0]!.options = [{ ...yes, order: 3 }, { ...notYet, order: 7 }]
    const after = moveItem(gapped, 'option', 101, 0, 1)
    const entry = reorderEntry(gapped, after, 'option', 101, 0)!
    expect(entry.label).toBe('Option “Yes” moved')
    expect(entry.subject).toBe('an option under “Does your baby lift their head during tummy tim…”')
    expect(entry.changes.map((c) => [c.id, c.before, c.after])).toEqual([
      [1012, { order: 7 }, { order: 0 }],
      [1011, { order: 3 }, { order: 1 }],
    ])
    expect(applySide(after, entry, 'before')).toEqual(gapped)
    expect(applySide(applySide(after, entry, 'before'), entry, 'after')).toEqual(after)
  })

  it('an edit keeps only the fields it changed; an image replaced cannot be undone; no change, no entry', () => {
    const saved = { ...yes, label: 'Yes, often' }
    const outcome = editOutcome(fixtureBands, 'option', saved)
    expect(outcome).toMatchObject({ entry: { kind: 'edit', label: 'Option “Yes” edited', undoneLabel: 'Option “Yes” is back as it was before the edit', changes: [{ before: { label: 'Yes' }, after: { label: 'Yes, often' } }] } })
    expect(editOutcome(fixtureBands, 'option', yes)).toEqual({ unchanged: true })
    expect(editOutcome(fixtureBands, 'band', { ...fixtureBands[0]!, title: 'Newborn', milestone_image: '/media/new.png' })).toEqual({ notUndoable: true })
  })

  it('a band field put back to none is sent as "" (multipart leaves out nulls)', () => {
    expect(wireFields('band', { age_max_months: null, title: 'A' })).toEqual({ age_max_months: '', title: 'A' })
    expect(wireFields('option', { value_int: null })).toEqual({ value_int: null })
  })

  it('keeps at most 20 changes; drops those whose items a delete removed; retags after a save', () => {
    const entry = toggleEntry(fixtureBands, setActive(fixtureBands, 'option', 101, 1011, false), 'option', 1011)!
    let stack: HistoryEntry[] = []
    for (let i = 0; i < 25; i += 1) stack = pushEntry(stack, { ...entry, label: String(i) })
    expect(stack.map((e) => e.label)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 5)))
    expect(keepExisting([entry], removeItem(fixtureBands, 'question', 11, 101))).toEqual([])
    expect(keepExisting([entry], fixtureBands)).toEqual([entry])
    expect(retag(fixtureBands, entry).changes[0]!.tag).toBe(contentTag('option', yes))
    expect(staleReason(removeItem(fixtureBands, 'option', 101, 1011), entry)).toBe('gone')
  })
})
