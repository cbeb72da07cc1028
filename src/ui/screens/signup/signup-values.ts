import type { SignupBody } from '@/contract/accounts'
import { signupFormSchema } from '@/domain/forms/auth-forms'

/**
 * What the sign-up form holds. Field names are the wire names (docs/product-rules.md#3),
 * so a server message keyed `email` lands under the Email field without a map.
 * Gender starts unchosen ('') and the terms box unticked, so docs/product-rules.md#5's
 * "Please choose a gender" and "Please accept the terms and conditions" can show.
 */
export interface SignupFormValues {
  full_name: string
  email: string
  phone: string
  password: string
  confirm_password: string
  gender: '' | 'female' | 'male'
  /** '' until chosen: city and country are not validated (docs/product-rules.md#5). */
  city: string
  country: string
  accept_terms: boolean
  accept_marketing: boolean
}

export type SignupFieldName = keyof SignupFormValues

export const emptySignupValues: SignupFormValues = {
  full_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
  gender: '',
  city: '',
  country: '',
  accept_terms: false,
  accept_marketing: false,
}

/**
 * Valid form values -> the docs/product-rules.md#3 payload, key for key. The schema's
 * output trims the name and phone, as the server does; everything else is sent
 * as typed. Throws if the values are not valid (the form only calls it after
 * validation passed).
 */
export function toSignupBody(values: SignupFormValues): SignupBody {
  const valid = signupFormSchema.parse(values)
  return {
    full_name: valid.full_name,
    email: valid.email,
    phone: valid.phone,
    password: valid.password,
    confirm_password: valid.confirm_password,
    gender: valid.gender,
    city: valid.city,
    country: valid.country,
    accept_terms: valid.accept_terms,
    accept_marketing: valid.accept_marketing,
  }
}
