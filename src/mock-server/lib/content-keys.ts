import type { OptionRecord, QuestionRecord, SetRecord } from '@/mock-server/records'

/**
 * docs/decisions/049: every question set, question and option has a
 * stable key, which the export writes and the import matches first, so a reworded
 * question keeps its id and parents' answers. An item created before keys were
 * stored (the seed, an older saved demo) has the key its id gives ("q12"); one
 * created since stores its own, which no id-given key can equal ("q-…").
 */
export type KeyedLevel = 'set' | 'question' | 'option'
const prefixes: Record<KeyedLevel, string> = { set: 's', question: 'q', option: 'o' }

type Keyed = Pick<SetRecord | QuestionRecord | OptionRecord, 'id' | 'key'>

export const contentKey = (level: KeyedLevel, item: Keyed): string => item.key ?? `${prefixes[level]}${item.id}`

/** A key for a new item: random, so it equals no other server's key either. */
export const newContentKey = (level: KeyedLevel): string => `${prefixes[level]}-${crypto.randomUUID().slice(0, 13)}`

/** The key a new imported item stores: the file's own when no stored item of the level has it, else a new one. */
export function keyForImported(level: KeyedLevel, fileKey: string | undefined, used: Set<string>): string {
  const key = fileKey !== undefined && fileKey !== '' && !used.has(fileKey) ? fileKey : newContentKey(level)
  used.add(key)
  return key
}
