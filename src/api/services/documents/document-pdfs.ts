/**
 * Issued documents' PDFs, rendered once (docs/decisions/0092). An invoice or a credit note is
 * frozen when issued, so its HTML never changes: the PDF is kept under the hash of that HTML in
 * the media store's private `documents/` folder (0600 files in a 0700 folder, never served at
 * `/media/`, as proofs of delivery are kept, 0087) and every later download reads it from there.
 * A new layout makes new HTML, hence a new file: nothing stale is served. Downloads of one
 * document while it renders share that render; a render waits its turn in pdf-queue.ts without
 * holding an admission place, and is checked to show text before it is kept or served.
 */
import { createHash } from 'node:crypto'
import { renderPdf } from '~/api/files/pdf'
import { pdfRenderQueue } from '~/api/files/pdf-queue'
import { ApiError } from '~/api/http/errors'
import { mediaStore } from '~/api/media/media-store'
import { leaveAdmission } from '~/lib/admission-turn.server'
import { log } from '~/lib/logger.server'
import { m } from '~/paraglide/messages.js'

export const DOCUMENT_PDF_FOLDER = 'documents'

/** Who asks: one account renders one document at a time. */
export type PdfRequester = { userId: number }

const rendering = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

/** The issued document's PDF: from the store, or rendered (once, in turn, checked) and kept. */
export async function issuedDocumentPdf(html: string, requester: PdfRequester, title: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${DOCUMENT_PDF_FOLDER}/${createHash('sha256').update(html).digest('hex').slice(0, 32)}.pdf`
  const kept = await mediaStore().read(key)
  if (kept) return kept as Uint8Array<ArrayBuffer>
  let shared = rendering.get(key)
  if (!shared) {
    shared = renderAndKeep(key, html, requester, title).finally(() => rendering.delete(key))
    rendering.set(key, shared)
  }
  // Whether it started the render or joins one under way, this request now only waits for Chromium.
  leaveAdmission()
  return shared
}

async function renderAndKeep(key: string, html: string, requester: PdfRequester, title: string) {
  const pdf = await renderInTurn(html, requester, title)
  await mediaStore().put(key, pdf, 'application/pdf', { private: true })
  log.info({ key, title, bytes: pdf.byteLength }, '[pdf] rendered and kept')
  return pdf
}

/**
 * A render in `requester`'s turn (pdf-queue.ts), outside the edge's admission: from here the
 * request only waits for Chromium. Refused at once when the queues are full (429 / 503, Retry-After);
 * a render that fails its check twice is a 500 saying so, never a blank document.
 */
export async function renderInTurn(html: string, requester: PdfRequester, title: string): Promise<Uint8Array<ArrayBuffer>> {
  const queue = pdfRenderQueue()
  const turn = queue.inTurn(`user:${requester.userId}`, async () => {
    const started = performance.now()
    const pdf = await renderPdf(html, { title })
    log.debug({ title, ms: Math.round(performance.now() - started) }, '[pdf] rendered')
    return pdf as Uint8Array<ArrayBuffer>
  })
  leaveAdmission()
  try {
    return await turn
  } catch (error) {
    if (error instanceof ApiError) throw error
    log.error({ err: error, title }, '[pdf] the document could not be rendered with its text')
    throw new ApiError(500, (locale) => m.api_pdf_failed({}, { locale }))
  }
}
