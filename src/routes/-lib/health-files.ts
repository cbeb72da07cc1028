import type { Child } from '@/contract/children'
import { documentFileName, type HealthDocument } from '@/contract/documents'
import type { DoseRecord, VaccineSchedule } from '@/contract/health'
import type { VisitRecord } from '@/contract/visits'
import { buildCalendar, calendarFileName } from '@/domain/ics'
import { doseTimings } from '@/domain/vaccines'
import { healthCalendarEvents } from '@/domain/visits'
import { downloadFile } from '@/routes/-lib/download-file'

/*
 * The health record's files (docs/features/health-record.md): the calendar of health dates, and a document's bytes
 * handed to the browser. Kept out of the route, which only binds (docs/decisions/095).
 */

/** What the calendar reads: the planned visits, and the doses to plan for (none before the vaccines load). */
export type HealthDates = {
  visits: readonly VisitRecord[]
  vaccines: { schedule: VaccineSchedule; records: readonly DoseRecord[]; complete: boolean } | null
}

/** The child's health dates as an .ics file: the planned visits and the doses due. */
export function downloadHealthCalendar(child: Pick<Child, 'first_name' | 'dob'>, today: string, { visits, vaccines }: HealthDates) {
  const timings = vaccines ? doseTimings(vaccines.schedule.doses, [...vaccines.records], child.dob, today, { complete: vaccines.complete }) : []
  const events = healthCalendarEvents(child.first_name, [...visits], timings, today)
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const file = buildCalendar(events, { timeZone, now: new Date(), name: `${child.first_name}: health dates` })
  downloadFile(calendarFileName(child.first_name, 'health dates'), file, 'text/calendar;charset=utf-8')
}

/**
 * A document's bytes to the browser: a new tab (the PDF viewer, an image) or a download. A browser that blocks the
 * tab (the fetch took longer than its click allowance) gets the download instead. The object URL lives a few minutes:
 * long enough for the tab to read it.
 */
export function deliverFile({ blob, document, download }: { blob: Blob; document: HealthDocument; download: boolean }) {
  if (!download) {
    const url = URL.createObjectURL(blob)
    const opened = window.open(url, '_blank')
    setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000)
    if (opened) return
  }
  downloadFile(documentFileName(document), blob, document.content_type)
}
