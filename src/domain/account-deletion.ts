import { z } from 'zod'
import type { ChildAccess, SharedRole } from '@/contract/child-access'
import { accountDeleteBodySchema, type AccountDeleteBody, type ChildDisposition } from '@/contract/leaving'
import { mayDo, roleLabels, roleOf } from '@/domain/child-access'

/** A child the parent owns, with the accounts it is shared with (none: it simply goes with the account). */
export interface OwnedChild {
  id: number
  name: string
  members: { user: number; full_name: string; role: SharedRole }[]
}

/** What deleting the account touches (docs/decisions/077). */
export interface DeletionPlan {
  owned: OwnedChild[]
  /** The names of the children others shared with the parent (their access ends; the children stay). */
  sharedWithMe: string[]
}

/** The form: the password, and per owned shared child (in plan order) 'delete' or the id, as text, of the account to hand it to. */
export interface DeletionValues {
  password: string
  choices: string[]
}

export const DELETE_CHOICE = 'delete'
export const choiceMissingMessage = 'Choose who gets this profile, or delete it.'

/** The form's rules: the server's own password message; a choice for each shared child. */
export const deletionFormSchema = z.object({
  password: accountDeleteBodySchema.shape.password,
  choices: z.array(z.string().min(1, choiceMissingMessage)),
})

/** The children of a child list that the caller owns (a server without sharing: all) and those shared with them. */
export function splitChildren<C extends { id: number; name: string; access?: ChildAccess | undefined }>(children: readonly C[]) {
  return { owned: children.filter((child) => mayDo(roleOf(child), 'deleteChild')), sharedWithMe: children.filter((child) => !mayDo(roleOf(child), 'deleteChild')) }
}

/** The owned children that need a choice. */
export const sharedOwned = (plan: DeletionPlan) => plan.owned.filter((child) => child.members.length > 0)

export const emptyDeletionValues = (plan: DeletionPlan): DeletionValues => ({ password: '', choices: sharedOwned(plan).map(() => '') })

/** The options of a shared child's choice: each account it is shared with, then deleting it. */
export const choiceOptions = (child: OwnedChild) => [
  ...child.members.map((member) => ({ value: String(member.user), label: `Hand it to ${member.full_name} (${roleLabels[member.role]}), who becomes its owner` })),
  { value: DELETE_CHOICE, label: `Delete ${child.name}'s profile` },
]

/** The request body for the form's values. */
export function deletionBody(plan: DeletionPlan, values: DeletionValues): AccountDeleteBody & { children: ChildDisposition[] } {
  return {
    password: values.password,
    children: sharedOwned(plan).map((child, index) => {
      const choice = values.choices[index] ?? DELETE_CHOICE
      return choice === DELETE_CHOICE ? { id: child.id, action: 'delete' as const } : { id: child.id, action: 'transfer' as const, to_user: Number(choice) }
    }),
  }
}

/** What a deleted child takes with it (the same rows as the child deletion, decision 062). */
export const childRecordsText = 'answers and their history, measurements, checklist ticks, reminders, questions for the doctor, vaccine records and the photo'

/** In words: what goes, and what is handed over, for the confirmation. */
export function deletionSummary(plan: DeletionPlan, values: DeletionValues): { goes: string[]; stays: string[] } {
  const body = deletionBody(plan, values)
  const handOver = new Map(body.children.flatMap((choice) => (choice.action === 'transfer' ? [[choice.id, choice.to_user] as const] : [])))
  const goes = ['Your account: your details, your password and your sign-in on every device']
  const stays: string[] = []
  for (const child of plan.owned) {
    const to = handOver.get(child.id)
    const member = child.members.find((m) => m.user === to)
    if (member) stays.push(`${child.name} goes to ${member.full_name}, who becomes the owner; the others it is shared with keep their access.`)
    else goes.push(`${child.name}'s profile with its ${childRecordsText}`)
  }
  if (plan.sharedWithMe.length > 0) {
    goes.push(`Your access to ${plan.sharedWithMe.join(', ')}`)
    stays.push(`What you gave for ${plan.sharedWithMe.join(', ')} stays with them, no longer named as yours.`)
  }
  return { goes, stays }
}
