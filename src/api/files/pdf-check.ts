/**
 * Is there text in this PDF? (docs/decisions/0092) A render printed before its fonts were usable
 * comes out with its boxes and rules and not one character: a legal document that says nothing.
 * Chromium's PDFs (Skia) keep their objects in plain sight and their page contents in Flate
 * streams, so the check reads every stream, inflates it, and counts the text-showing operators
 * (`Tj`, `TJ`, `'`, `"` inside `BT … ET`); it also wants a font. Cheap (a few milliseconds for a
 * long invoice), no PDF library on the server: the tests read the text itself (tests/support/pdf-text.ts).
 */
import { inflateSync } from 'node:zlib'

const STREAM = /stream\r?\n/g
const TEXT_OBJECT = /\bBT\b[\s\S]*?\bET\b/g
const SHOWS_TEXT = /(\)|>|\])\s*(Tj|TJ|'|")/

/** Each stream's bytes, inflated when they are compressed (what cannot be inflated is skipped). */
function* streams(pdf: Buffer): Generator<string> {
  const text = pdf.toString('latin1')
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) break
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('<<', match.index)), match.index)
    const raw = pdf.subarray(start, end)
    if (!dictionary.includes('/FlateDecode')) {
      yield raw.toString('latin1')
      continue
    }
    try {
      yield inflateSync(raw, { finishFlush: 2 /* Z_SYNC_FLUSH: a trailing newline before endstream is no error */ }).toString('latin1')
    } catch {
      // A font or an image whose bytes are not a content stream: not where text is shown.
    }
  }
}

/** How many text-showing operators the PDF's content streams hold, and whether it carries a font. */
export function pdfTextFigures(bytes: Uint8Array): { textShown: number; fonts: number } {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const fonts = (pdf.toString('latin1').match(/\/Type\s*\/Font\b/g) ?? []).length
  let textShown = 0
  for (const content of streams(pdf)) {
    for (const block of content.match(TEXT_OBJECT) ?? []) if (SHOWS_TEXT.test(block)) textShown++
  }
  return { textShown, fonts }
}

/** A PDF a reader can read: it shows text, in a font it carries. */
export const pdfShowsText = (bytes: Uint8Array) => {
  const { textShown, fonts } = pdfTextFigures(bytes)
  return textShown > 0 && fonts > 0
}
