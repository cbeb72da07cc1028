import { expect } from 'vitest'
import { call, type CallInput } from '@/api/client'
import { clearSession } from '@/api/session'
import { endpoints, type Endpoint, type EndpointName } from '@/contract/endpoints'
import { seedUsers } from '@/mock-server/seed/users'
import type { createTestBackend } from '../../support/backend'
import { failure, signIn } from '../../mock-server/helpers'
import { validCalls, type Caller } from './valid-calls'

/**
 * Drives rows of the endpoint table through the client against a test backend
 * and hands back the mock's raw answer, read before the client parses it.
 */
export function driver(backend: ReturnType<typeof createTestBackend>) {
  const answers: Promise<{ status: number; text: string }>[] = []
  backend.server.events.on('response:mocked', ({ response }) => {
    answers.push(response.clone().text().then((text) => ({ status: response.status, text })))
  })

  async function actAs(caller: Caller) {
    clearSession()
    if (caller !== 'nobody') await signIn(seedUsers[caller])
  }

  return {
    actAs,

    /** The valid request of a row, built while signed in as its caller (who stays signed in). */
    async validInput(name: EndpointName): Promise<CallInput<Endpoint>> {
      await actAs(validCalls[name].as)
      return (await validCalls[name].input(backend.db)) as CallInput<Endpoint>
    },

    /** Calls the row and returns the one raw answer the mock gave to it (JSON-parsed, undefined when empty). */
    async rawAnswer(name: EndpointName, input: CallInput<Endpoint>, expectFailure: boolean) {
      answers.length = 0
      const run = call(endpoints[name] as Endpoint, input)
      const error = expectFailure ? await failure(run) : (await run, undefined)
      expect(answers).toHaveLength(1)
      const answer = await answers[0]!
      if (error) expect({ kind: error.kind, status: error.status }).toEqual({ kind: 'http', status: answer.status })
      return { status: answer.status, json: answer.text === '' ? undefined : (JSON.parse(answer.text) as unknown) }
    },
  }
}
