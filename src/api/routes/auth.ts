/**
 * Sign-in, registration, sign-out, password reset and change, and outside providers. better-auth
 * does the work (src/api/auth/auth.ts); these handlers validate with the shop's field rules,
 * count attempts, merge the visitor's cart and answer in the customer's language.
 */
import type { Locale } from '~/paraglide/runtime.js'
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { APIError } from 'better-auth/api'
import type { Context } from 'hono'
import { eq, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import {
  changePasswordFields,
  forgotPasswordFields,
  registrationConfirmFields,
  registrationFields,
  resetPasswordFields,
  signInFields,
} from '~/api/contract/auth-fields'
import { completedReset, resetRequestLocale, shopAuth } from '~/api/auth/auth'
import { sendPasswordChangedEmail, sendRegistrationAttemptEmail, sendWelcomeEmail } from '~/api/auth/auth-emails'
import { isCommonPassword } from '~/api/auth/password-policy'
import { findRegistration, forgetRegistrations, sendRegistrationLink } from '~/api/auth/registration-links'
import { admitSignIn } from '~/api/auth/password-work'
import { forgetPasswordChecks, takeAttempt, takePasswordCheck, tooManyAttempts, tryAttempt } from '~/api/auth/rate-limits'
import { signInFailed, signInNotChecked, signInSucceeded, takeSignInTurn } from '~/api/auth/sign-in-throttle'
import { CHALLENGE_VALUE, challengeCookieName, challengeFrom } from '~/api/auth/second-factor'
import { requireUser } from '~/api/auth/require-user'
import { bearerToken, findSession } from '~/api/auth/session'
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  oauthFinishBodySchema,
  registrationBodySchema,
  registrationConfirmBodySchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
  secondFactorSignInBodySchema,
  sessionResponseSchema,
  signInAnswerSchema,
  signInBodySchema,
  tokenResponseSchema,
  type SessionAnswer,
} from '~/api/contract/auth'
import type { SaveCartBody } from '~/api/contract/cart'
import { localeSchema } from '~/api/contract/common'
import type { Database } from '~/api/db/database'
import { sessions, users } from '~/api/db/schema'
import { hashToken } from '~/api/auth/token-hash'
import { addressKey } from '~/api/http/client-address'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { ApiError, fieldErrors } from '~/api/http/errors'
import { requestLocale } from '~/api/http/locale'
import { mergeCartAtSignIn } from '~/api/services/cart/cart-merge'
import { toShopUser } from '~/api/services/accounts/users'
import { registerOAuth } from './oauth'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { noSession, sessionOptional, signedIn } from '~/api/http/openapi-security'

const refusals = {
  400: refusalResponse('Invalid input or refused'),
  429: refusalResponse('Too many attempts'),
}
const params = z.object({ locale: localeSchema })
/** A POST of the sign-in family: all but changePassword need no session (they are how a client gets one). */
const post = <T extends z.ZodType>(
  path: string,
  operationId: string,
  summary: string,
  body: T,
  answer: z.ZodType,
  { signedIn: needsSession = false } = {},
) =>
  createRoute({
    method: 'post',
    path,
    operationId,
    security: needsSession ? signedIn : noSession,
    summary,
    request: { params, body: { ...json(body), required: true } },
    responses: {
      200: { ...json(answer), description: 'Done' },
      ...refusals,
      ...(needsSession ? { 401: refusalResponse('No session') } : {}),
    },
  })

