import { z } from 'zod'
import { emailPattern, passwordMessages, passwordPattern, signupBodySchema } from '@/contract/accounts'

/** docs/product-rules.md#5 messages, word for word. */
export const authMessages = {
  email: 'Please enter a valid email',
  password: passwordMessages.lettersAndNumbers,
  passwordsDiffer: passwordMessages.differ,
} as const

export const loginFormSchema = z.object({
  email: z.string().regex(emailPattern, authMessages.email),
  password: z.string().regex(passwordPattern, authMessages.password),
})
export type LoginForm = z.infer<typeof loginFormSchema>

export const forgotPasswordFormSchema = z.object({
  email: z.string().regex(emailPattern, authMessages.email),
})

export const CODE_LENGTH = 5

/** docs/product-rules.md#5: pasted text is stripped of non-digits and truncated to 5. */
export function normaliseCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH)
}

export const verificationCodeSchema = z.string().regex(/^\d{5}$/, 'Enter the 5-digit code')

export const newPasswordFormSchema = z
  .object({
    password: z.string().regex(passwordPattern, authMessages.password),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, {
    path: ['confirm'],
    message: authMessages.passwordsDiffer,
    when: ({ value }) => typeof (value as { confirm?: unknown })?.confirm === 'string',
  })
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>

/** The sign-up form validates with the same schema the server uses (contract), so messages cannot drift. */
export const signupFormSchema = signupBodySchema

export const signupCities = [
  { value: 'new-york', label: 'New York' },
  { value: 'london', label: 'London' },
  { value: 'dubai', label: 'Dubai' },
  { value: 'singapore', label: 'Singapore' },
] as const

export const signupCountries = [
  { value: 'us', label: 'United States' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'ae', label: 'United Arab Emirates' },
  { value: 'sg', label: 'Singapore' },
] as const

/**
 * docs/product-rules.md#2: the email on the verify-code screen shows the first two
 * characters, then asterisks, then the domain part.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  const local = email.slice(0, at)
  const visible = local.slice(0, 2)
  return `${visible}${'*'.repeat(Math.max(local.length - visible.length, 1))}${email.slice(at)}`
}
