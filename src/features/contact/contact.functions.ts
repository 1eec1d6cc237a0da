import { createServerFn } from '@tanstack/react-start'
import { appConfig } from '../../../app.config'
import { m } from '../../paraglide/messages.js'

/**
 * How to reach the shop. Answered in the caller's language: from an Arabic page the
 * opening hours come back in Arabic (the locale travels with the call, see src/i18n/).
 */
export const getShopContact = createServerFn({ method: 'GET' }).handler(() => {
  const config = appConfig()
  return { phone: config.SHOP_CONTACT_PHONE, email: config.SHOP_CONTACT_EMAIL, hours: m.footer_hours() }
})
