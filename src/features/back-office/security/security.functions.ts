/**
 * The back office's second factor and step-up through the Shop API (docs/decisions/0060, 0061):
 * the member's own authenticator app, the roles that must have one, an admin's reset of a member's,
 * and the password or code given again before a sensitive action.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  messageOnlyResponseSchema,
  secondFactorConfirmResponseSchema,
  secondFactorEnrollResponseSchema,
  secondFactorRolesSchema,
  secondFactorStatusResponseSchema,
} from '~/api/contract/admin-second-factor'
import { answerOf, refusalOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'
import { setSessionCookies } from '~/upstream/session-cookies.server'

export const getSecondFactorStatus = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(
    async ({ context }) => (await context.upstream.get('/api/admin/second-factor', { schema: secondFactorStatusResponseSchema })).data,
  )

export const enrollSecondFactorFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ password: z.string().max(1024) }))
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('/api/admin/second-factor/enroll', { schema: secondFactorEnrollResponseSchema, body: data })),
  )

/** The first code confirms the app; the session was turned over, so this browser keeps the new one. */
export const confirmSecondFactorFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ code: z.string().max(20) }))
  .handler(async ({ data, context }) => {
    try {
      const answer = await context.upstream.post('/api/admin/second-factor/confirm', {
        schema: secondFactorConfirmResponseSchema,
        body: data,
      })
      setSessionCookies(answer.data)
      return { success: true as const, message: answer.message }
    } catch (error) {
      return refusalOf(error)
    }
  })

export const stepUpFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ secret: z.string().max(1024) }))
  .handler(async ({ data, context }) => {
    // Six digits are a code of the app; anything else is the password.
    const body = /^\d{6}$/.test(data.secret.trim()) ? { code: data.secret.trim() } : { password: data.secret }
    const answer = await answerOf(async () => ({
      data: (await context.upstream.post('/api/admin/step-up', { schema: messageOnlyResponseSchema, body })).message,
    }))
    if (answer.success) return answer
    // The dialog's one field takes the password or the code: the refusal of either is shown under it.
    const { password = [], code = [], ...others } = answer.errors
    return { ...answer, errors: { ...others, secret: [...password, ...code] } }
  })

export const setSecondFactorRolesFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(secondFactorRolesSchema)
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.request('/api/admin/second-factor-roles', { method: 'PUT', schema: secondFactorStatusResponseSchema, body: data }),
    ),
  )

export const resetSecondFactorFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id: z.number().int().positive().max(2_147_483_647) }))
  .handler(({ data, context }) =>
    answerOf(async () => ({
      data: (
        await context.upstream.post(`/api/admin/staff/${data.id}/second-factor/reset`, { schema: messageOnlyResponseSchema, body: {} })
      ).message,
    })),
  )
