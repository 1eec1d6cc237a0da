/**
 * `/api/admin/second-factor…` (any staff role: their own authenticator app), `/api/admin/step-up`
 * (the password or a code given again before a sensitive action), and for admins the roles that
 * must have a second factor and a team member's reset (docs/decisions/0060, 0061).
 * better-auth's two-factor plugin does the work; these add the shop's attempt limits and messages.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { APIError } from 'better-auth/api'
import type { Context } from 'hono'
import { eq } from 'drizzle-orm'
import QRCode from 'qrcode'
import { m } from '~/paraglide/messages.js'
import { shopAuth } from '~/api/auth/auth'
import { forgetPasswordChecks, takePasswordCheck } from '~/api/auth/rate-limits'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { isStaffRole } from '~/api/auth/staff-roles'
import { resetSecondFactor, secondFactorRequirements, sessionTokenFrom, setSecondFactorRequirements } from '~/api/auth/second-factor'
import { stepOfCode, takeCodeStep } from '~/api/auth/second-factor-codes'
import { bearerToken, findSession, markSessionVerified } from '~/api/auth/session'
import {
  messageOnlyResponseSchema,
  secondFactorCodeBodySchema,
  secondFactorConfirmResponseSchema,
  secondFactorEnrollBodySchema,
  secondFactorEnrollResponseSchema,
  secondFactorRolesSchema,
  secondFactorStatusResponseSchema,
  stepUpBodySchema,
} from '~/api/contract/admin-second-factor'
import { staffIdParamSchema } from '~/api/contract/admin-staff'
import { localeSchema } from '~/api/contract/common'
import { users } from '~/api/db/schema'
import type { ApiEnv } from '~/api/http/env'
import { ApiError, notFound } from '~/api/http/errors'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { recordAudit } from '~/api/services/shared/audit'
import { staffRoute } from './staff-route'

const lang = z.object({ lang: localeSchema.optional() })
const body = <T extends z.ZodType>(schema: T) => ({ ...json(schema), required: true })

const statusRoute = staffRoute(ROLES.driver, {
  method: 'get',
  path: '/admin/second-factor',
  operationId: 'adminGetSecondFactor',
  summary: "The signed-in member's second factor: enrolled, required for their role, and the roles that need one",
  request: { query: lang },
  responses: { 200: { ...json(secondFactorStatusResponseSchema), description: 'The status' } },
})
const enrollRoute = staffRoute(ROLES.driver, {
  method: 'post',
  path: '/admin/second-factor/enroll',
  operationId: 'adminEnrollSecondFactor',
  summary: 'Starts an authenticator app with the password: its secret (otpauth URI) and recovery codes, to confirm with a first code',
  request: { query: lang, body: body(secondFactorEnrollBodySchema) },
  responses: {
    200: { ...json(secondFactorEnrollResponseSchema), description: 'The secret to scan' },
    400: refusalResponse('Wrong password, or already enrolled'),
    429: refusalResponse('Too many password checks'),
  },
})
const confirmRoute = staffRoute(ROLES.driver, {
  method: 'post',
  path: '/admin/second-factor/confirm',
  operationId: 'adminConfirmSecondFactor',
  summary: "Confirms the app with its first code; answers the session's new token",
  request: { query: lang, body: body(secondFactorCodeBodySchema) },
  responses: {
    200: { ...json(secondFactorConfirmResponseSchema), description: 'Enrolled' },
    400: refusalResponse('Wrong code, or nothing to confirm'),
    429: refusalResponse('Too many checks'),
  },
})
const stepUpRoute = staffRoute(ROLES.driver, {
  method: 'post',
  path: '/admin/step-up',
  operationId: 'adminStepUp',
  summary: 'The password, or a code of the authenticator app, given again: sensitive actions are open for five minutes',
  request: { query: lang, body: body(stepUpBodySchema) },
  responses: {
    200: { ...json(messageOnlyResponseSchema), description: 'Verified' },
    400: refusalResponse('Wrong password or code'),
    429: refusalResponse('Too many checks'),
  },
})
const rolesRoute = staffRoute(
  ROLES.admin,
  {
    method: 'put',
    path: '/admin/second-factor-roles',
    operationId: 'adminSetSecondFactorRoles',
    summary: 'Which roles must sign in with a second factor (admin)',
    request: { query: lang, body: body(secondFactorRolesSchema) },
    responses: { 200: { ...json(secondFactorStatusResponseSchema), description: 'The new rules' } },
  },
  { stepUp: true },
)
const resetRoute = staffRoute(
  ROLES.admin,
  {
    method: 'post',
    path: '/admin/staff/{id}/second-factor/reset',
    operationId: 'adminResetSecondFactor',
    summary: "Removes a team member's authenticator app and recovery codes and ends their sessions (admin, audited; never oneself)",
    request: { params: staffIdParamSchema, query: lang },
    responses: {
      200: { ...json(messageOnlyResponseSchema), description: 'Reset' },
      404: refusalResponse('No such staff account'),
      409: refusalResponse("One's own second factor"),
    },
  },
  { stepUp: true },
)

const headersOf = (c: Context<ApiEnv>) => {
  const headers = new Headers({ 'user-agent': c.req.header('user-agent') ?? '' })
  const token = bearerToken(c.req.header('authorization'))
  if (token) headers.set('authorization', `Bearer ${token}`)
  return headers
}
const isRefusal = (error: unknown): error is APIError => error instanceof APIError && error.statusCode < 500
const wrong = (field: string, message: (locale: 'fr' | 'ar') => string) =>
  new ApiError(
    400,
    (locale) => m.api_invalid_input({}, { locale }),
    (locale) => ({ [field]: [message(locale)] }),
  )
const wrongPassword = () => wrong('password', (locale) => m.auth_error_current_password({}, { locale }))
const wrongCode = () => wrong('code', (locale) => m.auth_error_second_factor_code({}, { locale }))
const usedCode = () => wrong('code', (locale) => m.auth_error_second_factor_code_used({}, { locale }))

async function status(c: Context<ApiEnv>) {
  const me = actingStaff(c)
  const roles = await secondFactorRequirements(await c.var.db())
  return { enrolled: me.twoFactorEnabled, required: roles[me.role], roles }
}

export function registerAdminSecondFactor(app: OpenAPIHono<ApiEnv>) {
  app.openapi(statusRoute, async (c) => c.json({ success: true as const, data: await status(c) }, 200))

  app.openapi(enrollRoute, async (c) => {
    const me = actingStaff(c)
    const db = await c.var.db()
    if (me.twoFactorEnabled) throw wrong('password', (locale) => m.bo_security_already_enrolled({}, { locale }))
    await takePasswordCheck(db, me.id, 'password')
    const auth = await shopAuth(db)
    const started = await auth.api
      .enableTwoFactor({ body: { password: c.req.valid('json').password }, headers: headersOf(c) })
      .catch((error) => {
        if (isRefusal(error)) throw wrongPassword()
        throw error
      })
    if (!('totpURI' in started) || !started.totpURI) throw new Error('The two-factor plugin gave no TOTP URI')
    await forgetPasswordChecks(db, me.id)
    const secret = new URL(started.totpURI).searchParams.get('secret') ?? ''
    // Drawn here, so the back office's scripts carry no QR encoder; margin 2 keeps the quiet zone apps need.
    const qrSvg = await QRCode.toString(started.totpURI, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    const totpQr = `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString('base64')}`
    return c.json(
      { success: true as const, data: { totp_uri: started.totpURI, secret, totp_qr: totpQr, recovery_codes: started.backupCodes ?? [] } },
      200,
    )
  })

  app.openapi(confirmRoute, async (c) => {
    const me = actingStaff(c)
    const db = await c.var.db()
    await takePasswordCheck(db, me.id, 'code')
    const auth = await shopAuth(db)
    const code = c.req.valid('json').code.replace(/\s/g, '')
    const { headers } = await auth.api.verifyTOTP({ body: { code }, headers: headersOf(c), returnHeaders: true }).catch((error) => {
      if (isRefusal(error)) throw wrongCode()
      throw error
    })
    // The first code is spent too: the sign-in right after needs the app's next one.
    const step = await stepOfCode(db, auth, me.id, code)
    if (step !== null) await takeCodeStep(db, me.id, step)
    await forgetPasswordChecks(db, me.id)
    // Enrolling turns the session over: the new token replaces the one this request came with.
    const token = (await sessionTokenFrom(auth, headers)) ?? bearerToken(c.req.header('authorization'))!
    const session = await findSession(db, token)
    if (!session) throw new Error('The session after enrollment could not be read back')
    const locale = requestLocale(c)
    return c.json(
      {
        success: true as const,
        message: m.bo_security_enrolled({}, { locale }),
        data: { token, expires_at: session.expiresAt.toISOString() },
      },
      200,
    )
  })

  app.openapi(stepUpRoute, async (c) => {
    const me = actingStaff(c)
    const input = c.req.valid('json')
    const db = await c.var.db()
    const field = input.code ? 'code' : 'password'
    await takePasswordCheck(db, me.id, field)
    const auth = await shopAuth(db)
    if (input.code && me.twoFactorEnabled) {
      const code = input.code.replace(/\s/g, '')
      // A code of the app serves once: one already used (here or at sign-in), or older, is refused.
      const step = await stepOfCode(db, auth, me.id, code)
      if (step !== null && !(await takeCodeStep(db, me.id, step))) throw usedCode()
      await auth.api.verifyTOTP({ body: { code }, headers: headersOf(c) }).catch((error) => {
        if (isRefusal(error)) throw wrongCode()
        throw error
      })
    } else {
      if (!input.password) throw wrongPassword()
      await auth.api.verifyPassword({ body: { password: input.password }, headers: headersOf(c) }).catch((error) => {
        if (isRefusal(error)) throw wrongPassword()
        throw error
      })
    }
    await forgetPasswordChecks(db, me.id)
    await markSessionVerified(db, bearerToken(c.req.header('authorization'))!)
    return c.json({ success: true as const, message: m.bo_security_verified({}, { locale: requestLocale(c) }) }, 200)
  })

  app.openapi(rolesRoute, async (c) => {
    const me = actingStaff(c)
    const required = c.req.valid('json')
    const db = await c.var.db()
    await db.transaction(async (tx) => {
      const before = await secondFactorRequirements(tx)
      await setSecondFactorRequirements(tx, required)
      await recordAudit(
        tx,
        {
          actorId: me.id,
          action: 'security.second_factor_roles',
          entity: 'security',
          entityId: 'second_factor_roles',
          before,
          after: required,
        },
        c.var.now(),
      )
    })
    return c.json({ success: true as const, data: await status(c) }, 200)
  })

  app.openapi(resetRoute, async (c) => {
    const me = actingStaff(c)
    const { id } = c.req.valid('param')
    if (id === me.id) throw new ApiError(409, (locale) => m.bo_security_reset_self({}, { locale }))
    const db = await c.var.db()
    await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ role: users.role, enabled: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.id, id))
        .for('update')
      if (!member || !isStaffRole(member.role)) throw notFound()
      await resetSecondFactor(tx, id)
      await recordAudit(
        tx,
        {
          actorId: me.id,
          action: 'staff.second_factor_reset',
          entity: 'staff',
          entityId: id,
          before: { second_factor: member.enabled },
          after: { second_factor: false },
        },
        c.var.now(),
      )
    })
    return c.json({ success: true as const, message: m.bo_security_reset_done({}, { locale: requestLocale(c) }) }, 200)
  })
}
