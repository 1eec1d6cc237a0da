import type { Locale } from '~/paraglide/runtime.js'

const NBSP = '\u00A0'
const NARROW_NBSP = '\u202F'

/**
 * French typography without typing invisible characters in the texts: a space that does not
 * break before `: ; ? !` and `»`, after `«` and `n°`, and between a number and its unit
 * (`8 h`, `18,9 L`, `48 heures`), so a line never starts with a lone `?` or `h`.
 * Arabic text is returned as it is.
 */
export function typeset(text: string, locale: Locale): string {
  if (locale !== 'fr') return text
  return text
    .replace(/ ([;?!»])/g, `${NARROW_NBSP}$1`)
    .replace(/ :/g, `${NBSP}:`)
    .replace(/« /g, `«${NARROW_NBSP}`)
    .replace(/n° /g, `n°${NBSP}`)
    .replace(/(\d) (?=(h|L|heures|jours|litres|dirhams|MAD)(?![\p{L}]))/gu, `$1${NBSP}`)
}
