import { getLocale, type Locale } from '~/paraglide/runtime.js'

const formatters = new Map<string, Intl.NumberFormat>()

/** The one money formatter: centimes of MAD shown for `fr-MA` or `ar-MA`. */
export function formatMoney(centimes: number, locale: Locale = getLocale()): string {
  const tag = locale === 'ar' ? 'ar-MA' : 'fr-MA'
  let formatter = formatters.get(tag)
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'currency', currency: 'MAD' })
    formatters.set(tag, formatter)
  }
  return formatter.format(centimes / 100)
}
