import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FormData as NodeFormData } from 'undici'
import { vi } from 'vitest'

export function stubFilesAndObjectUrls() {
  // jsdom has no object URLs; the image previews and the export download use them.
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:preview'), configurable: true, writable: true })
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true })
  // jsdom's File and FormData lose a file's bytes on the way into Node's fetch (it sends
  // "undefined"), so uploads here use Node's own: the import reads the file's JSON.
  vi.stubGlobal('Blob', NodeBlob)
  vi.stubGlobal('File', NodeFile)
  vi.stubGlobal('FormData', NodeFormData)
}

export function unstubFilesAndObjectUrls() {
  vi.unstubAllGlobals()
  delete (URL as Partial<typeof URL>).createObjectURL
  delete (URL as Partial<typeof URL>).revokeObjectURL
}

/** A fresh folder for a snapshot file (FILE = dir/data.json), removed afterwards. */
export async function inSnapshotDir(run: (dir: string, file: string) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), 'api-snapshot-'))
  try {
    await run(dir, join(dir, 'data.json'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
