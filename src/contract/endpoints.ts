import { z } from 'zod'
import {
  accountMessages,
  accountSchema,
  accountUpdateSchema,
  accountWithLinkSchema,
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
import { DOCTOR_QUESTIONS_MAX_CHARS, doctorQuestionsSchema, doctorQuestionsUpdateSchema } from '@/contract/doctor-questions'
import { impactQuerySchema, impactSchema } from '@/contract/content'
import {
  measurementCreateSchema,
  measurementListSchema,
  measurementSchema,
  measurementUpdateSchema,
  milestoneHistoryListSchema,
  optionalExtensionNote,
} from '@/contract/progress'
import { practiceQuerySchema, practiceTickSchema, practiceWeekSchema } from '@/contract/practice'
import { reminderCreateSchema, reminderListSchema, reminderQuerySchema, reminderSchema, reminderUpdateSchema } from '@/contract/reminders'
import { bulkResponsesBodySchema, responseListSchema } from '@/contract/responses'
import { childIdParams, endpoint, idParams, type Endpoint } from '@/contract/endpoint-kit'
import { limitNote } from '@/contract/collection-limits'
import { childAccessMessages } from '@/contract/child-access'
import { documentFilePath } from '@/contract/documents'
import { healthEndpoints } from '@/contract/endpoints-health'
import { leavingEndpoints } from '@/contract/endpoints-leaving'
import { contentEndpoints } from '@/contract/endpoints-content'
import { emailEndpoints } from '@/contract/endpoints-email'
import { sharingEndpoints } from '@/contract/endpoints-sharing'

export type { AuthMode, Encoding, Endpoint, HttpMethod } from '@/contract/endpoint-kit'

/**
 * docs/product-rules.md#7 one row per operation. The API client and the mock server both read this table. The rows
 * of the Milestone Builder's content, family sharing, health records, e-mail and leaving are kept in their own files
 * (src/contract/endpoints-*.ts); the table's order (docs/openapi.json's) stays as it was.
 */
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
    description: `${optionalExtensionNote} The signed-in user's own account (docs/decisions/062): name, email, phone, city, country and the units preference (metric or imperial) the screens beyond SPEC read and type measurements in. What SPEC fixes (the profile's Kg and Cm, the child form's units) keeps its units.`,
  }),
  updateAccount: endpoint({
    method: 'PATCH',
    path: '/accounts/me/',
    auth: 'user',
    body: accountUpdateSchema,
    answer: accountWithLinkSchema,
    attemptLimited: true,
    optionalExtension: true,
    description: `${optionalExtensionNote} Saves the whole account form with the sign-up's field rules and messages (\`full_name\`, \`email\`, \`phone\`; city and country unchecked but for their length). An email another account has (ignoring case): 400 \`{"email": ["A user with this email already exists."]}\`. Any refusal stores nothing. A new email (docs/decisions/084) needs \`current_password\` (missing: 400 \`{"current_password": ["${accountMessages.currentPasswordForEmail}"]}\`; wrong: 400 \`${accountMessages.currentPasswordWrong}\`, counted like a failed login, 429 once held) and does not replace the email yet: the answer keeps \`email\` and says \`pending_email\`; a confirmation link goes to the new address (POST /accounts/email/confirm/ with its token makes the change) and a notice to the current one. The other fields are saved at once. \`email_confirmed\` says whether the current address is proven; invitations sent to an address are listed and accepted by id only for a confirmed one.`,
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
  ...leavingEndpoints,
  ...emailEndpoints,

  listChildren: endpoint({ method: 'GET', path: '/children/profiles/', auth: 'user', answer: childListSchema }),
  getChild: endpoint({ method: 'GET', path: '/children/profiles/:childId/', auth: 'user', params: childIdParams, answer: childSchema }),
  createChild: endpoint({ method: 'POST', path: '/children/profiles/', auth: 'user', encoding: 'multipart', body: childCreateSchema, answer: childSchema, status: 201, description: limitNote('children', 'children per parent') }),
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

  ...contentEndpoints,

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
    description: `${optionalExtensionNote} docs/decisions/066: how many parents' answers (and of how many children and parents) a band, question set, question or answer option touches: the answers to it and to everything below it (an option: the answers that chose it). The builder asks before it deactivates or deletes an item; without this call it shows the plain confirmation. An unknown id: 404.`,
  }),
  listMilestoneHistory: endpoint({
    method: 'GET',
    path: '/children/milestones/history/',
    auth: 'user',
    query: childQuerySchema,
    answer: milestoneHistoryListSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} One entry per day with an answer submission (POST /children/global-responses/bulk_create/) of the child, oldest first (a later submission the same day replaces that day's entry, so the list grows with the days, not the requests: docs/decisions/085): the day (server's date), the child's band then (null when none fitted) and the records GET /children/milestones/ would have answered at that moment. Recorded by bulk_create; content import and export do not touch it; it goes with its child.`,
  }),
  listMeasurements: endpoint({
    method: 'GET',
    path: '/children/measurements/',
    auth: 'user',
    query: childQuerySchema,
    answer: measurementListSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} The child's measurements, oldest first (a day may have several, in the order they were added), in cm and kg, each with \`given_by_you\` (the caller added it). Creating a child with a height or weight, or changing them on the profile, also records a measurement that day; the child's height_cm and weight_kg are always the latest measurement's that has each (docs/decisions/091).`,
  }),
  createMeasurement: endpoint({
    method: 'POST',
    path: '/children/measurements/',
    auth: 'user',
    body: measurementCreateSchema,
    answer: measurementSchema,
    status: 201,
    optionalExtension: true,
    description: `${optionalExtensionNote} Records a measurement (at least one of height_cm, weight_kg, head_circumference_cm; a date neither in the future nor before the date of birth). A second one the same day is kept beside the first (docs/decisions/091). The child's height_cm and weight_kg follow the latest measurement that has each. The server takes any value within the contract's ranges: whether a value is plausible for the child's age is asked by the app before it sends. ${limitNote('measurements', 'measurements per child')} Another parent's child or an unknown child (the body's \`child\`): 404; a viewer: 403; nothing stored.`,
  }),
  updateMeasurement: endpoint({
    method: 'PATCH',
    path: '/children/measurements/:id/',
    auth: 'user',
    params: idParams,
    body: measurementUpdateSchema,
    answer: measurementSchema,
    ifMatch: 'measurement',
    optionalExtension: true,
    description: `${optionalExtensionNote} Corrects a measurement: its date and measures as given, whole (a measure left out is removed; at least one stays), with the create's rules; its child never changes. The child's height_cm and weight_kg follow the latest measurement again. The owner changes any measurement, a caregiver only those they added (else 403 \`{"detail": "${childAccessMessages.changeOthers}"}\`), a viewer none (403). No access, or an unknown measurement: 404. Nothing changed on a refusal.`,
  }),
  deleteMeasurement: endpoint({
    method: 'DELETE',
    path: '/children/measurements/:id/',
    auth: 'user',
    params: idParams,
    answer: null,
    status: 204,
    ifMatch: 'measurement',
    optionalExtension: true,
    description: `${optionalExtensionNote} Removes a measurement; the child's height_cm and weight_kg follow the latest one left (null when none has the measure). The owner deletes any, a caregiver only those they added (else 403 \`{"detail": "${childAccessMessages.deleteOthers}"}\`), a viewer none (403). No access, or an unknown measurement: 404; nothing deleted.`,
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
    ifMatch: 'doctorQuestions',
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
    description: `${optionalExtensionNote} Ticks (\`practised: true\`) or unticks one question of a week (\`week\`: its Monday) and answers the week as GET does. Idempotent: ticking twice keeps one tick. A tick never changes a milestone answer. ${limitNote('practiceTicks', 'ticks per child')} An unknown question: 400 \`{"question": ["Unknown question."]}\`, nothing stored. Another parent's child or an unknown child: 404, nothing stored. An admin: 403.`,
  }),

  listReminders: endpoint({
    method: 'GET',
    path: '/children/reminders/',
    auth: 'user',
    query: reminderQuerySchema,
    answer: reminderListSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} The reminders a parent set for a child on Alerts & Reminders, by date and time: a text, a date, a time (HH:MM, the parent's wall clock) and a repeat (none, daily, weekly, monthly). Another parent's child or an unknown child: 404. An admin: 403.`,
  }),
  createReminder: endpoint({
    method: 'POST',
    path: '/children/reminders/',
    auth: 'user',
    body: reminderCreateSchema,
    answer: reminderSchema,
    status: 201,
    optionalExtension: true,
    description: `${optionalExtensionNote} Adds a reminder: text (1-200 characters, trimmed), date (a real date), time (HH:MM, 24-hour) and repeat. A bad field: 400 with its message, nothing stored. ${limitNote('reminders', 'reminders per child')} Another parent's child or an unknown child (the body's \`child\`): 404, nothing stored. An admin: 403.`,
  }),
  updateReminder: endpoint({
    method: 'PATCH',
    path: '/children/reminders/:id/',
    auth: 'user',
    params: idParams,
    body: reminderUpdateSchema,
    answer: reminderSchema,
    ifMatch: 'reminder',
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
    ifMatch: 'reminder',
    optionalExtension: true,
    description: `${optionalExtensionNote} Deletes a reminder. Another parent's reminder or an unknown one: 404, nothing deleted. An admin: 403.`,
  }),

  ...sharingEndpoints,

  ...healthEndpoints,
} as const

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

/** Uploaded images are served back from here (not a SPEC row: infrastructure, like static files). */
export const mediaPath = '/media/:mediaId/'

/** The paths that answer an upload's bytes (GET only), beside the table's rows: the images and the health documents (docs/decisions/081). */
export const uploadPaths = [mediaPath, documentFilePath] as const

/**
 * Every answer of the API, JSON, bytes or error, of a known path or not (docs/decisions/089): a browser never
 * guesses another type than the one sent, so an answer opened as a page is never read as HTML.
 */
export const apiAnswerHeaders = { 'X-Content-Type-Options': 'nosniff' } as const

/**
 * docs/decisions/031: every media answer is never sniffed nor run
 * as a document (an SVG kept from an older snapshot cannot run script). The
 * mock sends these and docs/openapi.json documents them.
 */
export const mediaSafetyHeaders = {
  ...apiAnswerHeaders,
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const

/** The table's name for an endpoint object (for logs and fault injection). */
export function endpointNameOf(endpoint: Endpoint): EndpointName | undefined {
  return (Object.keys(endpoints) as EndpointName[]).find((name) => endpoints[name] === endpoint)
}
