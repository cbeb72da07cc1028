/**
 * The mock's e-mail (docs/decisions/084): it sends none. Each message goes to an outbox the server was given:
 * in the browser demo a list in memory (the answers carry the link instead, as an invitation's `link`), on Node
 * the server's log, like a console mail backend, and in test mode a list that `/__control/outbox` reads.
 */
export interface MailMessage {
  to: string
  subject: string
  text: string
  /** The confirmation link the message carries, if any (relative to the app: `/confirm-email?token=...`). */
  link: string | null
  sent_at: string
}

export interface Outbox {
  send(message: MailMessage): void
}

/** The last messages sent, oldest first; bounded, so a long-running server keeps only what a test may read. */
export function memoryOutbox(limit = 100) {
  let messages: MailMessage[] = []
  return {
    send(message: MailMessage) {
      messages = [...messages, message].slice(-limit)
    },
    get messages(): readonly MailMessage[] {
      return messages
    },
    /** The latest message to this address (ignoring case), if any. */
    lastTo(address: string): MailMessage | undefined {
      const wanted = address.trim().toLowerCase()
      return messages.findLast((message) => message.to.trim().toLowerCase() === wanted)
    },
    clear() {
      messages = []
    },
  }
}
export type MemoryOutbox = ReturnType<typeof memoryOutbox>

/** Several outboxes as one (Node in test mode: the log and the list). */
export const outboxes = (...targets: Outbox[]): Outbox => ({ send: (message) => targets.forEach((target) => target.send(message)) })

/** The console mail backend of `npm run api`: each message on the log, where the operator (and nobody calling the API) reads it. */
export const consoleOutbox: Outbox = {
  send: (message) => console.info(`[mail] to ${message.to}: ${message.subject}\n${message.text}`),
}
