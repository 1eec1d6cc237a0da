/**
 * The back office's second factor and step-up (docs/decisions/0060, 0061): a member's own
 * enrollment, the roles that must have one, an admin's reset, and the password or code given
 * again before a sensitive action.
 */
import { z } from '@hono/zod-openapi'
import { successSchema } from './common'

export const secondFactorRolesSchema = z
  .object({ admin: z.boolean(), staff: z.boolean(), driver: z.boolean() })
  .openapi('SecondFactorRoles')

export const secondFactorStatusResponseSchema = successSchema(
  z.object({
    /** The member has a confirmed authenticator app. */
    enrolled: z.boolean(),
    /** The member's role must have one (the back office refuses them until they enroll). */
    required: z.boolean(),
    roles: secondFactorRolesSchema,
  }),
).openapi('SecondFactorStatusResponse')

export const secondFactorEnrollBodySchema = z.object({ password: z.string().max(1024) }).openapi('SecondFactorEnroll')
export const secondFactorEnrollResponseSchema = successSchema(
  z.object({
    /** `otpauth://totp/…`, for the QR code. */
    totp_uri: z.string(),
    /** The same secret in base32, for typing into the app. */
    secret: z.string(),
    /** The `otpauth` address drawn as a QR code to scan: an SVG image, as a `data:` URL an `<img>` shows. */
    totp_qr: z.string(),
    /** Ten single-use recovery codes: shown once, after the first code confirmed the app. */
    recovery_codes: z.array(z.string()),
  }),
).openapi('SecondFactorEnrollResponse')

export const secondFactorCodeBodySchema = z.object({ code: z.string().max(20) }).openapi('SecondFactorCode')
/** Confirming the app turns the session over (better-auth's rule): the new token replaces the old. */
export const secondFactorConfirmResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), data: z.object({ token: z.string(), expires_at: z.string() }) })
  .openapi('SecondFactorConfirmResponse')

export const stepUpBodySchema = z
  .object({ password: z.string().max(1024).optional(), code: z.string().max(20).optional() })
  .openapi('StepUp')
export const messageOnlyResponseSchema = z.object({ success: z.literal(true), message: z.string() }).openapi('AdminMessageResponse')
