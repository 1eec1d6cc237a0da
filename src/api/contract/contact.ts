/**
 * The contact form (`POST /api/{locale}/contact`) and the self-hosted captcha's challenges
 * (`GET /api/captcha/challenge`). Field rules live in ./contact-fields.ts and
 * are applied by the handler, so their messages come in the request's language; these schemas
 * give the shape and the size limits.
 */
import { z } from '@hono/zod-openapi'

const text = (max: number) => z.string().max(max)

export const contactBodySchema = z
  .object({
    name: text(200),
    email: text(320),
    phone: text(60).optional().default(''),
    subject: text(40),
    order_reference: text(60).optional().default(''),
    message: text(6000),
    /** The captcha's answer: the ALTCHA widget's payload, or a reCAPTCHA token. */
    captcha: text(4000).optional().default(''),
  })
  .openapi('ContactBody')
export type ContactBody = z.input<typeof contactBodySchema>

export const contactResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.number().int() }) })
  .openapi('ContactResponse')

/** An ALTCHA challenge, as the widget reads it. */
export const captchaChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().int().optional(),
    }),
    signature: z.string().optional(),
  })
  .openapi('CaptchaChallenge')
