import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { call } from '@/api/client'
import { endpoints } from '@/contract/endpoints'
import { API_BASE as API } from '../support/backend'
import { backend } from '../support/test-backend'

/** Dispatches the event a reload or a closing tab fires; true when the page asked to confirm. */
function leaveIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('leaving the page while a save is in flight (issue #11.2)', () => {
  it('asks to confirm while a write waits for its answer, and no longer once it is answered or failed', async () => {
    const answers: (() => void)[] = []
    const held = () => new Promise<void>((resolve) => answers.push(resolve))
    backend.server.use(
      http.patch(`${API}/children/global-bands/:id/`, async () => {
        await held()
        return HttpResponse.json({ detail: 'Simulated server failure.' }, { status: 500 })
      }),
      http.get(`${API}/children/global-bands/`, async () => {
        await held()
        return HttpResponse.json([])
      }),
    )

    const read = call(endpoints.listBands, {})
    await expect.poll(() => answers.length).toBe(1)
    expect(leaveIsQuestioned()).toBe(false)

    const save = call(endpoints.updateBand, { params: { id: 1 }, body: { is_active: false } }).catch(() => 'failed')
    await expect.poll(() => answers.length).toBe(2)
    expect(leaveIsQuestioned()).toBe(true)

    answers[1]!()
    expect(await save).toBe('failed')
    expect(leaveIsQuestioned()).toBe(false)
    answers[0]!()
    await read
  })
})
