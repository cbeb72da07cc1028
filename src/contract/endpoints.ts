import { z } from 'zod'
import {
  accountSchema,
  accountUpdateSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  loginAnswerSchema,
  loginBodySchema,
  logoutBodySchema,
  onboardingAnswerSchema,
  passwordChangeBodySchema,
  signupAnswerSchema,
  signupBodySchema,
} from '@/contract/accounts'
import {
  childBandListSchema,
  childCreateSchema,
  childListSchema,
  childQuerySchema,
  childSchema,
  childUpdateSchema,
  correctedAgeRule,
  milestoneProgressListSchema,
} from '@/contract/children'
import { adminOverviewSchema } from '@/contract/admin-overview'
import { idParamSchema } from '@/contract/common'
import { DOCTOR_QUESTIONS_MAX_CHARS, doctorQuestionsSchema, doctorQuestionsUpdateSchema } from '@/contract/doctor-questions'
import type { ContentLevel } from '@/contract/content-tag'
import {
  ACTIVITY_MAX_CHARS,
  bandCreateSchema,
  bandListSchema,
  bandSchema,
  bandUpdateSchema,
  impactQuerySchema,
  impactSchema,
  importBodySchema,
  importQuerySchema,
  importResultSchema,
  moveRefused,
  optionCreateSchema,
  optionSchema,
  optionUpdateSchema,
  questionCreateSchema,
  questionSchema,
  questionSetCreateSchema,
  questionSetSchema,
  questionSetUpdateSchema,
  questionUpdateSchema,
  uniquenessMessages,
} from '@/contract/content'
import {
  measurementCreateSchema,
  measurementListSchema,
  measurementSchema,
  milestoneHistoryListSchema,
  optionalExtensionNote,
} from '@/contract/progress'
import { practiceQuerySchema, practiceTickSchema, practiceWeekSchema } from '@/contract/practice'
import {
  doseRecordCreateSchema,
  doseRecordListSchema,
  doseRecordQuerySchema,
  doseRecordSchema,
  doseRecordUpdateSchema,
  vaccineDoseCreateSchema,
  vaccineDoseSchema,
  vaccineDoseUpdateSchema,
  vaccineScheduleSchema,
} from '@/contract/health'
import { reminderCreateSchema, reminderListSchema, reminderQuerySchema, reminderSchema, reminderUpdateSchema } from '@/contract/reminders'
import { bulkResponsesBodySchema, responseListSchema } from '@/contract/responses'
import {
  acceptedInvitationSchema,
  accessUpdateSchema,
  childAccessListSchema,
  childMemberSchema,
  createdInvitationSchema,
  INVITATION_VALID_DAYS,
  invitationCreateSchema,
  invitationTokenBodySchema,
  myInvitationListSchema,
  sharingMessages,
} from '@/contract/sharing'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** public: no token needed (and none sent on logout); user: any signed-in user; admin: ADMIN only. */
export type AuthMode = 'public' | 'user' | 'admin'
export type Encoding = 'none' | 'json' | 'multipart'

export interface Endpoint<
  Auth extends AuthMode = AuthMode,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType | null = z.ZodType | null,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  IfMatch extends ContentLevel | undefined = ContentLevel | undefined,
> {
  method: HttpMethod
  /** MSW path syntax, relative to the API base URL, with DRF's trailing slash. */
  path: string
  auth: Auth
  encoding: Encoding
  body: Body
  params: Params
  query: Query
  /** null: the answer has no body (204). */
  answer: Answer
  status: 200 | 201 | 204
  /**
   * Conditional write (not in SPEC): the call may send `If-Match` with the
   * contentTag of this level's item (`:id`); a stale tag answers 412.
   */
  ifMatch: IfMatch
  /** Failed attempts are limited per client and per account (docs/decisions/051): 429 with Retry-After. */
  attemptLimited?: boolean
  /** For the backend team (docs/openapi.json): a rule the schemas cannot say. */
  description?: string
  /** Not in SPEC, designed mock-first: a backend may lack it (404), and only its screen says so. */
  optionalExtension?: boolean
}

function endpoint<
  Auth extends AuthMode,
  Body extends z.ZodType | undefined = undefined,
  Answer extends z.ZodType | null = null,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  IfMatch extends ContentLevel | undefined = undefined,
