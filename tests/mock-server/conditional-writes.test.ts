import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call } from '@/api/client'
import {
  deleteBand,
  deleteOption,
  deleteQuestion,
  deleteQuestionSet,
  listBands,
  updateBand,
  updateOption,
  updateQuestion,
  updateQuestionSet,
} from '@/api/content.api'
import { contentTag, type ContentLevel } from '@/contract/content-tag'
import { endpoints } from '@/contract/endpoints'
import type { Band } from '@/contract/content'
import { seedUsers } from '@/mock-server/seed/users'
import { API_BASE, createTestBackend } from '../support/backend'
import { failure, signIn, tables } from './helpers'

const backend = createTestBackend()
beforeAll(() => backend.start())
afterAll(() => backend.stop())
beforeEach(async () => {
  await backend.reset()
  await signIn(seedUsers.admin)
})

const stale = 'This item was changed in another tab or by another admin. The list has been reloaded: check it and try again.'

/** The first item of each level in the list the screen loaded, with its update and delete calls. */
function firstOf(level: ContentLevel, bands: Band[]) {
  const band = bands[0]!
  const set = band.sets[0]!
  const question = set.questions[0]!
  const option = question.options[0]!
  return {
    band: { item: band, update: (tag?: string) => updateBand(band.id, { title: 'Newborn' }, tag), remove: (tag?: string) => deleteBand(band.id, tag) },
    questionSet: { item: set, update: (tag?: string) => updateQuestionSet(set.id, { title: 'Moving' }, tag), remove: (tag?: string) => deleteQuestionSet(set.id, tag) },
    question: { item: question, update: (tag?: string) => updateQuestion(question.id, { help_text: 'Look closely.' }, tag), remove: (tag?: string) => deleteQuestion(question.id, tag) },
    option: { item: option, update: (tag?: string) => updateOption(option.id, { label: 'Often' }, tag), remove: (tag?: string) => deleteOption(option.id, tag) },
  }[level]
}

/** Another admin (or tab) changes the item's active flag behind the screen's back, without If-Match. */
const changeBehindTheScreen = (level: ContentLevel, bands: Band[]) => {
  const { item } = firstOf(level, bands)
  const fields = { is_active: !item.is_active }
  const run = { band: () => updateBand(item.id, fields), questionSet: () => updateQuestionSet(item.id, fields), question: () => updateQuestion(item.id, fields), option: () => updateOption(item.id, fields) }[level]
  return run()
}

describe('conditional writes (If-Match with the contentTag of the item as loaded)', () => {
  for (const level of ['band', 'questionSet', 'question', 'option'] as const) {
    describe(level, () => {
      it('applies an update whose If-Match matches the current item', async () => {
        const loaded = await listBands()
        const target = firstOf(level, loaded)
        await target.update(contentTag(level, target.item))
        const after = firstOf(level, await listBands()).item
        expect(after).not.toEqual(target.item)
      })

      it('answers 412 with a detail to an update based on a stale list, and stores nothing', async () => {
        const loaded = await listBands()
        await changeBehindTheScreen(level, loaded)
        const target = firstOf(level, loaded)
        const before = tables(backend.db)
        const changes = backend.changes
        const error = await failure(target.update(contentTag(level, target.item)))
        expect(error.status).toBe(412)
        expect(error.body).toEqual({ detail: stale, current: expect.objectContaining({ id: target.item.id, is_active: !target.item.is_active }) })
        expect(error.message).toBe(stale)
        expect(tables(backend.db)).toEqual(before)
        expect(backend.changes).toBe(changes)
      })

      it('answers 412 to a delete based on a stale list, and deletes nothing; a matching one deletes', async () => {
        const loaded = await listBands()
        await changeBehindTheScreen(level, loaded)
        const target = firstOf(level, loaded)
        const before = tables(backend.db)
        expect((await failure(target.remove(contentTag(level, target.item)))).status).toBe(412)
        expect(tables(backend.db)).toEqual(before)
        const fresh = firstOf(level, await listBands())
        await fresh.remove(contentTag(level, fresh.item))
        expect(firstOf(level, await listBands()).item.id).not.toBe(fresh.item.id)
      })

      it('writes as before without the header (SPEC clients)', async () => {
        const loaded = await listBands()
        await changeBehindTheScreen(level, loaded)
        await firstOf(level, loaded).update()
        expect(firstOf(level, await listBands()).item).not.toEqual(firstOf(level, loaded).item)
      })
    })
  }

  it('ignores the children of an item: a changed option leaves the band\'s tag valid', async () => {
    const loaded = await listBands()
    await changeBehindTheScreen('option', loaded)
    const band = loaded[0]!
    await updateBand(band.id, { title: 'Newborn' }, contentTag('band', band))
    expect((await listBands())[0]!.title).toBe('Newborn')
  })

  it('answers 404, not 412, for a missing item', async () => {
    const error = await failure(call(endpoints.updateOption, { params: { id: 999_999 }, body: { label: 'x' }, ifMatch: 'option-0' }))
    expect(error.status).toBe(404)
  })

  it('reads If-Match as RFC 9110 says: a list of tags, "*", and no weak match', async () => {
    const option = (await listBands())[0]!.sets[0]!.questions[0]!.options[0]!
    const tag = contentTag('option', option)
    const patch = (ifMatch: string) =>
      fetch(`${API_BASE}/children/global-answer-options/${option.id}/`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${localStorage.getItem('access')}`, 'Content-Type': 'application/json', 'If-Match': ifMatch },
        body: JSON.stringify({ order: option.order }),
      }).then((response) => response.status)
    expect(await patch(`W/"${tag}"`)).toBe(412)
    expect(await patch(`"option-other", "${tag}"`)).toBe(200)
    expect(await patch('*')).toBe(200)
  })
})
