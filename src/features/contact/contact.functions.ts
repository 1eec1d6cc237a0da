import { createServerFn } from '@tanstack/react-start'
import { appConfig } from '#app-config'
import { contactBodySchema, contactResponseSchema } from '~/api/contract/contact'
import { m } from '~/paraglide/messages.js'
import { jsonOrFormPost } from '~/upstream/form-post'
import { answerPost } from '~/upstream/form-post.server'
import { shopMiddleware } from '~/upstream/middleware'
import type { Refusal } from '~/lib/refusal'
import { refusalOr } from '~/features/auth/auth.functions'

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
  .handler(async ({ data: { body, post }, context }): Promise<{ success: true; id: number } | Refusal> => {
    const answer = await refusalOr(async () => {
      const sent = await context.upstream.post('contact', { schema: contactResponseSchema, body })
      return { success: true as const, id: sent.data.id }
    })
    // Posted without scripts (docs/decisions/0054): the captcha's answer is never sent back.
    const told = () => ({ success: m.contact_sent_text({ name: body.name.trim(), email: '\u2068' + body.email.trim() + '\u2069' }) })
    if (post) answerPost(post, body, answer, told, ['captcha'])
    return answer
  })