>(def: {
  method: HttpMethod
  path: string
  auth: Auth
  encoding?: Encoding
  body?: Body
  params?: Params
  query?: Query
  answer: Answer
  status?: 200 | 201 | 204
  ifMatch?: IfMatch
  attemptLimited?: boolean
  description?: string
  optionalExtension?: boolean
}): Endpoint<Auth, Body, Answer, Params, Query, IfMatch> {
  return {
    encoding: def.body ? 'json' : 'none',
    status: 200,
    ...def,
    body: def.body as Body,
    params: def.params as Params,
    query: def.query as Query,
    ifMatch: def.ifMatch as IfMatch,
  }
}

const idParams = z.object({ id: idParamSchema })

/** docs/decisions/031: a content PATCH never moves an item to another parent; the words for docs/openapi.json. */
function moveRefusedNote(level: keyof typeof moveRefused) {
  const { field, message } = moveRefused[level]
  return `A PATCH never moves the item to another parent: a \`${field}\` other than the current one answers 400 \`{"${field}": ["${message}"]}\` and changes nothing; the current id is accepted (the builder sends it with every edit). Moving items between parents is refused, not carried out (docs/decisions/031).`
}
const childIdParams = z.object({ childId: idParamSchema })

/** docs/product-rules.md#7 one row per operation. The API client and the mock server both read this table. */
export const endpoints = {
  login: endpoint({ method: 'POST', path: '/accounts/login/', auth: 'public', body: loginBodySchema, answer: loginAnswerSchema, attemptLimited: true }),
  signup: endpoint({ method: 'POST', path: '/accounts/signup/', auth: 'public', body: signupBodySchema, answer: signupAnswerSchema, status: 201, attemptLimited: true }),
  completeOnboarding: endpoint({ method: 'POST', path: '/accounts/onboarding/complete/', auth: 'user', answer: onboardingAnswerSchema }),
  logout: endpoint({ method: 'POST', path: '/accounts/logout/', auth: 'public', body: logoutBodySchema, answer: null, status: 204 }),

  getAccount: endpoint({
    method: 'GET',
    path: '/accounts/me/',
    auth: 'user',
    answer: accountSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} The signed-in user's own account (issue #26): name, email, phone, city, country and the units preference (metric or imperial) the screens beyond SPEC read and type measurements in. What SPEC fixes (the profile's Kg and Cm, the child form's units) keeps its units.`,
  }),
  updateAccount: endpoint({
    method: 'PATCH',
    path: '/accounts/me/',
    auth: 'user',
    body: accountUpdateSchema,
    answer: accountSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Saves the whole account form with the sign-up's field rules and messages (\`full_name\`, \`email\`, \`phone\`; city and country unchecked but for their length). An email another account has (ignoring case): 400 \`{"email": ["A user with this email already exists."]}\`. Any refusal stores nothing.`,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/accounts/me/password/',
    auth: 'user',
    body: passwordChangeBodySchema,
    answer: null,
    status: 204,
    attemptLimited: true,
    optionalExtension: true,
    description: `${optionalExtensionNote} Changes the password: \`current_password\` must be the current one (else 400 \`{"current_password": ["Your current password is not correct."]}\`, counted like a failed login: 429 once held), \`new_password\` follows the reset's rule and \`confirm_password\` must equal it. Every other session of the account is signed out (its tokens revoked); the caller's stays.`,
  }),

  listChildren: endpoint({ method: 'GET', path: '/children/profiles/', auth: 'user', answer: childListSchema }),
  getChild: endpoint({ method: 'GET', path: '/children/profiles/:childId/', auth: 'user', params: childIdParams, answer: childSchema }),
  createChild: endpoint({ method: 'POST', path: '/children/profiles/', auth: 'user', encoding: 'multipart', body: childCreateSchema, answer: childSchema, status: 201 }),
  updateChild: endpoint({ method: 'PATCH', path: '/children/profiles/:childId/', auth: 'user', encoding: 'multipart', params: childIdParams, body: childUpdateSchema, answer: childSchema }),
  deleteChild: endpoint({
    method: 'DELETE',
    path: '/children/profiles/:childId/',
    auth: 'user',
    params: childIdParams,
    answer: null,
    status: 204,
    optionalExtension: true,
    description: `${optionalExtensionNote} Deletes the child (its parent only; anyone else: 404) and everything stored for it: answers, answer history, measurements, its photo upload and any other per-child record. There is no undo.`,
  }),
  listChildBands: endpoint({
    method: 'GET',
    path: '/children/child-bands/',
    auth: 'user',
    query: childQuerySchema,
    answer: childBandListSchema,
    description: `The child's current band (the active band for the child's age, ${correctedAgeRule}) and every active band the child has answers in, by age_min_months.`,
  }),

  listUsers: endpoint({ method: 'GET', path: '/accounts/admin/users/', auth: 'admin', answer: z.array(adminUserSchema) }),
  updateUser: endpoint({ method: 'PUT', path: '/accounts/admin/users/:id/', auth: 'admin', params: idParams, body: adminUserUpdateSchema, answer: adminUserSchema }),

  listBands: endpoint({ method: 'GET', path: '/children/global-bands/', auth: 'user', answer: bandListSchema }),
  createBand: endpoint({ method: 'POST', path: '/children/global-bands/', auth: 'admin', encoding: 'multipart', body: bandCreateSchema, answer: bandSchema, status: 201 }),
  updateBand: endpoint({ method: 'PATCH', path: '/children/global-bands/:id/', auth: 'admin', encoding: 'multipart', params: idParams, body: bandUpdateSchema, answer: bandSchema, ifMatch: 'band' }),
  deleteBand: endpoint({ method: 'DELETE', path: '/children/global-bands/:id/', auth: 'admin', params: idParams, answer: null, status: 204, ifMatch: 'band' }),
  exportMilestones: endpoint({ method: 'GET', path: '/children/global-bands/export_milestones/', auth: 'admin', answer: bandListSchema }),
  importMilestones: endpoint({
    method: 'POST',
    path: '/children/global-bands/import_milestones/',
    auth: 'admin',
    encoding: 'multipart',
    body: importBodySchema,
    query: importQuerySchema,
    answer: importResultSchema,
    description:
      'Without `dry_run`: imports the file (every error: 400 `{file: [messages]}` and nothing changes; else ImportAnswer). With `?dry_run=1` (issue #16): checks the file and answers an ImportPlan, computed by the same code as the import, and changes nothing: what each level (bands, sets, questions, options) would add, change (with the field names) and remove, how many parents\' answers would be deleted or changed and for how many children and parents; a file with errors answers 200 with `valid: false` and every error with its path (`bands[2].sets[0].questions[1].text`). A client recognises a plan by `dry_run: true`; before sending a real file for a preview it sends a file that can never be imported (not a JSON array) with `?dry_run=1`: a server without dry runs refuses it with 400, and the client says the preview is not available (docs/decisions/044). ' +
      `The file must break no rule of a single write (docs/decisions/031): each band's \`code\` unique in the file, ignoring case (\`bands[2].code: ${uniquenessMessages.importCode('B0006', 0)}\`); each question set's \`slug\` unique within its band (\`bands[1].sets[2].slug: ${uniquenessMessages.slug}\`); the lengths and ranges of the creates and PATCHes (a question's \`activity\`, an optional extension, at most ${ACTIVITY_MAX_CHARS} characters; export writes it and import keeps it); images as the export writes them. A file that breaks one answers 400 with every problem and its path (a dry run: \`valid: false\`), and nothing changes.`,
  }),

  createQuestionSet: endpoint({ method: 'POST', path: '/children/global-question-sets/', auth: 'admin', body: questionSetCreateSchema, answer: questionSetSchema, status: 201 }),
  updateQuestionSet: endpoint({
    method: 'PATCH',
    path: '/children/global-question-sets/:id/',
    auth: 'admin',
    params: idParams,
    body: questionSetUpdateSchema,
    answer: questionSetSchema,
    ifMatch: 'questionSet',
    description: moveRefusedNote('questionSet'),
  }),
  deleteQuestionSet: endpoint({ method: 'DELETE', path: '/children/global-question-sets/:id/', auth: 'admin', params: idParams, answer: null, status: 204, ifMatch: 'questionSet' }),

  createQuestion: endpoint({ method: 'POST', path: '/children/global-questions/', auth: 'admin', body: questionCreateSchema, answer: questionSchema, status: 201 }),
  updateQuestion: endpoint({
    method: 'PATCH',
    path: '/children/global-questions/:id/',
    auth: 'admin',
    params: idParams,
    body: questionUpdateSchema,
    answer: questionSchema,
    ifMatch: 'question',
    description: moveRefusedNote('question'),
  }),
  deleteQuestion: endpoint({ method: 'DELETE', path: '/children/global-questions/:id/', auth: 'admin', params: idParams, answer: null, status: 204, ifMatch: 'question' }),

  createOption: endpoint({ method: 'POST', path: '/children/global-answer-options/', auth: 'admin', body: optionCreateSchema, answer: optionSchema, status: 201 }),
  updateOption: endpoint({
    method: 'PATCH',
    path: '/children/global-answer-options/:id/',
    auth: 'admin',
    params: idParams,
    body: optionUpdateSchema,
    answer: optionSchema,
    ifMatch: 'option',
    description: moveRefusedNote('option'),
  }),
  deleteOption: endpoint({ method: 'DELETE', path: '/children/global-answer-options/:id/', auth: 'admin', params: idParams, answer: null, status: 204, ifMatch: 'option' }),

  listResponses: endpoint({ method: 'GET', path: '/children/global-responses/', auth: 'user', query: childQuerySchema, answer: responseListSchema }),
  bulkCreateResponses: endpoint({
    method: 'POST',
    path: '/children/global-responses/bulk_create/',
    auth: 'user',
    body: bulkResponsesBodySchema,
    answer: responseListSchema,
    status: 201,
    description:
      'Ids that do not exist or do not belong together: 400, nothing stored. An answer to content parents are no longer offered (the question inactive or with fewer than two active options, its set or band inactive, or a chosen option inactive) is not stored and keeps the earlier answer; the others are. The answer lists the stored responses only, so the client can tell which were not counted (decision 048).',
  }),
  listMilestones: endpoint({
    method: 'GET',
    path: '/children/milestones/',
    auth: 'user',
    query: childQuerySchema,
    answer: milestoneProgressListSchema,
    description: `One record per active question set of the child's current band (the active band for the child's age, ${correctedAgeRule}): completion_percentage = round(100 x the chosen options' value_int / the sum of each answerable question's highest value_int). A question is answerable while it is active and has at least two active options; any other counts nowhere (decision 048).`,
  }),

  contentImpact: endpoint({
    method: 'GET',
    path: '/children/global-bands/impact/',
    auth: 'admin',
    query: impactQuerySchema,
    answer: impactSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Issue #21: how many parents' answers (and of how many children and parents) a band, question set, question or answer option touches: the answers to it and to everything below it (an option: the answers that chose it). The builder asks before it deactivates or deletes an item; without this call it shows the plain confirmation. An unknown id: 404.`,
  }),
  listMilestoneHistory: endpoint({
    method: 'GET',
    path: '/children/milestones/history/',
    auth: 'user',
    query: childQuerySchema,
    answer: milestoneHistoryListSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} One entry per answer submission (POST /children/global-responses/bulk_create/) of the child, oldest first: the day (server's date), the child's band then (null when none fitted) and the records GET /children/milestones/ would have answered at that moment. Recorded by bulk_create; content import and export do not touch it; it goes with its child.`,
  }),
  listMeasurements: endpoint({
    method: 'GET',
    path: '/children/measurements/',
    auth: 'user',
    query: childQuerySchema,
    answer: measurementListSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} The child's measurements, oldest first, one per day, in cm and kg. Creating or updating a child with a height or weight also records that day's measurement.`,
  }),
  createMeasurement: endpoint({
    method: 'POST',
    path: '/children/measurements/',
    auth: 'user',
    body: measurementCreateSchema,
    answer: measurementSchema,
    status: 201,
    optionalExtension: true,
    description: `${optionalExtensionNote} Records a day's measurements (at least one of height_cm, weight_kg, head_circumference_cm; a date neither in the future nor before the date of birth). A second measurement of the same day replaces the measures it gives and keeps the others; the answer is that day's row. When it is the child's latest, the child's height_cm and weight_kg follow it. Another parent's child or an unknown child (the body's \`child\`): 404, nothing stored.`,
  }),

  getDoctorQuestions: endpoint({
    method: 'GET',
    path: '/children/doctor-questions/',
    auth: 'user',
    query: childQuerySchema,
    answer: doctorQuestionsSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} The parent's questions for the doctor about this child, one text printed on the summary for the doctor: \`text\` is empty and \`updated_at\` null until some are saved. Another parent's child or an unknown child: 404.`,
  }),
  saveDoctorQuestions: endpoint({
    method: 'PUT',
    path: '/children/doctor-questions/',
    auth: 'user',
    body: doctorQuestionsUpdateSchema,
    answer: doctorQuestionsSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Replaces the child's questions for the doctor with \`text\` (at most ${DOCTOR_QUESTIONS_MAX_CHARS} characters; an empty text clears them) and answers them with the time they were saved. Another parent's child or an unknown child (the body's \`child\`): 404, nothing stored.`,
  }),

  getAdminOverview: endpoint({
    method: 'GET',
    path: '/accounts/admin/overview/',
    auth: 'admin',
    answer: adminOverviewSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} The admin dashboard's overview: how many parents (CLIENT accounts) and children, the answer submissions of the last 7 days (today included), the content's health (active questions parents cannot answer, age gaps from 0 to 36 months, inactive bands, sets and questions) and the 5 questions most often answered with their lowest option ("Not yet"), counts only. ADMIN only (403 for a parent).`,
  }),

  getPracticeWeek: endpoint({
    method: 'GET',
    path: '/children/practice/',
    auth: 'user',
    query: practiceQuerySchema,
    answer: practiceWeekSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} The Weekly Checklist's ticks: the questions the parent ticked as practised in the week that starts on \`week\` (a Monday), in the order they were ticked; an empty list when none. Another parent's child or an unknown child: 404. An admin: 403 (the checklist is a parent's).`,
  }),
  setPractice: endpoint({
    method: 'PUT',
    path: '/children/practice/',
    auth: 'user',
    body: practiceTickSchema,
    answer: practiceWeekSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Ticks (\`practised: true\`) or unticks one question of a week (\`week\`: its Monday) and answers the week as GET does. Idempotent: ticking twice keeps one tick. A tick never changes a milestone answer. An unknown question: 400 \`{"question": ["Unknown question."]}\`, nothing stored. Another parent's child or an unknown child: 404, nothing stored. An admin: 403.`,
  }),

  listReminders: endpoint({
    method: 'GET',
    path: '/children/reminders/',
    auth: 'user',
    query: reminderQuerySchema,
    answer: reminderListSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} The reminders a parent set for a child on Alerts & Reminders, by date and time: a text, a date, a time (HH:MM, the parent's wall clock) and a repeat (none, weekly, monthly). Another parent's child or an unknown child: 404. An admin: 403.`,
  }),
  createReminder: endpoint({
    method: 'POST',
    path: '/children/reminders/',
    auth: 'user',
    body: reminderCreateSchema,
    answer: reminderSchema,
    status: 201,
    optionalExtension: true,
    description: `${optionalExtensionNote} Adds a reminder: text (1-200 characters, trimmed), date (a real date), time (HH:MM, 24-hour) and repeat. A bad field: 400 with its message, nothing stored. Another parent's child or an unknown child (the body's \`child\`): 404, nothing stored. An admin: 403.`,
  }),
  updateReminder: endpoint({
    method: 'PATCH',
    path: '/children/reminders/:id/',
    auth: 'user',
    params: idParams,
    body: reminderUpdateSchema,
    answer: reminderSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Changes any of a reminder's text, date, time and repeat (the same rules as a create); its child never changes. Another parent's reminder or an unknown one: 404, nothing changed. An admin: 403.`,
  }),
  deleteReminder: endpoint({
    method: 'DELETE',
    path: '/children/reminders/:id/',
    auth: 'user',
    params: idParams,
    answer: null,
    status: 204,
    optionalExtension: true,
    description: `${optionalExtensionNote} Deletes a reminder. Another parent's reminder or an unknown one: 404, nothing deleted. An admin: 403.`,
  }),

  // Issue #26 point 2, family sharing (docs/decisions/072): optional extensions.
  listChildAccess: endpoint({
    method: 'GET',
    path: '/children/access/',
    auth: 'user',
    query: childQuerySchema,
    answer: childAccessListSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Who has access to the child: its owner, the accounts it is shared with (each with its role, caregiver or viewer) and the invitations still waiting (not answered, not expired). The owner only: a caregiver or viewer 403; anyone without access (an admin too) 404. Roles (one table, src/domain/child-access.ts): a caregiver answers milestones, adds measurements, ticks the checklist, sets reminders and writes the questions for the doctor, and cannot edit the profile, delete the child or share it; a viewer reads only. Every child endpoint enforces them: a child the caller has no access to answers 404, a write the role does not allow 403, nothing stored.`,
  }),
  updateChildAccess: endpoint({
    method: 'PATCH',
    path: '/children/access/:id/',
    auth: 'user',
    params: idParams,
    body: accessUpdateSchema,
    answer: childMemberSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} The owner changes a shared account's role (\`caregiver\` or \`viewer\`); it applies to that account's next request. A caregiver or viewer of the child: 403; anyone else, or an unknown id: 404.`,
  }),
  removeChildAccess: endpoint({
    method: 'DELETE',
    path: '/children/access/:id/',
    auth: 'user',
    params: idParams,
    answer: null,
    status: 204,
    optionalExtension: true,
    description: `${optionalExtensionNote} Ends a shared account's access at once: the owner removes anyone, a caregiver or viewer may remove themselves (leave). What they gave (answers, measurements) stays with the child. Another member of the child: 403; anyone else, or an unknown id: 404.`,
  }),
  createInvitation: endpoint({
    method: 'POST',
    path: '/children/invitations/',
    auth: 'user',
    body: invitationCreateSchema,
    answer: createdInvitationSchema,
    status: 201,
    optionalExtension: true,
    description: `${optionalExtensionNote} The owner invites an email with a role. The server makes an unguessable token (256 bits), keeps only its SHA-256, and emails the invitee a link with it; the demo, which sends no email, answers the link in \`link\` instead. The invitation is single-use and expires ${INVITATION_VALID_DAYS} days after it was made. Refused with 400 and nothing stored: the owner's own email (\`{"email": ["${sharingMessages.ownEmail}"]}\`), an account that already has access (\`${sharingMessages.hasAccess}\`), an invitation to the same email still waiting (\`${sharingMessages.pending}\`). A caregiver or viewer: 403; no access: 404.`,
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/children/invitations/:id/',
    auth: 'user',
    params: idParams,
    answer: null,
    status: 204,
    optionalExtension: true,
    description: `${optionalExtensionNote} The owner withdraws an invitation still waiting; its link no longer works. A caregiver or viewer of the child: 403; anyone else, an unknown id or an invitation already answered: 404.`,
  }),
  listMyInvitations: endpoint({
    method: 'GET',
    path: '/accounts/me/invitations/',
    auth: 'user',
    answer: myInvitationListSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} The invitations waiting for the signed-in account: sent to its email (ignoring case), not answered, not expired, oldest first, each with the child's name, the owner's name and the role.`,
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/accounts/me/invitations/:id/accept/',
    auth: 'user',
    params: idParams,
    answer: acceptedInvitationSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Accepts one of the caller's invitations (listed by GET /accounts/me/invitations/): the child is shared with the caller at the invitation's role and answered as they now see it. An invitation sent to another email, or an unknown id: 404. Expired: 400 \`{"non_field_errors": ["${sharingMessages.expired}"]}\`; answered before (accepted, declined or revoked): 400 \`${sharingMessages.answered}\`; the caller already has access: 400 \`${sharingMessages.hasAccess}\`; an admin: 403. Nothing stored on a refusal.`,
  }),
  declineInvitation: endpoint({
    method: 'POST',
    path: '/accounts/me/invitations/:id/decline/',
    auth: 'user',
    params: idParams,
    answer: null,
    status: 204,
    optionalExtension: true,
    description: `${optionalExtensionNote} Declines one of the caller's invitations; it cannot be accepted afterwards. The same refusals as the accept (404, 400 expired or answered).`,
  }),
  acceptInvitationLink: endpoint({
    method: 'POST',
    path: '/accounts/me/invitations/accept/',
    auth: 'user',
    body: invitationTokenBodySchema,
    answer: acceptedInvitationSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Accepts the invitation of an emailed link, by its token (the server compares SHA-256s). The caller must be signed in with the invited email: another account 403 \`{"detail": "${sharingMessages.otherEmail}"}\`. An unknown token: 404. Expired: 400 \`{"token": ["${sharingMessages.expired}"]}\`; answered before: 400 \`{"token": ["${sharingMessages.answered}"]}\`; already has access: 400; an admin: 403. Nothing stored on a refusal.`,
  }),

  getVaccineSchedule: endpoint({
    method: 'GET',
    path: '/health/vaccines/',
    auth: 'user',
    answer: vaccineScheduleSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Issue #27: the vaccine schedule for 0 to 3 years, content that admins manage, with the source it was written from (\`source\`: name and date). Each dose: its vaccine, short name, dose number, a stable \`key\`, the recommended window in months of chronological age (\`from_months\` to the end of \`to_months\`), the minimum age and the minimum interval after the series' previous dose in days (null when none), a note for parents. A parent gets the active doses; an admin gets every dose. In order.`,
  }),
  createVaccineDose: endpoint({
    method: 'POST',
    path: '/health/vaccines/',
    auth: 'admin',
    body: vaccineDoseCreateSchema,
    answer: vaccineDoseSchema,
    status: 201,
    optionalExtension: true,
    description: `${optionalExtensionNote} Adds a dose at the end of the schedule (or at \`order\`). \`key\` unique (lower-case letters, digits, dashes), names 1-120 characters, months 0-35 with \`to_months\` not before \`from_months\`, days 0 or more or null, a note up to 500 characters. A bad field: 400 with its message, nothing stored. A parent: 403.`,
  }),
  updateVaccineDose: endpoint({
    method: 'PATCH',
    path: '/health/vaccines/:id/',
    auth: 'admin',
    params: idParams,
    body: vaccineDoseUpdateSchema,
    answer: vaccineDoseSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Changes any field of a dose with the create's rules (the window checked against the stored months too); \`is_active: false\` deactivates it (parents stop seeing it; what they recorded for it stays and is still shown), \`order\` moves it and renumbers the others. An unknown dose: 404. A parent: 403.`,
  }),
  listDoseRecords: endpoint({
    method: 'GET',
    path: '/health/doses/',
    auth: 'user',
    query: doseRecordQuerySchema,
    answer: doseRecordListSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} What the parent recorded about a child's doses: given (on a date, with an optional clinic, lot and note) or not given (the day it was recorded). The screens work out due, upcoming and overdue from the schedule and the child's date of birth (chronological age). Another parent's child or an unknown child: 404. An admin: 403.`,
  }),
  createDoseRecord: endpoint({
    method: 'POST',
    path: '/health/doses/',
    auth: 'user',
    body: doseRecordCreateSchema,
    answer: doseRecordSchema,
    status: 201,
    optionalExtension: true,
    description: `${optionalExtensionNote} Records a dose for a child, once per child and dose (a second: 400 \`{"dose": ["This dose is already recorded for this child."]}\`). \`date\` a real date, not in the future and not before the date of birth; clinic up to 120 characters, lot 40, note 500. An unknown dose: 400 \`{"dose": ["Unknown dose."]}\`. A bad field: 400 with its message, nothing stored. Another parent's child or an unknown child: 404, nothing stored. An admin: 403.`,
  }),
  updateDoseRecord: endpoint({
    method: 'PATCH',
    path: '/health/doses/:id/',
    auth: 'user',
    params: idParams,
    body: doseRecordUpdateSchema,
    answer: doseRecordSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Changes any of a record's status, date, clinic, lot and note with the create's rules; its child and dose never change. Another parent's record or an unknown one: 404, nothing changed. An admin: 403.`,
  }),
  deleteDoseRecord: endpoint({
    method: 'DELETE',
    path: '/health/doses/:id/',
    auth: 'user',
    params: idParams,
    answer: null,
    status: 204,
    optionalExtension: true,
    description: `${optionalExtensionNote} Removes a record (the dose is then worked out from the dates again). Another parent's record or an unknown one: 404, nothing deleted. An admin: 403.`,
  }),
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

/** Uploaded images are served back from here (not a SPEC row: infrastructure, like static files). */
export const mediaPath = '/media/:mediaId/'

/**
 * Issue #11 (docs/decisions/031): every media answer is never sniffed nor run
 * as a document (an SVG kept from an older snapshot cannot run script). The
 * mock sends these and docs/openapi.json documents them.
 */
export const mediaSafetyHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const

/** The table's name for an endpoint object (for logs and fault injection). */
export function endpointNameOf(endpoint: Endpoint): EndpointName | undefined {
  return (Object.keys(endpoints) as EndpointName[]).find((name) => endpoints[name] === endpoint)
}
