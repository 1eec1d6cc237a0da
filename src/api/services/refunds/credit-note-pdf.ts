/**
 * A credit note's PDF, laid out by the one layout of legal documents (services/documents) from
 * its frozen document each time it is asked for, in the language of its order.
 */
import { and, eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { creditNotes } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { renderPdf } from '~/api/files/pdf'
import { m } from '~/paraglide/messages.js'
import { documentHtml } from '~/api/services/documents/document-html'
import type { LegalDocument } from '~/api/services/documents/legal-document'

/** `userId`: the customer asking, who sees only their own credit notes; none: staff. */
export async function creditNotePdf(db: Executor, { reference, userId }: { reference: string; userId?: number }) {
  const [note] = await db
    .select({ reference: creditNotes.reference, document: creditNotes.document, locale: creditNotes.locale })
    .from(creditNotes)
    .where(and(eq(creditNotes.reference, reference), userId === undefined ? undefined : eq(creditNotes.userId, userId)))
  if (!note) throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
  const html = documentHtml(note.document as LegalDocument, note.locale === 'ar' ? 'ar' : 'fr')
  return { reference: note.reference, body: await renderPdf(html, { title: note.reference }) }
}

/** The PDF as the download it is: an attachment named by its number, never cached. */
export function pdfAnswer(file: { reference: string; body: Uint8Array }): Response {
  return new Response(file.body as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="avoir-${file.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
