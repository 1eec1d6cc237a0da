/**
 * The storefront's side of the one-time links of decision 0059: accepting an invitation to the
 * team (the session is kept in cookies, as at sign-in) and confirming a new e-mail address.
 */
import { createServerFn } from '@tanstack/react-start'
import { messageResponseSchema, sessionResponseSchema } from '~/api/contract/auth'
import { emailChangeConfirmBodySchema, staffInvitationAcceptBodySchema } from '~/api/contract/confirmation-links'
import { shopMiddleware } from '~/upstream/middleware'
import { setSessionCookies } from '~/upstream/session-cookies.server'
import { refusalOr } from './auth.functions'

export const acceptStaffInvitationFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(staffInvitationAcceptBodySchema)
  .handler(({ data, context }) =>
    refusalOr(async () => {
      const { data: session } = await context.upstream.post('staff-invitation/accept', { schema: sessionResponseSchema, body: data })
      setSessionCookies(session)
      return { ok: true as const, user: session.user, cart: session.cart }
    }),
  )

export const confirmEmailChangeFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(emailChangeConfirmBodySchema)
  .handler(({ data, context }) =>
    refusalOr(async () => {
      const done = await context.upstream.post('email-change/confirm', { schema: messageResponseSchema, body: data })
      return { ok: true as const, message: done.message }
    }),
  )
