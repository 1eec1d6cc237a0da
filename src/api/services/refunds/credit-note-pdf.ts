/**
 * A credit note's PDF, made again from its frozen document each time it is asked for (the
 * document never changes, so neither does the PDF), in the language it was issued in.
 */
import { and, eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { creditNotes } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { renderPdf } from '~/api/files/pdf'
import { m } from '~/paraglide/messages.js'
import type { CreditNoteDocument } from './credit-note-document'
import { creditNoteHtml } from './credit-note-layout'

/** `userId`: the customer asking, who sees only their own credit notes; none: staff. */
export async function creditNotePdf(db: Executor, { reference, userId }: { reference: string; userId?: number }) {
  const [note] = await db
    .select({ reference: creditNotes.reference, document: creditNotes.document })
    .from(creditNotes)
    .where(and(eq(creditNotes.reference, reference), userId === undefined ? undefined : eq(creditNotes.userId, userId)))
  if (!note) throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
  const document = note.document as CreditNoteDocument
  const body = await renderPdf(await creditNoteHtml(db, document), { title: note.reference })
  return { reference: note.reference, body }
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