const signInRoute = post(
  '/{locale}/login',
  'signIn',
  'Signs in with e-mail and password: a session, or a challenge when the account has a second factor',
  signInBodySchema,
  signInAnswerSchema,
)
const secondFactorRoute = post(
  '/{locale}/login/second-factor',
  'signInSecondFactor',
  'Ends a sign-in with the challenge and a code of the authenticator app, or a recovery code',
  secondFactorSignInBodySchema,
  sessionResponseSchema,
)
const registerRoute = post(
  '/{locale}/register',
  'requestRegistration',
  'Sends the link that completes a registration (the same answer for a taken e-mail)',
  registrationBodySchema,
  messageResponseSchema,
)
const registerConfirmRoute = post(
  '/{locale}/register/confirm',
  'confirmRegistration',
  'Completes a registration from its link: sets the password, signs in',
  registrationConfirmBodySchema,
  sessionResponseSchema,
)
const forgotRoute = post(
  '/{locale}/forgot-password',
  'requestPasswordReset',
  'Sends a reset link, if the e-mail has an account',
  forgotPasswordBodySchema,
  messageResponseSchema,
)
const resetRoute = post(
  '/{locale}/reset-password',
  'resetPassword',
  'Sets a new password with a reset link and signs the owner in (unless the account has a second factor)',
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
)
const changeRoute = post(
  '/{locale}/change-password',
  'changePassword',
  "Changes the password; ends the other sessions and answers the new session's token",
  changePasswordBodySchema,
  tokenResponseSchema,
  { signedIn: true },
)
const oauthFinishRoute = post(
  '/{locale}/oauth/finish',
  'finishOAuthSignIn',
  'Turns an outside sign-in into a shop session',
  oauthFinishBodySchema,
  sessionResponseSchema,
)
const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  operationId: 'signOut',
  security: sessionOptional,
  summary: 'Ends the session of the bearer token; answers the same without one',
  request: { query: z.object({ lang: localeSchema.optional() }) },
  responses: {
    200: { ...json(messageResponseSchema), description: 'Signed out' },
    400: refusalResponse('Invalid lang'),
  },
})

/** better-auth's signed session cookie, as the storefront reads it (decoded): `token.signature`. */
const SIGNED_COOKIE_VALUE = /^[A-Za-z0-9._~+/=-]{1,1024}$/

/** Validates with the shop's field rules; a 400 with every field's messages otherwise. */
export function fields<T extends z.ZodType>(schema: T, input: unknown, locale: Locale): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new ApiError(400, (lang) => m.api_invalid_input({}, { locale: lang }), fieldErrors(result.error, locale, { ownMessages: true }))
}

export function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new ApiError(
      400,
      (locale) => m.api_invalid_input({}, { locale }),
      (locale) => ({
        [field]: [m.auth_error_password_common({}, { locale })],
      }),
    )
  }
}

/** better-auth's own refusals (wrong password, used token…), as opposed to failures. */
const isRefusal = (error: unknown): error is APIError => error instanceof APIError && error.statusCode < 500
const refusal = (message: (locale: Locale) => string, errors: (locale: Locale) => Record<string, string[]> = () => ({})) =>
  new ApiError(400, message, errors)

const authHeaders = (c: Context<ApiEnv>, token?: string) => {
  const headers = new Headers({ 'user-agent': c.req.header('user-agent') ?? '' })
  if (token) headers.set('authorization', `Bearer ${token}`)
  return headers
}

/** The session the storefront keeps, the customer, and the account's cart with the visitor's merged in. */
export async function sessionAnswer(
  db: Database,
  token: string,
  locale: Locale,
  visitorCart: SaveCartBody | undefined,
): Promise<SessionAnswer> {
  const session = await findSession(db, token)
  if (!session) {
    // The password was right, but an admin disabled the account: no session for it.
    const [owner] = await db
      .select({ id: sessions.userId })
      .from(sessions)
      .where(eq(sessions.token, hashToken(token)))
    if (owner) {
      await db.delete(sessions).where(eq(sessions.userId, owner.id))
      throw new ApiError(403, (lang) => m.auth_error_account_disabled({}, { locale: lang }))
    }
    throw new Error('The new session could not be read back')
  }
  const cart = await mergeCartAtSignIn(db, { user: session.user, visitorCart, locale })
  return { token, expires_at: session.expiresAt.toISOString(), user: await toShopUser(db, session.user), cart }
}

