import { getLocale, type Locale } from '~/paraglide/runtime.js'

/** A count (points, orders) in the page's language, with Latin digits as the shop's prices use. */
export function formatNumber(value: number, locale: Locale = getLocale()): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-MA' : 'fr-MA').format(value)
}
