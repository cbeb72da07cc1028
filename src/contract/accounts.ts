import { z } from 'zod'
import { isRealDate } from '@/contract/children'
import { idSchema, isoDateSchema, maxCharsMessage } from '@/contract/common'
import { CONFIRM_EMAIL_TOKEN_MAX_CHARS } from '@/contract/confirm-email-link'

export const userTypeSchema = z.enum(['CLIENT', 'ADMIN'])
export type UserType = z.infer<typeof userTypeSchema>

export const genderSchema = z.enum(['male', 'female', 'other'])
export type Gender = z.infer<typeof genderSchema>

/** docs/product-rules.md#5: text, an @, and a domain containing a dot. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** docs/product-rules.md#5: at least 8 characters with at least one digit and one letter. */
export const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/
/** docs/product-rules.md#5's password messages, word for word: sign-up's for the length, login's and reset's for the whole rule. */
export const passwordMessages = {
  length: 'Password must be at least 8 characters',
  lettersAndNumbers: 'Password must be at least 8 characters with letters and numbers',
  differ: 'Passwords do not match',
} as const
/** docs/decisions/031: at least one letter and one digit, as login asks (a sign-up of "aaaaaaaa" made an account that could never log in). */
export const hasLettersAndNumbers = (password: string) => /[A-Za-z]/.test(password) && /\d/.test(password)

/** docs/decisions/031: the length limits of the account fields (each says "Use at most N characters."). */
const limited = (max: number) => z.string().max(max, maxCharsMessage(max))
export const accountTextLimits = { full_name: 150, email: 254, phone: 32, password: 128, city: 100, country: 100 } as const

export const loginBodySchema = z.object({
  // docs/decisions/031: bounded like the sign-up's fields (a 1 MB email was kept in memory with each failure).
  email: z.string().max(accountTextLimits.email, maxCharsMessage(accountTextLimits.email)).regex(emailPattern, 'Please enter a valid email'),
  password: z.string().min(1, 'This field is required.').max(accountTextLimits.password, maxCharsMessage(accountTextLimits.password)),
})
export type LoginBody = z.infer<typeof loginBodySchema>

/** docs/security.md: a token sent back (logout) is at most this long; the server's are 48 characters. */
export const TOKEN_MAX_CHARS = 200

export const tokensSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) })
export type Tokens = z.infer<typeof tokensSchema>

/** The user object stored locally under `user` (docs/product-rules.md#3). */
export const sessionUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  full_name: z.string(),
  user_type: userTypeSchema,
  profile: z.object({ is_onboarding_complete: z.boolean() }),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

export const loginAnswerSchema = z.object({ tokens: tokensSchema, user: sessionUserSchema })
export type LoginAnswer = z.infer<typeof loginAnswerSchema>

/**
 * "Passwords do not match" under confirm_password. zod skips object checks while any
 * field is invalid; this one needs only the two passwords, so it runs whenever both are text.
 */
function confirmMatches<K extends string>(passwordKey: K) {
  type Body = Record<K | 'confirm_password', unknown>
  return [
    (body: Body) => body[passwordKey] === body.confirm_password,
    {
      path: ['confirm_password'] as PropertyKey[],
      message: passwordMessages.differ,
      when: ({ value }: { value: unknown }) => {
        const body = value as Partial<Body> | null
        return typeof body?.[passwordKey] === 'string' && typeof body?.confirm_password === 'string'
      },
    },
  ] as const
}

export const signupGenderSchema = z.enum(['female', 'male'], { error: 'Please choose a gender' })

/** docs/product-rules.md#3 sign-up payload with the section 5 messages. City and country are not validated. */
export const signupBodySchema = z
  .object({
    full_name: z.string().trim().min(1, 'Name is required').max(accountTextLimits.full_name, maxCharsMessage(accountTextLimits.full_name)),
    email: z.string().regex(emailPattern, 'Please enter a valid email').max(accountTextLimits.email, maxCharsMessage(accountTextLimits.email)),
    phone: z.string().trim().min(1, 'Phone number is required').max(accountTextLimits.phone, maxCharsMessage(accountTextLimits.phone)),
    password: z
      .string()
      .min(8, passwordMessages.length)
      .max(accountTextLimits.password, maxCharsMessage(accountTextLimits.password))
      // A short password gets the length message alone.
      .refine((password) => password.length < 8 || hasLettersAndNumbers(password), passwordMessages.lettersAndNumbers),
    confirm_password: limited(accountTextLimits.password),
    gender: signupGenderSchema,
    city: limited(accountTextLimits.city),
    country: limited(accountTextLimits.country),
    accept_terms: z.literal(true, { error: 'Please accept the terms and conditions' }),
    accept_marketing: z.boolean(),
  })
  .refine(...confirmMatches('password'))
export type SignupBody = z.input<typeof signupBodySchema>

/** Sign-up signs the new parent in: onboarding's completion call needs a bearer token. */
export const signupAnswerSchema = loginAnswerSchema

export const onboardingAnswerSchema = z.object({ user: sessionUserSchema })

export const logoutBodySchema = z.object({ refresh: z.string().min(1, 'This field is required.').max(TOKEN_MAX_CHARS, maxCharsMessage(TOKEN_MAX_CHARS)) })
export type LogoutBody = z.infer<typeof logoutBodySchema>

export const userProfileSchema = z.object({
  bio: z.string(),
  date_of_birth: isoDateSchema.nullable(),
  address: z.string(),
  postal_code: z.string(),
  number_of_children: z.number().int().min(0, 'Number of children must be at least 0'),
})
export type UserProfile = z.infer<typeof userProfileSchema>

