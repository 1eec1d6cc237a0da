/**
 * The storefront's side of the one-time links of decision 0059: accepting an invitation to the
 * team (the session is kept in cookies, as at sign-in) and confirming a new e-mail address. Both
 * also take the plain post of a page whose scripts never ran (decision 0054).
 */
import { createServerFn } from '@tanstack/react-start'
import { messageResponseSchema, sessionResponseSchema } from '~/api/contract/auth'
import { emailChangeConfirmBodySchema, staffInvitationAcceptBodySchema } from '~/api/contract/confirmation-links'
import { jsonOrFormPost } from '~/upstream/form-post'
import { answerPost } from '~/upstream/form-post.server'
import { shopMiddleware } from '~/upstream/middleware'
import { setSessionCookies } from '~/upstream/session-cookies.server'
import { refusalOr } from './auth.functions'

export const acceptStaffInvitationFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jsonOrFormPost(staffInvitationAcceptBodySchema))
  .handler(async ({ data: { body, post }, context }) => {
    const answer = await refusalOr(async () => {
      const { data: session } = await context.upstream.post('staff-invitation/accept', { schema: sessionResponseSchema, body })
      setSessionCookies(session)
      return { success: true as const, user: session.user, cart: session.cart }
    })
    if (post) answerPost(post, body, answer, () => ({ next: '/gestion' }), ['password'])
    return answer
  })

export const confirmEmailChangeFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jsonOrFormPost(emailChangeConfirmBodySchema))
  .handler(async ({ data: { body, post }, context }) => {
    const answer = await refusalOr(async () => {
      const done = await context.upstream.post('email-change/confirm', { schema: messageResponseSchema, body })
      return { success: true as const, message: done.message }
    })
    if (post) answerPost(post, body, answer, ({ message }) => ({ success: message }))
    return answer
  })
