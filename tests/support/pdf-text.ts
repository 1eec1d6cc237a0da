/**
 * A PDF's text as a reader reads it, line by line, for tests (decision 0073). A PDF holds its
 * glyphs in visual order, left to right, and Chromium writes Arabic as its joined forms
 * (presentation forms). Each line is put back in logical order the way the Unicode bidi
 * algorithm lays out a right-to-left line: its pieces in reverse order, numbers and Latin words
 * kept as they are; then NFKC gives the letters back. (In an Arabic line a reference such as
 * 2026-000042 must be isolated, `<bdi dir="ltr">`, or the browser shows it as 000042-2026.)
 */
import { getDocumentProxy } from 'unpdf'

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const isArabic = (piece: string | undefined) => piece !== undefined && ARABIC.test(piece)
const isLeftToRight = (piece: string | undefined) => piece !== undefined && !isArabic(piece) && LETTER_OR_DIGIT.test(piece)

/**
 * One visual line (the PDF's text pieces, left to right) in logical order. A piece is a glyph or
 * a run the PDF keeps whole: a joined Arabic glyph may stand for two letters already in order.
 */
export function logicalLine(pieces: string[]): string {
  if (!pieces.some(isArabic)) return pieces.join('').normalize('NFKC').trim()
  const reversed = [...pieces].reverse()
  const ordered: string[] = []
  for (let index = 0; index < reversed.length;) {
    if (!isLeftToRight(reversed[index])) {
      ordered.push(reversed[index++] ?? '')
      continue
    }
    // A left-to-right run (numbers, Latin words and the spaces between them) keeps its own order.
    let end = index
    for (let next = index; next < reversed.length && !isArabic(reversed[next]); next++) {
      if (isLeftToRight(reversed[next])) end = next
    }
    ordered.push(...reversed.slice(index, end + 1).reverse())
    index = end + 1
  }
  return ordered.join('').normalize('NFKC').replace(/\s+/g, ' ').trim()
}

/** Every page's lines, top to bottom, each in logical order. */
export async function pdfLines(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(pdf.slice())
  const lines: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const byRow = new Map<number, { x: number; text: string }[]>()
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str === '') continue
      const y = Math.round(item.transform[5])
      const row = byRow.get(y) ?? []
      row.push({ x: item.transform[4], text: item.str })
      byRow.set(y, row)
    }
    for (const y of [...byRow.keys()].sort((a, b) => b - a)) {
      const visual = byRow
        .get(y)!
        .sort((a, b) => a.x - b.x)
        .map((part) => part.text)
      const line = logicalLine(visual)
      if (line) lines.push(line)
    }
  }
  return lines
}
