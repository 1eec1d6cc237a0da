import { SHOP_TIME_ZONE } from '~/lib/shop-dates'
import { getLocale, type Locale } from '~/paraglide/runtime.js'

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A moment (an order placed, a timeline event) as the team reads it: day and time in Casablanca,
 * the same on the server and in the browser.
 */
export function formatDateTime(value: string | Date, locale: Locale = getLocale()): string {
  const tag = locale === 'ar' ? 'ar-MA' : 'fr-MA'
  let formatter = formatters.get(tag)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE })
    formatters.set(tag, formatter)
  }
  return formatter.format(new Date(value))
}
