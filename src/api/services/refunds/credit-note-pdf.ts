/**
 * A credit note's PDF, laid out by the one layout of legal documents (services/documents) from
 * its frozen document, in the language of its order; rendered once and kept (docs/decisions/0092).
 */
import { and, eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { creditNotes } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import { documentHtml } from '~/api/services/documents/document-html'
import { issuedDocumentPdf, type PdfRequester } from '~/api/services/documents/document-pdfs'
import type { LegalDocument } from '~/api/services/documents/legal-document'

/** `userId`: the customer asking, who sees only their own credit notes; none: staff. `requester`: whose turn renders it. */
export async function creditNotePdf(
  db: Executor,
  { reference, userId, requester }: { reference: string; userId?: number; requester: PdfRequester },
) {
  const [note] = await db
    .select({ reference: creditNotes.reference, document: creditNotes.document, locale: creditNotes.locale })
    .from(creditNotes)
    .where(and(eq(creditNotes.reference, reference), userId === undefined ? undefined : eq(creditNotes.userId, userId)))
  if (!note) throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
  const html = documentHtml(note.document as LegalDocument, note.locale === 'ar' ? 'ar' : 'fr')
  return { reference: note.reference, body: await issuedDocumentPdf(html, requester, note.reference) }
}

/** The PDF as the download it is: an attachment named by its number, never cached. */
export function pdfAnswer(file: { reference: string; body: Uint8Array<ArrayBuffer> }): Response {
  return new Response(file.body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="avoir-${file.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
