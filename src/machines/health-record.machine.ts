import { assign, fromPromise, type ActorRefFrom } from 'xstate'
import { isApiError } from '@/api/api-error'
import {
  addVaccineCard,
  createDoseRecord,
  deleteDoseRecord,
  getVaccineRecordState,
  getVaccineSchedule,
  listDoseRecords,
  setVaccineRecordState,
  updateDoseRecord,
} from '@/api/health.api'
import type { DoseRecord, VaccineCard, VaccineDose, VaccineSchedule } from '@/contract/health'
import { theirsFrom } from '@/machines/conflict'
import { recordList, type RecordList, type RecordListContext } from '@/machines/record-list/record-list'
import { doseRecordFieldErrors, toDoseRecordCreate, type DoseRecordFormField, type DoseRecordFormValues } from '@/domain/health-record'
import { cardServerErrors, type CardErrors, type CardValues } from '@/domain/vaccination-card'

/** Whether the parent said the record is complete, and whether the server keeps it (docs/decisions/090). */
export type RecordStateLoad = { complete: boolean; available: boolean }

/** The vaccination card (docs/decisions/090): as last submitted (kept through a refusal), the server's messages by dose, a failure. */
export type CardContext = { card: { values: CardValues; body: VaccineCard } | null; cardErrors: CardErrors; cardFailed: 'card' | 'state' | null }

export type Doses = RecordList<{
  record: DoseRecord
  extra: { schedule: VaccineSchedule; recordState: RecordStateLoad }
  values: DoseRecordFormValues
  field: DoseRecordFormField | 'dose'
  /** The dose a new record is for. */
  about: VaccineDose
  own: CardContext
  event: { type: 'openCard' } | { type: 'submitCard'; values: CardValues; body: VaccineCard } | { type: 'setComplete'; complete: boolean }
  done: 'carded' | 'complete' | 'incomplete'
}>
export type HealthRecordContext = RecordListContext<Doses>

const saveCard = fromPromise<DoseRecord[], { body: VaccineCard }>(({ input }) => addVaccineCard(input.body))
const saveRecordState = fromPromise<boolean, { childId: number; complete: boolean }>(async ({ input }) => (await setVaccineRecordState(input.childId, input.complete)).complete)

/**
 * The Vaccines section of the child's health record (docs/features/health-record.md, docs/decisions/078), a record
 * list (docs/decisions/095): the schedule, the child's records and the record's state load together; a dose is
 * recorded as given or not given (`add` with the dose), or its record edited. The statuses are worked out by the
 * screen (src/domain/vaccines.ts). Its own: the vaccination card and the record said complete (docs/decisions/090).
 */
const kit = recordList<Doses, { saveCard: typeof saveCard; saveRecordState: typeof saveRecordState }>({
  kind: 'doseRecord',
  load: async (childId) => {
    const [schedule, records, state] = await Promise.all([getVaccineSchedule(), listDoseRecords(childId), getVaccineRecordState(childId)])
    return { records, extra: { schedule, recordState: { complete: state.complete, available: state.available } } }
  },
  save: ({ childId, editing, about, values, ifMatch }) =>
    editing ? updateDoseRecord(editing.id, values, ifMatch) : createDoseRecord(toDoseRecordCreate(values, childId, about?.id ?? 0)),
  remove: deleteDoseRecord,
  fieldErrors: doseRecordFieldErrors,
  theirs: (error) => theirsFrom('doseRecord', error),
  own: { card: null, cardErrors: {}, cardFailed: null },
  actors: { saveCard, saveRecordState },
})

const own = (context: HealthRecordContext, change: Partial<CardContext>) => ({ own: { ...context.own, ...change } })

export const healthRecordMachine = kit.setup
  .extend({
    actions: {
      clearDone: assign(({ context }) => ({ done: null, ...own(context, { cardFailed: null }) })),
      startCard: assign({ own: { card: null, cardErrors: {}, cardFailed: null }, done: null }),
      storeCard: assign((_, params: { values: CardValues; body: VaccineCard }) => ({ own: { card: params, cardErrors: {}, cardFailed: null } })),
      storeCardSaved: assign(({ context }, params: { saved: DoseRecord[] }) => ({
        records: [...(context.records ?? []).filter((r) => !params.saved.some((s) => s.id === r.id)), ...params.saved],
        done: 'carded' as const,
        ...own(context, { card: null, cardErrors: {} }),
      })),
      storeCardError: assign(({ context }, params: { error: unknown }) => {
        const cardErrors = isApiError(params.error) && context.own.card ? cardServerErrors(params.error.fieldErrors, context.own.card.body) : {}
        return own(context, { cardErrors, cardFailed: Object.keys(cardErrors).length === 0 ? 'card' : null })
      }),
      closeCard: assign({ own: { card: null, cardErrors: {}, cardFailed: null } }),
      storeState: assign(({ context }, params: { complete: boolean }) => ({
        extra: context.extra && { ...context.extra, recordState: { available: context.extra.recordState.available, complete: params.complete } },
        done: params.complete ? ('complete' as const) : ('incomplete' as const),
      })),
      storeStateFailed: assign(({ context }) => own(context, { cardFailed: 'state' })),
    },
  })
  .createMachine({
    id: 'healthRecord',
    context: kit.context,
    initial: 'loading',
    states: {
      ...kit.states({ openCard: { target: 'card', actions: 'startCard' }, setComplete: { target: 'savingState', actions: 'clearDone' } }),
      /** docs/decisions/090: the vaccination card's form (what was typed stays through a refusal or a failure). */
      card: {
        on: {
          submitCard: { target: 'savingCard', actions: { type: 'storeCard', params: ({ event }) => ({ values: event.values, body: event.body }) } },
          cancel: { target: 'list', actions: 'closeCard' },
        },
      },
      savingCard: {
        tags: ['busy'],
        invoke: {
          src: 'saveCard',
          input: ({ context }) => ({ body: context.own.card?.body ?? { child: context.childId, doses: [] } }),
          onDone: { target: 'list', actions: { type: 'storeCardSaved', params: ({ event }) => ({ saved: event.output }) } },
          onError: { target: 'card', actions: { type: 'storeCardError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      /** The record said complete, or not complete after all: one whole value, so a repeat changes nothing. */
      savingState: {
        tags: ['busy'],
        invoke: {
          src: 'saveRecordState',
          input: ({ context, event }) => ({ childId: context.childId, complete: event.type === 'setComplete' ? event.complete : !context.extra?.recordState.complete }),
          onDone: { target: 'list', actions: { type: 'storeState', params: ({ event }) => ({ complete: event.output }) } },
          onError: { target: 'list', actions: 'storeStateFailed' },
        },
      },
    },
  })

/** The running flow, as the route's sections take it. */
export type HealthRecordActor = ActorRefFrom<typeof healthRecordMachine>
