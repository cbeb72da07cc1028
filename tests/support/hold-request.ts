import { http, HttpResponse } from 'msw'
import { API_BASE } from './backend'
import { backend } from './test-backend'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const held = new Set<() => void>()

/**
 * Holds every `method path` request (path under the API base, MSW syntax: `/children/profiles/:id/`)
 * until `release()`; each then falls through to the mock backend's own handler. What a test leaves held
 * is released after it (tests/setup/dom.setup.ts), so its app can settle before the page is torn down.
 */
export function holdRequest(method: Method, path: string): () => void {
  let release = () => undefined as void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  held.add(release)
  backend.server.use(
    http[lowerCase(method)](`${API_BASE}${path}`, async () => {
      await gate
      // No answer: MSW falls through to the mock backend's own handler.
    }),
  )
  return () => {
    held.delete(release)
    release()
  }
}

/** Answers every `method path` request with this status and JSON body, or with a dropped connection. */
export function failRequest(method: Method, path: string, answer: 'network' | { status: number; body: unknown }): void {
  backend.server.use(
    http[lowerCase(method)](`${API_BASE}${path}`, () =>
      answer === 'network' ? HttpResponse.error() : HttpResponse.json(answer.body as object, { status: answer.status }),
    ),
  )
}

export function releaseHeldRequests(): void {
  for (const release of held) release()
  held.clear()
}

const lowerCase = (method: Method) => method.toLowerCase() as Lowercase<Method>
