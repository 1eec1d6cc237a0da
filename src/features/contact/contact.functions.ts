import { createServerFn } from '@tanstack/react-start'
import { appConfig } from '#app-config'
import { contactBodySchema, contactResponseSchema } from '~/api/contract/contact'
import { m } from '~/paraglide/messages.js'
import { UpstreamError } from '~/upstream/client'
import { jsonOrFormPost } from '~/upstream/form-post'
import { postDone, postRefused } from '~/upstream/form-post.server'
import { shopMiddleware } from '~/upstream/middleware'
import type { Refusal } from '~/features/auth/auth.functions'

/**
 * How to reach the shop. Answered in the caller's language: from an Arabic page the
 * opening hours come back in Arabic (the locale travels with the call, see src/i18n/).
 */
export const getShopContact = createServerFn({ method: 'GET' }).handler(() => {
  const config = appConfig()
  return { phone: config.SHOP_CONTACT_PHONE, email: config.SHOP_CONTACT_EMAIL, hours: m.footer_hours() }
})

/** The contact form: the Shop API checks the fields and the captcha; refusals come back for the form. */
export const sendContactMessageFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(jsonOrFormPost(contactBodySchema))
  .handler(async ({ data: { body, post }, context }): Promise<{ ok: true; id: number } | Refusal> => {
    const answer = await send(() => context.upstream.post('contact', { schema: contactResponseSchema, body }))
    // Posted without scripts (docs/decisions/0054): the captcha's answer is never sent back.
    if (post && !answer.ok) postRefused(post, body, answer, ['captcha'])
    if (post) postDone(post, { success: m.contact_sent_text({ name: body.name.trim(), email: '\u2068' + body.email.trim() + '\u2069' }) })
    return answer
  })

async function send(call: () => Promise<{ data: { id: number } }>): Promise<{ ok: true; id: number } | Refusal> {
  try {
    return { ok: true as const, id: (await call()).data.id }
  } catch (error) {
    if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) {
      return { ok: false, message: error.message, errors: error.errors }
    }
    throw error
  }
}
