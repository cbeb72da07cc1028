import { z } from 'zod'
import { idSchema, isoDateSchema, maxCharsMessage } from '@/contract/common'

export const userTypeSchema = z.enum(['CLIENT', 'ADMIN'])
export type UserType = z.infer<typeof userTypeSchema>

export const genderSchema = z.enum(['male', 'female', 'other'])
export type Gender = z.infer<typeof genderSchema>

/** docs/product-rules.md#5: text, an @, and a domain containing a dot. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** docs/product-rules.md#5: at least 8 characters with at least one digit and one letter. */
export const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/

/** Issue #11: the length limits of the account fields (each says "Use at most N characters."). */
const limited = (max: number) => z.string().max(max, maxCharsMessage(max))
export const accountTextLimits = { full_name: 150, email: 254, phone: 32, password: 128, city: 100, country: 100 } as const

export const loginBodySchema = z.object({
  email: z.string().regex(emailPattern, 'Please enter a valid email'),
  password: z.string().min(1, 'This field is required.'),
})
export type LoginBody = z.infer<typeof loginBodySchema>

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

export const signupGenderSchema = z.enum(['female', 'male'], { error: 'Please choose a gender' })

/** docs/product-rules.md#3 sign-up payload with the section 5 messages. City and country are not validated. */
export const signupBodySchema = z
  .object({
    full_name: z.string().trim().min(1, 'Name is required').max(accountTextLimits.full_name, maxCharsMessage(accountTextLimits.full_name)),
    email: z.string().regex(emailPattern, 'Please enter a valid email').max(accountTextLimits.email, maxCharsMessage(accountTextLimits.email)),
    phone: z.string().trim().min(1, 'Phone number is required').max(accountTextLimits.phone, maxCharsMessage(accountTextLimits.phone)),
    password: z.string().min(8, 'Password must be at least 8 characters').max(accountTextLimits.password, maxCharsMessage(accountTextLimits.password)),
    confirm_password: limited(accountTextLimits.password),
    gender: signupGenderSchema,
    city: limited(accountTextLimits.city),
    country: limited(accountTextLimits.country),
    accept_terms: z.literal(true, { error: 'Please accept the terms and conditions' }),
    accept_marketing: z.boolean(),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
    // zod skips object checks while any field is invalid; this one needs only the two passwords.
    when: ({ value }) => {
      const body = value as { password?: unknown; confirm_password?: unknown }
      return typeof body?.password === 'string' && typeof body?.confirm_password === 'string'
    },
  })
export type SignupBody = z.input<typeof signupBodySchema>

/** Sign-up signs the new parent in: onboarding's completion call needs a bearer token. */
export const signupAnswerSchema = loginAnswerSchema

export const onboardingAnswerSchema = z.object({ user: sessionUserSchema })

export const logoutBodySchema = z.object({ refresh: z.string().min(1, 'This field is required.') })
export type LogoutBody = z.infer<typeof logoutBodySchema>

export const userProfileSchema = z.object({
  bio: z.string(),
  date_of_birth: isoDateSchema.nullable(),
  address: z.string(),
  postal_code: z.string(),
  number_of_children: z.number().int().min(0, 'Number of children must be at least 0'),
})
export type UserProfile = z.infer<typeof userProfileSchema>

/** The profile as written (issue #11: lengths and a range); reads stay as they are, so stored data always parses. */
export const userProfileWriteSchema = userProfileSchema.extend({
  bio: limited(2000),
  address: limited(500),
  postal_code: limited(20),
  number_of_children: userProfileSchema.shape.number_of_children.max(50, 'Number of children must be at most 50'),
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
    date_joined: z.string().optional(),
    full_name: z.string().trim().min(1, 'Name is required').max(accountTextLimits.full_name, maxCharsMessage(accountTextLimits.full_name)),
    email: z.string().regex(emailPattern, 'Invalid email address').max(accountTextLimits.email, maxCharsMessage(accountTextLimits.email)),
    phone: limited(accountTextLimits.phone),
    city: limited(accountTextLimits.city),
    country: limited(accountTextLimits.country),
    profile: userProfileWriteSchema,
  })
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>
