import type { ActorRefFrom } from 'xstate'
import { getDoctorQuestions } from '@/api/children.api'
import { createVisit, deleteVisit, getVisitSchedule, listVisits, updateVisit } from '@/api/health.api'
import type { VisitRecord, VisitSchedule } from '@/contract/visits'
import { theirsFrom } from '@/machines/conflict'
import { recordList, type RecordList, type RecordListContext } from '@/machines/record-list/record-list'
import { toVisitCreate, visitFieldErrors, type VisitFormField, type VisitFormValues } from '@/domain/visits'

/** What loads with the visits: the recommended visits, and the child's questions for the doctor ('' when none or not available). */
export type VisitsExtra = { schedule: VisitSchedule; doctorQuestions: string }
export type Visits = RecordList<{ record: VisitRecord; extra: VisitsExtra; values: VisitFormValues; field: VisitFormField }>
export type VisitsContext = RecordListContext<Visits>

/**
 * The Visits section of the child's health record (docs/features/health-record.md, docs/decisions/080), a record
 * list (docs/decisions/095): the recommended visits, the child's visits and the questions for the doctor load
 * together (the questions are optional within it); visits in the order the server answers.
 */
const kit = recordList<Visits>({
  kind: 'visit',
  load: async (childId) => {
    const [schedule, records, doctorQuestions] = await Promise.all([
      getVisitSchedule(),
      listVisits(childId),
      getDoctorQuestions(childId).then((answer) => answer.text, () => ''),
    ])
    return { records, extra: { schedule, doctorQuestions } }
  },
  save: ({ childId, editing, values, ifMatch }) => (editing ? updateVisit(editing.id, values, ifMatch) : createVisit(toVisitCreate(values, childId))),
  remove: deleteVisit,
  fieldErrors: visitFieldErrors,
  theirs: (error) => theirsFrom('visit', error),
  own: {},
})

export const visitsMachine = kit.setup.createMachine({ id: 'visits', context: kit.context, initial: 'loading', states: kit.states({}) })

/** The running flow, as the route's sections take it. */
export type VisitsActor = ActorRefFrom<typeof visitsMachine>