/** A session for the owner of a completed reset, unless the account is disabled or has a second factor. */
async function sessionAfterReset(db: Database, userId: number, locale: Locale, c: Context<ApiEnv>): Promise<SessionAnswer | undefined> {
  const [owner] = await db
    .select({ disabledAt: users.disabledAt, deletedAt: users.deletedAt, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
  if (!owner || owner.disabledAt || owner.deletedAt || owner.twoFactorEnabled) return undefined
  const context = await (await shopAuth(db)).$context
  const session = await context.internalAdapter.createSession(String(userId), false, {
    userAgent: c.req.header('user-agent') ?? '',
    ipAddress: addressKey(c),
  })
  return sessionAnswer(db, session.token, locale, undefined)
}

export function registerAuth(app: OpenAPIHono<ApiEnv>) {
  app.openapi(signInRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const body = c.req.valid('json')
    const input = fields(signInFields(locale as Locale), body, locale)
    const db = await c.var.db()
    // A flood is refused here, before its database work (src/api/auth/password-work.ts).
    const signedIn = await admitSignIn(async (): Promise<{ challenge: string } | { token: string }> => {
      // The address first: a refused address must not use up the account's turns.
      await takeAttempt(db, [['signInAddress', addressKey(c)]])
      // The account's lane for this address (docs/decisions/0066): a stranger's guesses do not slow the owner's.
      const from = { email: input.email, address: addressKey(c) }
      const turn = await takeSignInTurn(db, from)
      const auth = await shopAuth(db)
      const { headers, response } = await auth.api
        .signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: authHeaders(c),
          returnHeaders: true,
        })
        .catch(async (error) => {
          // The same answer for an unknown e-mail and a wrong password (better-auth hashes either way).
          if (isRefusal(error)) {
            await signInFailed(db, turn)
            throw refusal((lang) => m.auth_error_invalid_credentials({}, { locale: lang }))
          }
          await signInNotChecked(db, turn)
          throw error
        })
      await signInSucceeded(db, from, turn)
      // A second factor: better-auth made no session, only a challenge for the code (docs/decisions/0060).
      if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
        const challenge = await challengeFrom(auth, headers)
        if (!challenge) throw new Error('The two-factor plugin gave no challenge')
        return { challenge }
      }
      if (!('token' in response) || !response.token) throw new Error('The sign-in gave no session')
      return { token: response.token }
    })
    if ('challenge' in signedIn) {
      return c.json({ success: true as const, data: { second_factor_required: true as const, challenge: signedIn.challenge } }, 200)
    }
    return c.json({ success: true as const, data: await sessionAnswer(db, signedIn.token, locale, body.cart) }, 200)
  })

  app.openapi(secondFactorRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const body = c.req.valid('json')
    const db = await c.var.db()
    // Each challenge allows 5 codes and an account 10 wrong ones in a row (better-auth); the address is counted too.
    await takeAttempt(db, [['signInAddress', addressKey(c)]])
    const expired = () => refusal((lang) => m.auth_error_second_factor_expired({}, { locale: lang }))
    if (!CHALLENGE_VALUE.test(body.challenge)) throw expired()
    const auth = await shopAuth(db)
    const headers = authHeaders(c)
    headers.set('cookie', `${await challengeCookieName(auth)}=${body.challenge}`)
    const code = body.code.trim()
    // Six digits: the app's code; anything else: a recovery code (used once).
    const verified = await (
      /^\d{6}$/.test(code) ? auth.api.verifyTOTP({ body: { code }, headers }) : auth.api.verifyBackupCode({ body: { code }, headers })
    ).catch((error) => {
      if (isRefusal(error) && error.body?.code === 'INVALID_CODE') {
        throw refusal(
          (lang) => m.api_invalid_input({}, { locale: lang }),
          (lang) => ({ code: [m.auth_error_second_factor_code({}, { locale: lang })] }),
        )
      }
      if (isRefusal(error) && error.statusCode === 429) throw tooManyAttempts(15 * 60_000)
      if (isRefusal(error)) throw expired()
      throw error
    })
    if (!('token' in verified) || !verified.token) throw new Error('The second factor gave no session')
    return c.json({ success: true as const, data: await sessionAnswer(db, verified.token, locale, body.cart) }, 200)
  })

  app.openapi(registerRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const input = fields(registrationFields(locale as Locale), c.req.valid('json'), locale)
    const db = await c.var.db()
    await takeAttempt(db, [['registrationAddress', addressKey(c)]])
    // One answer for a new and a taken address (no account enumeration); only the mailbox learns which it was.
    // Past the address's e-mail cap nothing leaves, and its newest link still works (decision 0022).
    if ((await tryAttempt(db, 'registrationEmail', input.email)).taken) {
      const [existing] = await db
        .select({ email: users.email, firstName: users.firstName, locale: users.locale })
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
      if (existing) {
        await sendRegistrationAttemptEmail(db, {
          email: existing.email,
          name: existing.firstName,
          locale: existing.locale === 'ar' ? 'ar' : 'fr',
        })
      } else {
        await sendRegistrationLink(db, { email: input.email, first_name: input.first_name, last_name: input.last_name, locale })
      }
    }
    return c.json({ success: true as const, message: m.auth_register_sent({}, { locale }) }, 200)
  })

  app.openapi(registerConfirmRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const body = c.req.valid('json')
    const input = fields(registrationConfirmFields(locale as Locale), body, locale)
    refuseCommonPassword(input.password, 'password')
    const db = await c.var.db()
    await takeAttempt(db, [['registrationLinkAddress', addressKey(c)]])
    const linkInvalid = () => refusal((lang) => m.auth_error_registration_link_invalid({}, { locale: lang }))
    const pending = await findRegistration(db, input.token)
    if (!pending) throw linkInvalid()
    const auth = await shopAuth(db)
    const result = await auth.api
      .signUpEmail({
        body: {
          email: pending.email,
          password: input.password,
          name: pending.first_name,
          lastName: pending.last_name,
          locale: pending.locale,
        },
        headers: authHeaders(c),
      })
      .catch((error) => {
        if (isRefusal(error)) throw linkInvalid() // the address got an account meanwhile
        throw error
      })
    if (!result.token) throw new Error('Registration did not sign the customer in')
    // Opening the link proved the mailbox: an outside sign-in with the same verified address joins this account.
    await db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, Number(result.user.id)))
    await forgetRegistrations(db, pending.key)
    await sendWelcomeEmail(db, { email: pending.email, name: pending.first_name, locale: pending.locale })
    return c.json({ success: true as const, data: await sessionAnswer(db, result.token, locale, body.cart) }, 200)
  })

  app.openapi(forgotRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const input = fields(forgotPasswordFields(locale as Locale), c.req.valid('json'), locale)
    const db = await c.var.db()
    await takeAttempt(db, [['resetAddress', addressKey(c)]])
    // Past the account's cap no new link leaves and the last one (under an hour old) stays valid,
    // so the answer stays the same: the owner finds a working link in their mailbox (decision 0022).
    if ((await tryAttempt(db, 'resetAccount', input.email)).taken) {
      const auth = await shopAuth(db)
      // better-auth answers the same whether or not the e-mail has an account.
      await resetRequestLocale.run(locale, () =>
        auth.api.requestPasswordReset({ body: { email: input.email, redirectTo: '/reset-password' }, headers: authHeaders(c) }),
      )
    }
    return c.json({ success: true as const, message: m.auth_forgot_sent({}, { locale }) }, 200)
  })

  app.openapi(resetRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const input = fields(resetPasswordFields(locale as Locale), c.req.valid('json'), locale)
    refuseCommonPassword(input.password, 'password')
    const db = await c.var.db()
    await takeAttempt(db, [['resetAddress', addressKey(c)]])
    const auth = await shopAuth(db)
    const reset: { userId?: number } = {}
    await completedReset.run(reset, () =>
      auth.api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers: authHeaders(c) }).catch((error) => {
        if (isRefusal(error)) throw refusal((lang) => m.auth_error_reset_invalid({}, { locale: lang }))
        throw error
      }),
    )
    // The owner proved the mailbox and chose a password: they are signed in (docs/decisions/0066),
    // unless the account has a second factor, which the sign-in page then asks for.
    const data = reset.userId ? await sessionAfterReset(db, reset.userId, locale, c) : undefined
    const message = data ? m.auth_reset_done_signed_in({}, { locale }) : m.auth_reset_done({}, { locale })
    return c.json({ success: true as const, message, ...(data && { data }) }, 200)
  })

  app.openapi(changeRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const user = await requireUser(c)
    const input = fields(changePasswordFields(locale as Locale), c.req.valid('json'), locale)
    refuseCommonPassword(input.new_password, 'new_password')
    const db = await c.var.db()
    await takePasswordCheck(db, user.id, 'current_password')
    const auth = await shopAuth(db)
    const result = await auth.api
      .changePassword({
        body: { currentPassword: input.current_password, newPassword: input.new_password, revokeOtherSessions: true },
        headers: authHeaders(c, bearerToken(c.req.header('authorization')) ?? undefined),
      })
      .catch((error) => {
        if (isRefusal(error) && error.body?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
          throw refusal((lang) => m.auth_change_password_no_credential({}, { locale: lang }))
        }
        if (isRefusal(error)) {
          throw refusal(
            (lang) => m.api_invalid_input({}, { locale: lang }),
            (lang) => ({ current_password: [m.auth_error_current_password({}, { locale: lang })] }),
          )
        }
        throw error
      })
    if (!result.token) throw new Error('The password change gave no new session')
    await forgetPasswordChecks(db, user.id)
    // A new password is what an admin's "must change password" asked for.
    if (user.mustChangePassword) await db.update(users).set({ mustChangePassword: false }).where(eq(users.id, user.id))
    await sendPasswordChangedEmail(db, { email: user.email, name: user.firstName, locale })
    const session = await findSession(db, result.token)
    return c.json(
      {
        success: true as const,
        message: m.auth_password_changed({}, { locale }),
        data: { token: result.token, expires_at: (session?.expiresAt ?? new Date()).toISOString() },
      },
      200,
    )
  })

  app.openapi(logoutRoute, async (c) => {
    const token = bearerToken(c.req.header('authorization'))
    if (token) {
      const auth = await shopAuth(await c.var.db())
      // Deleted in the shared database: the session ends on every instance at once.
      await (await auth.$context).internalAdapter.deleteSession(token)
    }
    return c.json({ success: true as const, message: m.auth_signed_out({}, { locale: requestLocale(c) }) }, 200)
  })

  app.openapi(oauthFinishRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const body = c.req.valid('json')
    const db = await c.var.db()
    const auth = await shopAuth(db)
    // Only what a signed session cookie can hold (`token.signature`, base64): anything else would
    // break the header it goes into (letters beyond Latin-1, CR/LF, NUL) or add cookies (`;`).
    if (!SIGNED_COOKIE_VALUE.test(body.session)) throw refusal((lang) => m.auth_oauth_failed({}, { locale: lang }))
    const cookieName = (await auth.$context).authCookies.sessionToken.name
    const found = await auth.api.getSession({ headers: new Headers({ cookie: `${cookieName}=${body.session}` }) }).catch(() => null)
    if (!found) throw refusal((lang) => m.auth_oauth_failed({}, { locale: lang }))
    // A team member or an account with a second factor signs in with the password and code (docs/decisions/0060).
    const [owner] = await db
      .select({ role: users.role, twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, Number(found.user.id)))
    if (!owner || owner.twoFactorEnabled || owner.role !== 'customer') {
      await db.delete(sessions).where(eq(sessions.token, hashToken(found.session.token)))
      throw refusal((lang) => m.auth_oauth_second_factor({}, { locale: lang }))
    }
    return c.json({ success: true as const, data: await sessionAnswer(db, found.session.token, locale, body.cart) }, 200)
  })

  registerOAuth(app)
}
