import type { AnyStateMachine } from 'xstate'
import type { FlowModel } from '../lib/model-registry'
import { accountProfileModel, confirmEmailModel, deleteChildModel, passwordChangeModel } from './account.model'
import { builderModel } from './builder.model'
import { childFormCreateModel, childFormModel } from './child-form.model'
import { doctorQuestionsModel } from './doctor-questions.model'
import { finishResultsModel } from './finish-results.model'
import { healthRecordModel } from './health-record.model'
import { visitsModel } from './visits.model'
import { documentsModel } from './documents.model'
import { dataExportModel, deleteAccountModel } from './leaving.model'
import { loginModel } from './login.model'
import { measurementFormModel, measurementRemoveModel } from './measurement-form.model'
import { onboardingModel } from './onboarding.model'
import { passwordResetModel } from './password-reset.model'
import { questionnaireModel } from './questionnaire.model'
import { questionnairePreviewModel } from './questionnaire-preview.model'
import { remindersModel } from './reminders.model'
import { accessEndedModel, invitationLinkModel, invitationLinkSignedOutModel, leaveChildModel, myInvitationsModel, sharingModel } from './sharing.model'
import { signupModel } from './signup.model'
import { splashModel } from './splash.model'
import { trackProgressModel } from './track-progress.model'
import { vaccineScheduleModel } from './vaccine-schedule.model'
import { weeklyChecklistModel } from './weekly-checklist.model'

/**
 * Every flow's model registers here under its command-line name.
 * `npm run test:paths -- <name>` and the model tests read this table.
 * See docs/model-based-testing.md, "How to add a model for a new machine".
 */
export const flowModels: Record<string, FlowModel<AnyStateMachine>> = {
  login: loginModel,
  'password-reset': passwordResetModel,
  signup: signupModel,
  onboarding: onboardingModel,
  questionnaire: questionnaireModel,
  'questionnaire-preview': questionnairePreviewModel,
  builder: builderModel,
  'measurement-form': measurementFormModel,
  'measurement-remove': measurementRemoveModel,
  'child-form': childFormModel,
  'child-form-create': childFormCreateModel,
  splash: splashModel,
  'track-progress': trackProgressModel,
  'finish-results': finishResultsModel,
  'doctor-questions': doctorQuestionsModel,
  'account-profile': accountProfileModel,
  'password-change': passwordChangeModel,
  'delete-child': deleteChildModel,
  'data-export': dataExportModel,
  'delete-account': deleteAccountModel,
  'weekly-checklist': weeklyChecklistModel,
  reminders: remindersModel,
  sharing: sharingModel,
  'my-invitations': myInvitationsModel,
  'invitation-link': invitationLinkModel,
  'invitation-link-signed-out': invitationLinkSignedOutModel,
  'access-ended': accessEndedModel,
  'confirm-email': confirmEmailModel,
  'leave-child': leaveChildModel,
  'health-record': healthRecordModel,
  'vaccine-schedule': vaccineScheduleModel,
  visits: visitsModel,
  documents: documentsModel,
}
