import type { z } from 'zod'
import { ACTIVITY_MAX_CHARS, bandCreateSchema, bandListSchema, bandSchema, bandUpdateSchema, moveRefused, optionCreateSchema, optionSchema, optionUpdateSchema, questionCreateSchema, questionSchema, questionSetCreateSchema, questionSetSchema, questionSetUpdateSchema, questionUpdateSchema, uniquenessMessages } from '@/contract/content'
import { importBodySchema, importQuerySchema, importResultSchema } from '@/contract/content-import'
import { endpoint, idParams } from '@/contract/endpoint-kit'
import { limitNote } from '@/contract/collection-limits'

/** docs/decisions/085: every content create counts against the content's one limit. */
const contentLimitNote = limitNote('contentItems', 'items in the milestone content (bands, question sets, questions and answer options together; an import counts alike)')

/** docs/decisions/031: a content PATCH never moves an item to another parent; the words for docs/openapi.json. */
function moveRefusedNote(level: keyof typeof moveRefused) {
  const { field, message } = moveRefused[level]
  return `A PATCH never moves the item to another parent: a \`${field}\` other than the current one answers 400 \`{"${field}": ["${message}"]}\` and changes nothing; the current id is accepted (the builder sends it with every edit). Moving items between parents is refused, not carried out (docs/decisions/031).`
}

/** A nested level's PATCH: admin only, conditional on the item's tag, and never a move (docs/decisions/031). */
function contentUpdate<Level extends 'questionSet' | 'question' | 'option', Body extends z.ZodType, Answer extends z.ZodType>(level: Level, path: string, body: Body, answer: Answer) {
  return endpoint({ method: 'PATCH', path, auth: 'admin', params: idParams, body, answer, ifMatch: level, description: moveRefusedNote(level) })
}

/** The Milestone Builder's rows of the endpoint table: bands, question sets, questions and answer options, export and import. */
export const contentEndpoints = {
  listBands: endpoint({ method: 'GET', path: '/children/global-bands/', auth: 'user', answer: bandListSchema }),
  createBand: endpoint({ method: 'POST', path: '/children/global-bands/', auth: 'admin', encoding: 'multipart', body: bandCreateSchema, answer: bandSchema, status: 201, description: contentLimitNote }),
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
      'Without `dry_run`: imports the file (every error: 400 `{file: [messages]}` and nothing changes; else ImportAnswer). With `?dry_run=1` (docs/decisions/044): checks the file and answers an ImportPlan, computed by the same code as the import, and changes nothing: what each level (bands, sets, questions, options) would add, change (with the field names) and remove, how many parents\' answers would be deleted or changed and for how many children and parents; a file with errors answers 200 with `valid: false` and every error with its path (`bands[2].sets[0].questions[1].text`). A client recognises a plan by `dry_run: true`; before sending a real file for a preview it sends a file that can never be imported (not a JSON array) with `?dry_run=1`: a server without dry runs refuses it with 400, and the client says the preview is not available (docs/decisions/044). ' +
      `The file must break no rule of a single write (docs/decisions/031): each band's \`code\` unique in the file, ignoring case (\`bands[2].code: ${uniquenessMessages.importCode('B0006', 0)}\`); each question set's \`slug\` unique within its band (\`bands[1].sets[2].slug: ${uniquenessMessages.slug}\`); the lengths and ranges of the creates and PATCHes (a question's \`activity\`, an optional extension, at most ${ACTIVITY_MAX_CHARS} characters; export writes it and import keeps it); images as the export writes them. A file that breaks one answers 400 with every problem and its path (a dry run: \`valid: false\`), and nothing changes.`,
  }),

  createQuestionSet: endpoint({ method: 'POST', path: '/children/global-question-sets/', auth: 'admin', body: questionSetCreateSchema, answer: questionSetSchema, status: 201, description: contentLimitNote }),
  updateQuestionSet: contentUpdate('questionSet', '/children/global-question-sets/:id/', questionSetUpdateSchema, questionSetSchema),
  deleteQuestionSet: endpoint({ method: 'DELETE', path: '/children/global-question-sets/:id/', auth: 'admin', params: idParams, answer: null, status: 204, ifMatch: 'questionSet' }),

  createQuestion: endpoint({ method: 'POST', path: '/children/global-questions/', auth: 'admin', body: questionCreateSchema, answer: questionSchema, status: 201, description: contentLimitNote }),
  updateQuestion: contentUpdate('question', '/children/global-questions/:id/', questionUpdateSchema, questionSchema),
  deleteQuestion: endpoint({ method: 'DELETE', path: '/children/global-questions/:id/', auth: 'admin', params: idParams, answer: null, status: 204, ifMatch: 'question' }),

  createOption: endpoint({ method: 'POST', path: '/children/global-answer-options/', auth: 'admin', body: optionCreateSchema, answer: optionSchema, status: 201, description: contentLimitNote }),
  updateOption: contentUpdate('option', '/children/global-answer-options/:id/', optionUpdateSchema, optionSchema),
  deleteOption: endpoint({ method: 'DELETE', path: '/children/global-answer-options/:id/', auth: 'admin', params: idParams, answer: null, status: 204, ifMatch: 'option' }),
} as const
