import type { Locale } from '~/paraglide/runtime.js'

/** The text direction is left-to-right only for French. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'fr' ? 'ltr' : 'rtl'
}
