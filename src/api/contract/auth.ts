/**
 * Sign-in, registration, sign-out and password endpoints (the original shop's are unknown; they
 * follow the others' style). Field rules live in ./auth-fields.ts and are applied
 * by the handlers, so their messages come in the request's language; these schemas give the
 * shape and the size limits.
 */
import { z } from '@hono/zod-openapi'
import { saveCartBodySchema, serverCartSchema } from './cart'
import { orNull } from './common'
import { userSchema } from './initial-data'

const text = (max: number) => z.string().max(max)

export const signInBodySchema = z
  .object({
    email: text(320),
    password: text(1024),
    /** The visitor's cart, merged into the account's (docs/decisions/0013). */
    cart: saveCartBodySchema.optional(),
  })
  .openapi('SignInBody')

/** Registration asks no password: the e-mail's link leads to choosing one (docs/decisions/0022). */
export const registrationBodySchema = z
  .object({ first_name: text(200), last_name: text(200), email: text(320) })
  .openapi('RegistrationBody')

/** The end of a registration: the link's token and the password chosen; signs the new customer in. */
export const registrationConfirmBodySchema = z
  .object({ token: text(200), password: text(1024), cart: saveCartBodySchema.optional() })
  .openapi('RegistrationConfirmBody')

export const oauthFinishBodySchema = z.object({ session: text(1024), cart: saveCartBodySchema.optional() }).openapi('OAuthFinishBody')

/** better-auth's cookie prefix; the storefront reads its session cookie at the end of an outside sign-in. */
export const AUTH_COOKIE_PREFIX = 'shop-auth'

/** A session: the token the storefront keeps in its HttpOnly `token` cookie. */
export const sessionResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({ token: z.string(), expires_at: z.string(), user: userSchema, cart: orNull(serverCartSchema) }),
  })
  .openapi('SessionResponse')
export type SessionAnswer = z.infer<typeof sessionResponseSchema>['data']

/**
 * A right password on an account with a second factor (docs/decisions/0060): no session yet, a
 * challenge (ten minutes, single use) to send back with a code of the authenticator app or a recovery code.
 */
export const secondFactorChallengeSchema = z
  .object({ success: z.literal(true), data: z.object({ second_factor_required: z.literal(true), challenge: z.string() }) })
  .openapi('SecondFactorChallenge')
export const signInAnswerSchema = z.union([sessionResponseSchema, secondFactorChallengeSchema]).openapi('SignInAnswer')

export const secondFactorSignInBodySchema = z
  .object({
    challenge: text(1024),
    /** The authenticator app's 6 digits, or one of the recovery codes (`xxxxx-xxxxx`). */
    code: text(40),
    cart: saveCartBodySchema.optional(),
  })
  .openapi('SecondFactorSignInBody')

export const forgotPasswordBodySchema = z.object({ email: text(320) }).openapi('ForgotPasswordBody')
export const resetPasswordBodySchema = z.object({ token: text(200), password: text(1024) }).openapi('ResetPasswordBody')
export const changePasswordBodySchema = z.object({ current_password: text(1024), new_password: text(1024) }).openapi('ChangePasswordBody')

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() }).openapi('MessageResponse')
/** A completed reset signs the owner in (their session), unless the account also needs its second factor. */
export const resetPasswordResponseSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    data: z.object({ token: z.string(), expires_at: z.string(), user: userSchema, cart: orNull(serverCartSchema) }).optional(),
  })
  .openapi('ResetPasswordResponse')
export const tokenResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), data: z.object({ token: z.string(), expires_at: z.string() }) })
  .openapi('TokenResponse')
