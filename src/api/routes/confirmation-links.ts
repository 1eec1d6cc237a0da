/**
 * What a one-time e-mail link's page posts (docs/decisions/0059): the invitee's acceptance of an
 * invitation to the back office (their password; they are signed in), and the confirmation of a
 * new e-mail address. Neither needs a session: the link's token is the proof.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { takeAttempt } from '~/api/auth/rate-limits'
import { messageResponseSchema, sessionResponseSchema } from '~/api/contract/auth'
import { registrationConfirmFields } from '~/api/contract/auth-fields'
import { localeSchema } from '~/api/contract/common'
import { emailChangeConfirmBodySchema, staffInvitationAcceptBodySchema } from '~/api/contract/confirmation-links'
import { addressKey } from '~/api/http/client-address'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { noSession } from '~/api/http/openapi-security'
import { confirmEmailChange } from '~/api/services/accounts/email-change'
import { acceptInvitation } from '~/api/services/accounts/staff-invitations'
import { linkPassword, requestFacts } from '~/api/auth/flows/flow-parts'
import { newSession, sessionAnswer } from '~/api/auth/flows/session-answer'

const params = z.object({ locale: localeSchema })

const acceptRoute = createRoute({
  method: 'post',
  path: '/{locale}/staff-invitation/accept',
  operationId: 'acceptStaffInvitation',
  security: noSession,
  summary: "Accepts an invitation to the back office from its link: sets the password, ends the account's other sessions, signs in",
  request: { params, body: { ...json(staffInvitationAcceptBodySchema), required: true } },
  responses: {
    200: { ...json(sessionResponseSchema), description: 'Signed in as staff' },
    400: refusalResponse('Invalid password, or the link expired, was used or replaced'),
    429: refusalResponse('Too many attempts'),
  },
})

const confirmEmailRoute = createRoute({
  method: 'post',
  path: '/{locale}/email-change/confirm',
  operationId: 'confirmEmailChange',
  security: noSession,
  summary: 'Applies a change of e-mail from the link sent to the new address; the address is then verified',
  request: { params, body: { ...json(emailChangeConfirmBodySchema), required: true } },
  responses: {
    200: { ...json(messageResponseSchema), description: 'Changed' },
    400: refusalResponse('The link expired, was used or replaced'),
    409: refusalResponse('The address belongs to another account'),
    429: refusalResponse('Too many attempts'),
  },
})

export function registerConfirmationLinks(app: OpenAPIHono<ApiEnv>) {
  app.openapi(acceptRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const body = c.req.valid('json')
    const db = await c.var.db()
    const facts = requestFacts(c)
    const input = await linkPassword(db, { schema: registrationConfirmFields(locale as Locale), body, locale, facts })
    const { userId } = await acceptInvitation(db, input.token, input.password, c.var.now())
    return c.json({ success: true as const, data: await sessionAnswer(db, await newSession(db, userId, facts), locale, body.cart) }, 200)
  })

  app.openapi(confirmEmailRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const db = await c.var.db()
    await takeAttempt(db, [['registrationLinkAddress', addressKey(c)]])
    const { email } = await confirmEmailChange(db, c.req.valid('json').token, c.var.now())
    return c.json({ success: true as const, message: m.email_change_done({ email }, { locale }) }, 200)
  })
}
