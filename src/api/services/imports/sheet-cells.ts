/**
 * What an import reads in a cell and an export writes in it (docs/decisions/0081): amounts in
 * MAD with a comma or a point (`12,50`, `12.5`, Excel's numbers), whole counts, 1/0 flags. Each
 * reader answers the value or a refusal's message in the admin's language.
 */
import { PRICE_MAX_CENTIMES } from '~/api/contract/admin-prices'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

export type Read<T> = { ok: true; value: T } | { ok: false; message: string }

const ok = <T>(value: T): Read<T> => ({ ok: true, value })
const refused = <T>(message: string): Read<T> => ({ ok: false, message })

/** Centimes as an export writes them: MAD as a number (the CSV writer puts a decimal comma). */
export { madOf } from '~/lib/money'

/** A price in MAD, at most two decimals, from 0 to the back office's maximum; '' is null when `optional`. */
export function readPrice(text: string, locale: Locale, { optional = false } = {}): Read<number | null> {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '')
  if (cleaned === '') return optional ? ok(null) : refused(m.imp_error_price_missing({}, { locale }))
  if (cleaned.startsWith('-')) return refused(m.imp_error_price_negative({ value: text }, { locale }))
  // Excel may hand back 12.499999999 for 12,5: a binary float rounded to the centime.
  const match = /^(\d{1,7})(?:[.,](\d+))?$/.exec(cleaned)
  if (!match) return refused(m.imp_error_price_invalid({ value: text }, { locale }))
  const decimals = match[2] ?? ''
  const centimes =
    decimals.length <= 2 ? Number(match[1]) * 100 + Number(decimals.padEnd(2, '0')) : Math.round(Number(`${match[1]}.${decimals}`) * 100)
  if (decimals.length > 2 && Math.abs(Number(`${match[1]}.${decimals}`) * 100 - centimes) > 1e-6) {
    return refused(m.imp_error_price_invalid({ value: text }, { locale }))
  }
  if (centimes > PRICE_MAX_CENTIMES) return refused(m.imp_error_price_invalid({ value: text }, { locale }))
  return ok(centimes)
}

/** A whole count from 0 to a million; '' is null (not tracked) when `optional`. */
export function readCount(text: string, locale: Locale, { optional = false } = {}): Read<number | null> {
  if (text === '') return optional ? ok(null) : refused(m.imp_error_count_invalid({ value: text }, { locale }))
  if (/^-\d+$/.test(text)) return refused(m.imp_error_count_negative({ value: text }, { locale }))
  if (!/^\d{1,7}$/.test(text) || Number(text) > 1_000_000) return refused(m.imp_error_count_invalid({ value: text }, { locale }))
  return ok(Number(text))
}

/** 1 or 0 (also oui/non, نعم/لا, true/false): whether a product or pack size is on sale. */
export function readFlag(text: string, locale: Locale): Read<boolean> {
  const lowered = text.toLowerCase()
  if (['1', 'oui', 'true', 'نعم'].includes(lowered)) return ok(true)
  if (['0', 'non', 'false', 'لا'].includes(lowered)) return ok(false)
  return refused(m.imp_error_flag_invalid({ value: text }, { locale }))
}

/** A price and its sale price as a preview shows them: `12.50` or `12.50 / 10.00`. */
export const shownPrice = (price: number, sellPrice: number | null) =>
  sellPrice === null ? (price / 100).toFixed(2) : `${(price / 100).toFixed(2)} / ${(sellPrice / 100).toFixed(2)}`
