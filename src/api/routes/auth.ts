/**
 * The HTTP side of sign-in, registration, sign-out, password reset and change, and outside
 * providers: each route reads its fields and calls its flow in src/api/auth/flows/, which counts
 * attempts, has better-auth do the work and merges the visitor's cart.
 */
import type { Locale } from '~/paraglide/runtime.js'
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { m } from '~/paraglide/messages.js'
import {
  changePasswordFields,
  forgotPasswordFields,
  registrationFields,
  resetPasswordFields,
  signInFields,
} from '~/api/contract/auth-fields'
import { fields, requestFacts } from '~/api/auth/flows/flow-parts'
import { changePassword, requestPasswordReset, resetPassword } from '~/api/auth/flows/password'
import { confirmRegistration, requestRegistration } from '~/api/auth/flows/registration'
import { finishOutsideSignIn, signInWithPassword, signInWithSecondFactor, signOut } from '~/api/auth/flows/sign-in'
import { requireUser } from '~/api/auth/require-user'
import { bearerToken } from '~/api/auth/session'
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
} from '~/api/contract/auth'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { requestLocale } from '~/api/http/locale'
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

export function registerAuth(app: OpenAPIHono<ApiEnv>) {
  app.openapi(signInRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const body = c.req.valid('json')
    const input = fields(signInFields(locale as Locale), body, locale)
    const signedIn = await signInWithPassword(await c.var.db(), { ...input, cart: body.cart, locale, facts: requestFacts(c) })
    if ('challenge' in signedIn) {
      return c.json({ success: true as const, data: { second_factor_required: true as const, challenge: signedIn.challenge } }, 200)
    }
    return c.json({ success: true as const, data: signedIn.session }, 200)
  })

  app.openapi(secondFactorRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const body = c.req.valid('json')
    const session = await signInWithSecondFactor(await c.var.db(), { ...body, locale, facts: requestFacts(c) })
    return c.json({ success: true as const, data: session }, 200)
  })

  app.openapi(registerRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const input = fields(registrationFields(locale as Locale), c.req.valid('json'), locale)
    await requestRegistration(await c.var.db(), { input, locale, facts: requestFacts(c) })
    return c.json({ success: true as const, message: m.auth_register_sent({}, { locale }) }, 200)
  })

  app.openapi(registerConfirmRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const body = c.req.valid('json')
    const session = await confirmRegistration(await c.var.db(), { body, cart: body.cart, locale, facts: requestFacts(c) })
    return c.json({ success: true as const, data: session }, 200)
  })

  app.openapi(forgotRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const input = fields(forgotPasswordFields(locale as Locale), c.req.valid('json'), locale)
    await requestPasswordReset(await c.var.db(), { email: input.email, locale, facts: requestFacts(c) })
    return c.json({ success: true as const, message: m.auth_forgot_sent({}, { locale }) }, 200)
  })

  app.openapi(resetRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const input = fields(resetPasswordFields(locale as Locale), c.req.valid('json'), locale)
    const data = await resetPassword(await c.var.db(), { ...input, locale, facts: requestFacts(c) })
    const message = data ? m.auth_reset_done_signed_in({}, { locale }) : m.auth_reset_done({}, { locale })
    return c.json({ success: true as const, message, ...(data && { data }) }, 200)
  })

  app.openapi(changeRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const user = await requireUser(c)
    const input = fields(changePasswordFields(locale as Locale), c.req.valid('json'), locale)
    const data = await changePassword(await c.var.db(), {
      user,
      currentPassword: input.current_password,
      newPassword: input.new_password,
      locale,
      facts: requestFacts(c),
    })
    return c.json({ success: true as const, message: m.auth_password_changed({}, { locale }), data }, 200)
  })

  app.openapi(logoutRoute, async (c) => {
    await signOut(await c.var.db(), bearerToken(c.req.header('authorization')) ?? undefined)
    return c.json({ success: true as const, message: m.auth_signed_out({}, { locale: requestLocale(c) }) }, 200)
  })

  app.openapi(oauthFinishRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const body = c.req.valid('json')
    const session = await finishOutsideSignIn(await c.var.db(), { ...body, locale })
    return c.json({ success: true as const, data: session }, 200)
  })

  registerOAuth(app)
}
