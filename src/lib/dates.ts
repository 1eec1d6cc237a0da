import { getLocale, type Locale } from '~/paraglide/runtime.js'
import { SHOP_TIME_ZONE } from './shop-dates'

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A day as customers read it in Morocco, the same on the server and in the browser (the time
 * zone is fixed, so a page never hydrates with another date).
 */
export function formatDate(value: string | Date, locale: Locale = getLocale()): string {
  const tag = locale === 'ar' ? 'ar-MA' : 'fr-MA'
  let formatter = formatters.get(tag)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE })
    formatters.set(tag, formatter)
  }
  // A bare day (`2026-11-02`) is that day, not midnight UTC of it.
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value)
  return formatter.format(date)
}