/** The profile as written (docs/decisions/031: lengths and a range); reads stay as they are, so stored data always parses. */
export const userProfileWriteSchema = userProfileSchema.extend({
  bio: limited(2000),
  address: limited(500),
  postal_code: limited(20),
  number_of_children: userProfileSchema.shape.number_of_children.max(50, 'Number of children must be at most 50'),
  // docs/decisions/031: a real calendar day ("2020-13-45" was saved).
  date_of_birth: isoDateSchema.refine(isRealDate, 'Enter a real date.').nullable(),
})

/** User as the admin sees it (docs/product-rules.md#3). */
export const adminUserSchema = z.object({
  id: idSchema,
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: genderSchema,
  city: z.string(),
  country: z.string(),
  user_type: userTypeSchema,
  date_joined: z.string(),
  profile: userProfileSchema,
})
export type AdminUser = z.infer<typeof adminUserSchema>

/** PUT body: the full edited user object; id and date_joined are read-only and ignored. */
export const adminUserUpdateSchema = adminUserSchema
  .omit({ id: true, date_joined: true })
  .extend({
    id: idSchema.optional(),
    date_joined: z.string().max(64, maxCharsMessage(64)).optional(),
    full_name: z.string().trim().min(1, 'Name is required').max(accountTextLimits.full_name, maxCharsMessage(accountTextLimits.full_name)),
    email: z.string().regex(emailPattern, 'Invalid email address').max(accountTextLimits.email, maxCharsMessage(accountTextLimits.email)),
    phone: limited(accountTextLimits.phone),
    city: limited(accountTextLimits.city),
    country: limited(accountTextLimits.country),
    profile: userProfileWriteSchema,
  })
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>

// ---------------------------------------------------------------------------
// The parent's own account (docs/decisions/062, optional extensions designed mock-first)

/** How weights, heights and head circumferences read and are typed beyond the spec (Track Progress, its form, the summary). */
export const unitsSchema = z.enum(['metric', 'imperial'])
export type Units = z.infer<typeof unitsSchema>

/** GET /accounts/me/: the signed-in parent's own account. */
export const accountSchema = z.object({
  id: idSchema,
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  country: z.string(),
  units: unitsSchema,
  /**
   * docs/decisions/084: whether `email` is proven (its confirmation link opened, or an invitation's link to it
   * accepted); optional, so a server without e-mail confirmation leaves it out and the screens ask for nothing more.
   */
  email_confirmed: z.boolean().optional(),
  /** docs/decisions/084: a new address asked for and not confirmed yet; `email` stays the old one until then. */
  pending_email: z.string().nullable().optional(),
})
export type Account = z.infer<typeof accountSchema>

/**
 * docs/decisions/084: the account after a change of e-mail or a new confirmation link. `confirmation_link` (the
 * demo only, which sends no email, as an invitation's `link`) is the page that confirms it; a real server
 * emails it and leaves it out.
 */
export const accountWithLinkSchema = accountSchema.extend({ confirmation_link: z.string().optional() })
export type AccountWithLink = z.infer<typeof accountWithLinkSchema>

/** docs/decisions/084: a confirmation link works this many hours, once. */
export const EMAIL_CONFIRMATION_VALID_HOURS = 24

/** PATCH /accounts/me/: the sign-up's own field rules and messages (one source: signupBodySchema's fields). */
export const accountUpdateSchema = z.object({
  full_name: signupBodySchema.shape.full_name,
  email: signupBodySchema.shape.email,
  phone: signupBodySchema.shape.phone,
  city: signupBodySchema.shape.city,
  country: signupBodySchema.shape.country,
  units: unitsSchema,
  /** docs/decisions/084: needed only when `email` changes (the server says so under this field otherwise). */
  current_password: z.string().max(accountTextLimits.password, maxCharsMessage(accountTextLimits.password)).optional(),
})
export type AccountUpdate = z.input<typeof accountUpdateSchema>

export const accountMessages = {
  emailTaken: 'A user with this email already exists.',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  samePassword: 'Choose a password other than your current one.',
  /** docs/decisions/084: the e-mail changes only with the current password and a confirmed new address. */
  currentPasswordForEmail: 'Enter your current password to change your email.',
  confirmationUnknown: 'This confirmation link is not valid. It may have been used already, or a newer link replaced it.',
  confirmationExpired: 'This confirmation link has expired. Ask for a new one on your account page.',
  confirmationTaken: 'This address now belongs to another account, so it cannot be confirmed for yours.',
  alreadyConfirmed: 'Your email address is already confirmed.',
} as const

/** POST /accounts/email/confirm/ (docs/decisions/084): the token of a confirmation link. */
export const emailConfirmBodySchema = z.object({
  token: z.string().min(1, 'This field is required.').max(CONFIRM_EMAIL_TOKEN_MAX_CHARS, maxCharsMessage(CONFIRM_EMAIL_TOKEN_MAX_CHARS)),
})
export type EmailConfirmBody = z.infer<typeof emailConfirmBodySchema>
/** The address the link confirmed: the account's email from now on. */
export const emailConfirmAnswerSchema = z.object({ email: z.string() })
export type EmailConfirmAnswer = z.infer<typeof emailConfirmAnswerSchema>

/** POST /accounts/me/password/: the current password, then the reset's rules and messages for the new one. */
export const passwordChangeBodySchema = z
  .object({
    current_password: z.string().min(1, accountMessages.currentPasswordRequired).max(accountTextLimits.password, maxCharsMessage(accountTextLimits.password)),
    new_password: z
      .string()
      .regex(passwordPattern, passwordMessages.lettersAndNumbers)
      .max(accountTextLimits.password, maxCharsMessage(accountTextLimits.password)),
    confirm_password: limited(accountTextLimits.password),
  })
  .refine(...confirmMatches('new_password'))
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>
