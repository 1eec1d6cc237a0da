import { getLocale, type Locale } from '~/paraglide/runtime.js'
import { SHOP_TIME_ZONE } from './shop-dates'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = locale === 'ar' ? 'ar-MA' : 'fr-MA'
  const key = `${tag} ${JSON.stringify(options)}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(tag, { ...options, timeZone: SHOP_TIME_ZONE })
    formatters.set(key, made)
  }
  return made
}

/**
 * A day as customers read it in Morocco, the same on the server and in the browser (the time
 * zone is fixed, so a page never hydrates with another date).
 */
export function formatDate(value: string | Date, locale: Locale = getLocale()): string {
  // A bare day (`2026-11-02`) is that day, not midnight UTC of it.
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value)
  return formatter(locale, { dateStyle: 'long' }).format(date)
}

/** A moment (an order's status change) as read in Morocco: its day and its time. */
export function formatDateTime(value: string | Date, locale: Locale = getLocale()): string {
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
}

/** A time of day as read in Morocco (10:42), for "delivered at 10:42". */
export function formatTime(value: string | Date, locale: Locale = getLocale()): string {
  return formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(value))
}
