import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { uploadDocument } from '@/api/health.api'
import { exportAccount } from '@/api/leaving.api'
import { exportTableNames, exportTableSchemas } from '@/contract/leaving'
import { toCsv } from '@/domain/csv'
import { EXPORT_JSON_NAME } from '@/domain/data-export'
import { buildExportArchive, dataExportMachine } from '@/machines/data-export.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { seedChildId, signIn, startTestBackend } from '../mock-server/helpers'
import { makeDocumentUpload, pdfBytes, pdfFile } from '../support/document-files'

/*
 * "Download my data" (docs/decisions/077) against the mock backend: the ZIP, opened with the library that made
 * it, holds the server's JSON as it answered it and one CSV per table, for the seed parent in under 2 s.
 */
const today = new Date(2025, 5, 18, 12)
const backend = startTestBackend({ today })

describe('the export ZIP', () => {
  it("holds a README naming the policy's date, the API's JSON and one CSV per table (its columns the contract's, a line per row), in under 2 s", async () => {
    await signIn(seedUsers.parent)
    const started = performance.now()
    const archive = await buildExportArchive()
    const ms = performance.now() - started
    console.info(`the seed parent's export ZIP: ${archive.bytes.length} B in ${ms.toFixed(0)} ms`)
    expect(ms).toBeLessThan(2000)
    expect(archive.name).toBe('first-1000-days-my-data-2025-06-18.zip')

    const files = unzipSync(archive.bytes)
    // Decision 088: the README names the privacy policy the export was made under, by its date.
    expect(strFromU8(files['README.txt']!)).toContain('Made under our Privacy Policy, last updated 7 December 2026')
    const json = JSON.parse(strFromU8(files[EXPORT_JSON_NAME]!))
    expect(json).toEqual(await exportAccount())
    const documentFiles = (json.documents as { file_in_zip: string }[]).map((row) => row.file_in_zip)
    expect(Object.keys(files)).toEqual(['README.txt', EXPORT_JSON_NAME, ...exportTableNames.map((name) => `${name}.csv`), ...documentFiles])
    for (const name of exportTableNames) {
      const rows = name === 'account' ? [json.account] : json[name]
      expect(rows.length, name).toBeGreaterThan(0)
      expect(strFromU8(files[`${name}.csv`]!), name).toBe(toCsv(rows, Object.keys(exportTableSchemas[name].shape)))
    }
    expect(strFromU8(files['answers.csv']!).split('\r\n')[0]).toBe('id,child,question_id,question_text,answer,given_by,given_by_you')
    expect(strFromU8(files['account.csv']!)).toContain(seedUsers.parent.email)
  })

  it("holds each document's file, byte for byte, where its row says (docs/decisions/089)", async () => {
    await signIn(seedUsers.caregiver)
    const uploaded = await uploadDocument(makeDocumentUpload({ child: seedChildId(backend.db, 'olivia'), name: 'Letter from the clinic', file: pdfFile('letter.pdf', ['Seen today.']) }))
    const files = unzipSync((await buildExportArchive()).bytes)
    const json = JSON.parse(strFromU8(files[EXPORT_JSON_NAME]!)) as { documents: { id: number; file_in_zip: string }[] }
    const row = json.documents.find((item) => item.id === uploaded.id)!
    expect(row.file_in_zip).toBe(`documents/${uploaded.id}-Letter from the clinic.pdf`)
    expect(files[row.file_in_zip]).toEqual(pdfBytes(['Seen today.']))
  })

  it('is handed to the route in `ready`; a second download makes it again', async () => {
    await signIn(seedUsers.parent)
    const actor = createActor(dataExportMachine).start()
    actor.send({ type: 'download' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.archive?.bytes.length).toBeGreaterThan(100)
    actor.send({ type: 'download' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('ready'))
  })
})
