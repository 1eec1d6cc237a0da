import cairoArabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url'
import cairoLatin from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url'
import type { Locale } from '~/paraglide/runtime.js'

/**
 * The font files a page needs first, preloaded so text does not reflow when the font arrives
 * (layout shift). Arabic pages also show Latin text (brand names, prices).
 */
export function fontPreloads(locale: Locale) {
  const files = locale === 'ar' ? [cairoArabic, cairoLatin] : [cairoLatin]
  return files.map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const }))
}
