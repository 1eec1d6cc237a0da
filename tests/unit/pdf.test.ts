import { afterAll, describe, expect, it } from 'vitest'
import { closePdfBrowser, DOCUMENT_FONT_CSS, renderPdf } from '~/api/files/pdf'
import { logicalLine, pdfLines } from '../support/pdf-text'

afterAll(closePdfBrowser)

const page = (dir: 'rtl' | 'ltr', body: string) =>
  `<html dir="${dir}"><style>${DOCUMENT_FONT_CSS} body{font-family:Cairo}</style><body>${body}</body></html>`

describe('renderPdf', () => {
  it('renders Arabic joined and right to left: its text reads back in logical order', async () => {
    const pdf = await renderPdf(
      page('rtl', '<h1>فاتورة رقم <bdi dir="ltr">2026-000042</bdi></h1><p>المجموع <bdi dir="ltr">1 234,50</bdi> درهم</p>'),
    )
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')
    const lines = await pdfLines(pdf)
    expect(lines).toContain('فاتورة رقم 2026-000042')
    expect(lines).toContain('المجموع 1 234,50 درهم')
  }, 60_000)

  it('renders French as it is written', async () => {
    const lines = await pdfLines(await renderPdf(page('ltr', '<p>Facture n° 2026-000042</p><p>Total TTC : 120,00 MAD</p>')))
    expect(lines).toEqual(['Facture n° 2026-000042', 'Total TTC : 120,00 MAD'])
  }, 60_000)

  it('fetches nothing: an outside image is refused, the PDF still made', async () => {
    const pdf = await renderPdf(page('ltr', '<p>Sans image</p><img src="http://127.0.0.1:9/x.png">'))
    expect(await pdfLines(pdf)).toEqual(['Sans image'])
  }, 60_000)
})

describe('logicalLine', () => {
  it('puts a visual right-to-left line back in reading order', () => {
    expect(logicalLine(['2026-000042', ' ', 'ﻢ', 'ﻗ', 'ر', ' ', 'رة', 'ﻮ', 'ﺗ', 'ﺎ', 'ﻓ'])).toBe('فاتورة رقم 2026-000042')
    expect(logicalLine(['Total 12,00', ' ', 'MAD'])).toBe('Total 12,00 MAD')
    expect(logicalLine(['12,00', ' ', 'MAD', ' ', 'ﻉ', 'ﻮ', 'ﻤ', 'ﺠ', 'ﻤ', 'ﻟ', 'ا'])).toBe('المجموع 12,00 MAD')
  })
})
