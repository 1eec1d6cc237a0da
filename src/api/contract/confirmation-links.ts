/**
 * The pages a one-time e-mail link opens besides registration and reset (docs/decisions/0059):
 * accepting an invitation to the back office, and confirming a new e-mail address.
 */
import { z } from '@hono/zod-openapi'
import { saveCartBodySchema } from './cart'

const text = (max: number) => z.string().max(max)

/** The invitation's token and the password the invitee chooses; signs them in. */
export const staffInvitationAcceptBodySchema = z
  .object({ token: text(200), password: text(1024), cart: saveCartBodySchema.optional() })
  .openapi('StaffInvitationAcceptBody')

export const emailChangeConfirmBodySchema = z.object({ token: text(200) }).openapi('EmailChangeConfirmBody')
