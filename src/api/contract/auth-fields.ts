/**
 * The sign-in, registration and password fields, one definition for both sides: the forms
 * validate with it in the browser, the Shop API validates with it again (the only check that
 * counts) and answers the same messages, in the customer's language.
 * The common-password refusal is server-only (src/api/auth/password-policy.ts): its list is
 * too large for the browser.
 */
import { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

/** NIST SP 800-63B: at least 8; long passphrases welcome; never truncated (argon2 takes them whole). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 256
const NAME_MAX = 80

export const emailField = (locale: Locale) =>
  z
    .string()
    .trim()
    .min(1, m.auth_error_email_required({}, { locale }))
    .max(254, m.auth_error_email_invalid({}, { locale }))
    .pipe(z.email(m.auth_error_email_invalid({}, { locale })))

/** The password to check at sign-in: only its presence and a sane size. */
export const currentPasswordField = (locale: Locale) =>
  z
    .string()
    .min(1, m.auth_error_password_required({}, { locale }))
    .max(PASSWORD_MAX, m.auth_error_password_long({ max: PASSWORD_MAX }, { locale }))

/** A password being chosen. */
export const newPasswordField = (locale: Locale) =>
  z
    .string()
    .min(PASSWORD_MIN, m.auth_error_password_short({ min: PASSWORD_MIN }, { locale }))
    .max(PASSWORD_MAX, m.auth_error_password_long({ max: PASSWORD_MAX }, { locale }))

const nameField = (locale: Locale, required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(NAME_MAX, m.auth_error_name_long({ max: NAME_MAX }, { locale }))

export const signInFields = (locale: Locale) => z.object({ email: emailField(locale), password: currentPasswordField(locale) })

export const registrationFields = (locale: Locale) =>
  z.object({
    first_name: nameField(locale, m.auth_error_name_required({}, { locale })),
    last_name: nameField(locale, m.auth_error_last_name_required({}, { locale })),
    email: emailField(locale),
  })

/** The registration link's page: the password the new customer chooses. */
export const registrationConfirmFields = (locale: Locale) =>
  z.object({ token: z.string().min(1).max(200), password: newPasswordField(locale) })

export const forgotPasswordFields = (locale: Locale) => z.object({ email: emailField(locale) })

export const resetPasswordFields = (locale: Locale) => z.object({ token: z.string().min(1).max(200), password: newPasswordField(locale) })

export const changePasswordFields = (locale: Locale) =>
  z
    .object({ current_password: currentPasswordField(locale), new_password: newPasswordField(locale) })
    .refine((values) => values.current_password !== values.new_password, {
      path: ['new_password'],
      message: m.auth_error_password_same({}, { locale }),
    })
