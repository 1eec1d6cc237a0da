import { getLocale, type Locale } from '~/paraglide/runtime.js'

const NO_BREAK_SPACE = '\u00A0'
const RIGHT_TO_LEFT_MARK = '\u200F'
const LEFT_TO_RIGHT_MARK = '\u200E'

/**
 * The one money formatter: centimes of MAD (an integer) shown exactly as
 * `Intl.NumberFormat('fr-MA' | 'ar-MA', { style: 'currency', currency: 'MAD' })` shows them
 * (`1.234,50 MAD`, `‏1.234,50 د.م.‏`), written out rather than asked of Intl: a page's first Intl
 * formatter loads the browser's locale data, a single task of 25–47 ms on a desktop and several
 * times that on a phone, and prices are the only thing a public page formats with Intl
 * (docs/decisions/0051). money.test.ts holds it to Intl's output in both languages.
 */
export function formatMoney(centimes: number, locale: Locale = getLocale()): string {
  const rounded = Math.round(centimes)
  const amount = amountDigits(rounded)
  if (locale === 'ar') {
    const sign = rounded < 0 ? `${LEFT_TO_RIGHT_MARK}-` : ''
    return `${RIGHT_TO_LEFT_MARK}${sign}${amount}${NO_BREAK_SPACE}د.م.${RIGHT_TO_LEFT_MARK}`
  }
  return `${rounded < 0 ? '-' : ''}${amount}${NO_BREAK_SPACE}MAD`
}

/** The amount without sign nor currency, as Morocco writes it in both languages: 1.234,50. */
export function amountDigits(centimes: number): string {
  const absolute = Math.abs(Math.round(centimes))
  const units = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${units},${String(absolute % 100).padStart(2, '0')}`
}

/** Centimes as a number of dirhams, for a form's field or a spreadsheet's cell (12.5); none stays none. */
export function madOf(centimes: number): number
export function madOf(centimes: number | null): number | null
export function madOf(centimes: number | null): number | null {
  return centimes === null ? null : centimes / 100
}

/**
 * Dirhams as typed in a form's field (12.5) as the API keeps them, integer centimes; none stays none
 * (the API says under the field when it needs one). The one way from dirhams to centimes: rounded
 * to the centime, so 0.1 + 0.2 typed is 30, not 30.000000000000004.
 */
export function centimesOf(mad: number): number
export function centimesOf(mad: number | null): number | null
export function centimesOf(mad: number | null): number | null {
  return mad === null ? null : Math.round(mad * 100)
}
