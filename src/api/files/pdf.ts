/**
 * HTML to PDF through Chromium (decision 0073): a browser shapes Arabic (joined letters) and lays
 * out right-to-left text, which PDF libraries do not. One browser is launched on first use and
 * kept; each render gets its own context with scripts off and every request refused, so the HTML
 * must carry everything it shows (fonts and images as data: URLs). At most PDF_RENDERS_AT_ONCE
 * render together; a browser that died is launched again at the next render.
 */
import cairoArabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?inline'
import cairoLatin from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?inline'
import cairoLatinExt from '@fontsource-variable/cairo/files/cairo-latin-ext-wght-normal.woff2?inline'
import pLimit from 'p-limit'
import { type Browser, chromium } from 'playwright-core'
import { appConfig } from '#app-config'

let browser: Promise<Browser> | null = null
let limit: ReturnType<typeof pLimit> | null = null

function launched(): Promise<Browser> {
  if (!browser) {
    const launching = chromium.launch({ executablePath: appConfig().CHROMIUM_PATH, args: ['--disable-dev-shm-usage'] })
    browser = launching
    launching.then(
      (opened) => opened.on('disconnected', () => (browser === launching ? (browser = null) : undefined)),
      () => (browser === launching ? (browser = null) : undefined),
    )
  }
  return browser
}

/**
 * The shop's typeface (Cairo: Arabic and Latin) as `@font-face` rules with the fonts inlined:
 * the renderer fetches nothing, and the server may have no Arabic font installed. A document's
 * CSS starts with this and uses `font-family: Cairo`.
 */
export const DOCUMENT_FONT_CSS = [
  [cairoArabic, 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200E, U+FB50-FDFF, U+FE70-FEFC'],
  [cairoLatinExt, 'U+0100-02BA, U+1E00-1EFF, U+20A0-20C0, U+2C60-2C7F, U+A720-A7FF'],
  [cairoLatin, 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+2000-206F, U+20AC, U+2122, U+2212'],
]
  .map(([url, range]) => `@font-face{font-family:Cairo;font-weight:200 1000;src:url(${url}) format('woff2');unicode-range:${range}}`)
  .join('')

export interface PdfOptions {
  /** Shown in the PDF viewer's title bar and kept in the file's metadata. */
  title?: string
}

export function renderPdf(html: string, _options: PdfOptions = {}): Promise<Uint8Array> {
  limit ??= pLimit(appConfig().PDF_RENDERS_AT_ONCE)
  return limit(async () => {
    const context = await (await launched()).newContext({ javaScriptEnabled: false, offline: true })
    try {
      await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()))
      const page = await context.newPage()
      await page.setContent(html, { waitUntil: 'load' })
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })
      return new Uint8Array(pdf)
    } finally {
      await context.close()
    }
  })
}

/** At shutdown: the browser goes with the server. */
export async function closePdfBrowser(): Promise<void> {
  const open = browser
  browser = null
  if (open) await (await open.catch(() => null))?.close()
}
