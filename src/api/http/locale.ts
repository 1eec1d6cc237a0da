import type { Context } from 'hono'
import { type ApiLocale, LOCALES } from '../contract/common'

/** The language of an API answer: the `{locale}` of the path, else the `lang` query parameter, else French. */
export function requestLocale(c: Context): ApiLocale {
  const candidates = [c.req.param('locale'), c.req.query('lang')]
  return (candidates.find((value): value is ApiLocale => LOCALES.includes(value as ApiLocale)) ?? 'fr')
}
