/**
 * The contact form and the self-hosted captcha's challenges (docs/decisions/0018). The order of
 * the checks: the fields (400 with each field's message), the address's attempts (429), the
 * captcha (400 under the captcha), the sender e-mail's messages (429), then the message is
 * stored, its solution recorded as used in the same transaction, and both e-mails queued.
 */
import type { Locale } from '~/paraglide/runtime.js'
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { appConfig } from '#app-config'
import { contactFields } from '~/api/contract/contact-fields'
import { m } from '~/paraglide/messages.js'
import { takeAttempt } from '~/api/auth/rate-limits'
import { userFromAuthorization } from '~/api/auth/session'
import { captchaMode, checkAltcha, checkRecaptcha, newChallenge, type SiteVerify } from '~/api/captcha/captcha'
import { captchaChallengeSchema, contactBodySchema, contactResponseSchema } from '~/api/contract/contact'
import { localeSchema } from '~/api/contract/common'
import { addressKey, clientAddress } from '~/api/http/client-address'
import type { ApiEnv } from '~/api/http/env'
import { json } from '~/api/http/openapi-json'
import { ApiError, fieldErrors } from '~/api/http/errors'
import { CaptchaUsed, storeContactMessage } from '~/api/services/content/contact'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { noSession, sessionOptional } from '~/api/http/openapi-security'

const contactRoute = createRoute({
  method: 'post',
  path: '/{locale}/contact',
  operationId: 'sendContactMessage',
  security: sessionOptional,
  summary: 'Sends a message to the shop (captcha required); the sender gets a confirmation e-mail',
  request: { params: z.object({ locale: localeSchema }), body: { ...json(contactBodySchema), required: true } },
  responses: {
    200: { ...json(contactResponseSchema), description: 'Message stored and sent' },
    400: refusalResponse('Invalid fields or captcha'),
    429: refusalResponse('Too many messages'),
  },
})

const challengeRoute = createRoute({
  method: 'get',
  path: '/captcha/challenge',
  operationId: 'getCaptchaChallenge',
  security: noSession,
  summary: 'A new ALTCHA proof-of-work challenge (404 when the shop uses reCAPTCHA)',
  request: { query: z.object({ lang: localeSchema.optional() }) },
  responses: {
    200: { ...json(captchaChallengeSchema), description: 'A signed challenge, valid 10 minutes' },
    404: refusalResponse('The shop uses reCAPTCHA'),
  },
})

const captchaRefused = () =>
  new ApiError(
    400,
    (locale) => m.contact_error_captcha_invalid({}, { locale }),
    (locale) => ({
      captcha: [m.contact_error_captcha_invalid({}, { locale })],
    }),
  )

function tooManyMessages(waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  const error = new ApiError(429, (locale) => m.contact_error_too_many({ minutes }, { locale }))
  error.retryAfterSeconds = Math.ceil(waitMs / 1000)
  return error
}

export function registerContact(app: OpenAPIHono<ApiEnv>, { siteVerify }: { siteVerify?: SiteVerify } = {}) {
  app.openapi(challengeRoute, async (c) => {
    const config = appConfig()
    if (captchaMode(config) !== 'altcha') throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
    const challenge = await newChallenge(await c.var.db(), config, c.var.now())
    c.header('Cache-Control', 'no-store')
    return c.json(challenge as z.infer<typeof captchaChallengeSchema>, 200)
  })

  app.openapi(contactRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const body = c.req.valid('json')
    const parsed = contactFields(locale).safeParse(body)
    if (!parsed.success) {
      throw new ApiError(
        400,
        (lang) => m.api_invalid_input({}, { locale: lang }),
        fieldErrors(parsed.error, locale as Locale, { ownMessages: true }),
      )
    }
    const { captcha, ...input } = parsed.data
    const db = await c.var.db()
    const now = c.var.now()
    const config = appConfig()
    await takeAttempt(db, [['contactAddress', addressKey(c)]], tooManyMessages)
    const solution =
      captchaMode(config) === 'recaptcha'
        ? await checkRecaptcha(config, captcha, clientAddress(c), now, siteVerify)
        : await checkAltcha(db, config, captcha, now)
    if (!solution) throw captchaRefused()
    await takeAttempt(db, [['contactEmail', input.email]], tooManyMessages)
    const user = await userFromAuthorization(db, c.req.header('authorization'))
    const id = await storeContactMessage(db, { input, locale, userId: user?.id ?? null, solution, now }).catch((error) => {
      if (error instanceof CaptchaUsed) throw captchaRefused()
      throw error
    })
    return c.json({ success: true as const, message: m.contact_sent_title({}, { locale }), data: { id } }, 200)
  })
}
