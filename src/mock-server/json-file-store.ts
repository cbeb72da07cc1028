import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import type { MediaRecord } from '@/mock-server/records'
import type { SnapshotStore } from '@/mock-server/persistence'

/*
 * Where `npm run api --snapshot FILE` keeps the database (node-server.ts): the snapshot in a JSON file, each upload in
 * a file of its own beside it.
 */

const TEMP_SUFFIX = '.tmp'

/**
 * Through a temporary file, so a crash never leaves half a file; a write that fails (a full disk) removes its
 * temporary file, so none is left behind (docs/decisions/089).
 */
async function writeAtomically(file: string, text: string | Buffer) {
  const temp = `${file}${TEMP_SUFFIX}`
  try {
    await writeFile(temp, text)
    await rename(temp, file)
  } catch (error) {
    // Whatever is in the way is removed only if it is a file (the write's own); the write's error is the one told.
    await rm(temp, { force: true }).catch(() => undefined)
    throw error
  }
}

/** Temporary files a killed process left (the snapshot's, an upload's): removed before the data is read. */
export async function removeLeftoverTempFiles(file: string): Promise<string[]> {
  const leftovers = [`${file}${TEMP_SUFFIX}`]
  try {
    leftovers.push(...(await readdir(`${file}.media`)).filter((name) => name.endsWith(TEMP_SUFFIX)).map((name) => `${file}.media/${name}`))
  } catch {
    // No uploads folder yet.
  }
  const removed: string[] = []
  for (const leftover of leftovers) {
    const gone = await rm(leftover, { force: true }).then(
      () => true,
      () => false,
    )
    if (gone) removed.push(leftover)
  }
  return removed
}

/**
 * An upload's file (docs/decisions/085): one JSON line that names it (id, type, size), then its bytes as they came.
 * A 10 MB upload takes 10 MB on disk, not the 13.4 MB of base64 text, and is read back without decoding.
 */
export function uploadFileContents(record: MediaRecord): Buffer {
  const header = Buffer.from(`${JSON.stringify({ id: record.id, content_type: record.content_type, size: record.bytes.length })}\n`)
  return Buffer.concat([header, record.bytes])
}

/** An upload file's record, or null when it is damaged (no header, or fewer or more bytes than it says). */
export function readUploadFile(contents: Buffer): MediaRecord | null {
  const end = contents.indexOf(0x0a)
  if (end < 0) return null
  let header: unknown
  try {
    header = JSON.parse(contents.subarray(0, end).toString('utf8'))
  } catch {
    return null
  }
  const { id, content_type, size } = (header ?? {}) as { id?: unknown; content_type?: unknown; size?: unknown }
  if (typeof id !== 'number' || typeof content_type !== 'string' || size !== contents.length - end - 1) return null
  // A copy of its own: a slice would keep the whole file's buffer alive.
  return { id, content_type, bytes: new Uint8Array(contents.subarray(end + 1)) }
}

/**
 * A snapshot in a JSON file, and each upload in its own file under `FILE.media/`, `N.upload`
 * (written once, removed when nothing refers to it any more). Files are written
 * through a temporary file so a crash never leaves half a file; the snapshot's
 * rename is the commit point (uploads are written before it, removed after it).
 * Uploads saved before decision 085 (`N.json`, base64 text) are read, written back as `N.upload` by the load, and
 * their old files removed.
 */
export function jsonFileStore(file: string): SnapshotStore {
  const mediaDir = `${file}.media`
  const mediaFile = (id: number) => `${mediaDir}/${id}.upload`
  const legacyMediaFile = (id: number) => `${mediaDir}/${id}.json`
  const setAside = async (path: string) => {
    // docs/decisions/031: a damaged upload (a truncated file) is set aside, like a damaged record, and reported by the load.
    const aside = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`
    await rename(path, aside).catch(() => undefined)
    return aside
  }
  const readOne = async (id: number): Promise<unknown> => {
    let contents: Buffer
    try {
      contents = await readFile(mediaFile(id))
    } catch {
      return readLegacy(id)
    }
    return readUploadFile(contents) ?? { damaged: id, keptAs: await setAside(mediaFile(id)) }
  }
  const readLegacy = async (id: number): Promise<unknown> => {
    let text: string
    try {
      text = await readFile(legacyMediaFile(id), 'utf8')
    } catch {
      return null
    }
    try {
      return JSON.parse(text) as unknown
    } catch {
      return { damaged: id, keptAs: await setAside(legacyMediaFile(id)) }
    }
  }
  return {
    async read() {
      let text: string
      try {
        text = await readFile(file, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
      return JSON.parse(text) as unknown
    },
    // One process writes this file: its copy is always the latest.
    revision: async () => null,
    async mediaIds() {
      try {
        const ids = (await readdir(mediaDir)).flatMap((name) => (/^\d+\.(upload|json)$/.test(name) ? [Number.parseInt(name, 10)] : []))
        return [...new Set(ids)]
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
    },
    async readMedia(ids) {
      // One at a time: thirty 10 MB uploads read at once would all be in memory twice.
      const records: unknown[] = []
      for (const id of ids) {
        const record = await readOne(id)
        if (record !== null) records.push(record)
      }
      return records
    },
    async write(snapshot, media) {
      if (media.put.length > 0) await mkdir(mediaDir, { recursive: true })
      try {
        for (const record of media.put) await writeAtomically(mediaFile(record.id), uploadFileContents(record))
        await writeAtomically(file, JSON.stringify(snapshot))
      } catch (error) {
        await Promise.all(media.put.map((record) => rm(mediaFile(record.id), { force: true })))
        throw error
      }
      const gone = [...media.remove, ...media.put.map((record) => record.id)]
      await Promise.all([...media.remove.map((id) => rm(mediaFile(id), { force: true })), ...gone.map((id) => rm(legacyMediaFile(id), { force: true }))])
    },
    async keepAside() {
      const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`
      await copyFile(file, aside)
      return aside
    },
    // The operator's files: a reset never deletes a damaged copy kept for them.
    clearAside: async () => undefined,
  }
}
