import type { Context } from 'hono'
import { LOCALES } from '~/api/contract/common'
import type { Locale } from '~/paraglide/runtime.js'

/** The language of an API answer: the `{locale}` of the path, else the `lang` query parameter, else French. */
export function requestLocale(c: Context): Locale {
  const candidates = [c.req.param('locale'), c.req.query('lang')]
  return candidates.find((value): value is Locale => LOCALES.includes(value as Locale)) ?? 'fr'
}
