/**
 * HTML to PDF through Chromium (decision 0073): a browser shapes Arabic (joined letters) and lays
 * out right-to-left text, which PDF libraries do not. One browser is launched on first use and
 * kept; each render gets its own context with scripts off and every request refused, so the HTML
 * must carry everything it shows (fonts and images as data: URLs). A browser that died is launched
 * again at the next render. How many render at once, per account and in all, is pdf-queue.ts's
 * business (docs/decisions/0092).
 *
 * A render waits for its fonts and is checked before anyone gets it (0092): text laid out while its
 * web font is still loading is painted invisible (the font's block period), and a PDF printed then
 * has its boxes and rules and not one character. So the page's faces are loaded for the very text
 * it shows and checked loaded before printing, and the PDF must show text (pdf-check.ts); a render
 * that fails either is tried once more, then refused with an error: never a blank document.
 */
import cairoArabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?inline'
import cairoLatin from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?inline'
import cairoLatinExt from '@fontsource-variable/cairo/files/cairo-latin-ext-wght-normal.woff2?inline'
import { type Browser, chromium } from 'playwright-core'
import { appConfig } from '#app-config'
import { log } from '~/lib/logger.server'
import { pdfShowsText } from './pdf-check'

let browser: Promise<Browser> | null = null

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

/** A render that could not be trusted: no text in it, or its fonts not loaded. */
export class BlankPdfError extends Error {}

/**
 * Loads every face the page's text needs (`unicode-range` faces load only for the characters
 * laid out) and waits for them; answers whether each family can draw the whole text now. Runs in
 * Playwright's own world: the page's scripts stay off.
 */
const FONTS_READY = async () => {
  const text = document.body?.innerText ?? ''
  const families = [...new Set([...document.fonts].map((face) => face.family))]
  await Promise.all(families.map((family) => document.fonts.load(`16px ${family}`, text)))
  await document.fonts.ready
  return (
    families.every((family) => document.fonts.check(`16px ${family}`, text)) && [...document.fonts].every((face) => face.status !== 'error')
  )
}

async function renderOnce(html: string): Promise<Uint8Array> {
  const context = await (await launched()).newContext({ javaScriptEnabled: false, offline: true })
  try {
    await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()))
    const page = await context.newPage()
    await page.setContent(html, { waitUntil: 'load' })
    if (!(await page.evaluate(FONTS_READY))) throw new BlankPdfError('the fonts were not loaded')
    const pdf = new Uint8Array(await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }))
    if (!pdfShowsText(pdf)) throw new BlankPdfError('the PDF shows no text')
    return pdf
  } finally {
    await context.close()
  }
}

/** The HTML as a PDF whose text is there: tried twice at most, else an error (never a blank). */
export async function renderPdf(html: string, options: PdfOptions = {}): Promise<Uint8Array> {
  try {
    return await renderOnce(html)
  } catch (error) {
    log.warn({ err: error, title: options.title }, '[pdf] a render failed its check or broke: trying once more')
    return renderOnce(html)
  }
}

/** At shutdown: the browser goes with the server. */
export async function closePdfBrowser(): Promise<void> {
  const open = browser
  browser = null
  if (open) await (await open.catch(() => null))?.close()
}
