/**
 * A render is checked before anyone gets it (issue 43, docs/decisions/0092): a PDF without text
 * (boxes and rules only, or text painted invisible as while a web font loads) is refused, and
 * renderPdf never answers one; the render queue bounds renders per account and in all.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { BlankPdfError, closePdfBrowser, renderPdf } from '~/api/files/pdf'
import { pdfShowsText, pdfTextFigures } from '~/api/files/pdf-check'
import { createRenderQueue } from '~/api/files/pdf-queue'
import { ApiError } from '~/api/http/errors'
import { pdfLines } from '../support/pdf-text'

afterAll(closePdfBrowser)

/** A minimal PDF by hand: one page whose content stream is `content`, with or without a font. */
function handMadePdf(content: string, font: boolean) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R${font ? ' /Resources << /Font << /F1 5 0 R >> >>' : ''} >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...(font ? ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'] : []),
  ]
  return new TextEncoder().encode(`%PDF-1.4\n${objects.map((body, index) => `${index + 1} 0 obj\n${body}\nendobj`).join('\n')}\n%%EOF\n`)
}

describe('the blank-render check', () => {
  it('refuses a PDF with boxes and rules and no text, accepts one that shows text', () => {
    expect(pdfShowsText(handMadePdf('0 0 m 100 100 l S 10 10 50 50 re S', false))).toBe(false)
    expect(pdfShowsText(handMadePdf('BT /F1 12 Tf 10 10 Td (Avoir 2026-000001) Tj ET', true))).toBe(true)
    expect(pdfTextFigures(handMadePdf('BT /F1 12 Tf 10 10 Td [(Av) 20 (oir)] TJ ET', true)).textShown).toBe(1)
  })

  it("refuses Chromium's own PDF of a page whose text is invisible, and renderPdf never answers it", { timeout: 60_000 }, async () => {
    const boxes = '<div style="border:1px solid #000;height:40px"></div><hr><p style="visibility:hidden">Avoir 2026-000001</p>'
    await expect(renderPdf(`<html><body>${boxes}</body></html>`)).rejects.toBeInstanceOf(BlankPdfError)
    const pdf = await renderPdf('<html><body><p>Avoir 2026-000001</p></body></html>')
    expect(pdfShowsText(pdf)).toBe(true)
    expect(await pdfLines(pdf)).toEqual(['Avoir 2026-000001'])
  })
})

describe('the render queue', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('renders one at a time per account, lets few wait, and refuses the rest at once (429 per account, 503 in all)', async () => {
    const queue = createRenderQueue({ atOnce: 2, waiting: 3, waitingPerAccount: 1 })
    const gates: (() => void)[] = []
    const started: string[] = []
    const work = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name)
        gates.push(() => resolve(name))
      })
    const a1 = queue.inTurn('a', work('a1'))
    const a2 = queue.inTurn('a', work('a2'))
    const refusedA = (() => {
      try {
        return queue.inTurn('a', work('a3'))
      } catch (error) {
        return error
      }
    })()
    expect(refusedA).toBeInstanceOf(ApiError)
    expect((refusedA as ApiError).status).toBe(429)
    expect((refusedA as ApiError).retryAfterSeconds).toBeGreaterThan(0)
    const b1 = queue.inTurn('b', work('b1'))
    const c1 = queue.inTurn('c', work('c1'))
    const d1 = queue.inTurn('d', work('d1'))
    expect(() => queue.inTurn('e', work('e1'))).toThrow(expect.objectContaining({ status: 503 }))
    await settle()
    expect(started).toEqual(['a1', 'b1'])
    expect(queue.figures()).toEqual({ running: 2, waiting: 3 })
    gates.shift()!() // a1 ends: a2 may start now that account a renders nothing
    await settle()
    expect(started).toEqual(['a1', 'b1', 'a2'])
    while (gates.length) {
      gates.shift()!()
      await settle()
      await settle()
    }
    expect(await Promise.all([a1, a2, b1, c1, d1])).toEqual(['a1', 'a2', 'b1', 'c1', 'd1'])
  })
})
