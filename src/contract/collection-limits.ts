import { MAX_CHILDREN_PER_PARENT, tooManyChildrenMessage } from '@/contract/children'
import { IMPORT_LIMITS } from '@/contract/content-import'

/**
 * docs/decisions/085: every collection a parent or an admin can grow has a limit no real family meets in the first
 * 1,000 days. A create past it answers 400 `{"non_field_errors": [message]}` and stores nothing; a write that
 * replaces (a tick already there, a measurement corrected) is never refused. One table, read by the server, the
 * screens (the Add form shows the message, the section says how many remain when near the limit) and
 * docs/openapi.json.
 */
export const collectionLimits = {
  /** Per parent (docs/decisions/031). */
  children: { max: MAX_CHILDREN_PER_PARENT, message: tooManyChildrenMessage },
  /** Per child: a family keeps a few dozen papers (cards, letters, results). */
  documents: { max: 100, message: 'A child can have at most 100 documents. Delete one to upload another.' },
  /** Per child, all its documents' bytes together: ten files of the largest size. */
  documentBytes: { max: 100 * 1024 * 1024, message: "A child's documents can take at most 100 MB together. Delete one to make room for this file." },
  /** Per child, invitations not yet answered (a family invites a handful of people). */
  pendingInvitations: { max: 20, message: 'A child can have at most 20 invitations waiting. Withdraw one to send another.' },
  /** Per child. */
  reminders: { max: 200, message: 'A child can have at most 200 reminders. Delete one to add another.' },
  /** Per child: about 15 well-child visits in three years, and the others. */
  visits: { max: 300, message: 'A child can have at most 300 visits. Delete one to add another.' },
  /** Per child (a day may have several, docs/decisions/091): more than one a day for 1,000 days. */
  measurements: { max: 1500, message: 'A child can have at most 1,500 measurements. Delete one to add another.' },
  /** Per child, Weekly Checklist ticks (a week's goals, 157 weeks). */
  practiceTicks: { max: 5000, message: 'A child can have at most 5,000 checklist ticks.' },
  /** The vaccine schedule (content): a few dozen doses from 0 to 3 years. Dose records are one per child and dose, so bounded by it. */
  vaccineDoses: { max: 100, message: 'The vaccine schedule can hold at most 100 doses.' },
  /** The milestone content, bands, question sets, questions and answer options together: as much as one import file. */
  contentItems: {
    max: IMPORT_LIMITS.items,
    message: `The milestone content can hold at most ${IMPORT_LIMITS.items.toLocaleString('en-US')} items (bands, question sets, questions and answer options together).`,
  },
} as const

/** Per child, invitations no longer waiting (answered, withdrawn, expired) kept for their answers; older ones are deleted. */
export const ANSWERED_INVITATIONS_KEPT = 50

export type CollectionName = keyof typeof collectionLimits

/** The 400 body of a create past a collection's limit. */
export const limitReachedBody = (name: CollectionName) => ({ non_field_errors: [collectionLimits[name].message] })

/** How many more fit, never below 0. */
export const remainingIn = (name: CollectionName, count: number) => Math.max(0, collectionLimits[name].max - count)

/** For docs/openapi.json: the limit of a create and its answer. */
export const limitNote = (name: CollectionName, what: string) =>
  `At most ${collectionLimits[name].max.toLocaleString('en-US')} ${what} (docs/decisions/085): one more answers 400 \`{"non_field_errors": ["${collectionLimits[name].message}"]}\`, nothing stored.`
