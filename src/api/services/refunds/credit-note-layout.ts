/** A credit note laid out by the shop's one layout of legal documents (services/documents, issue 35 §3). */
import type { Executor } from '~/api/db/executor'
import type { CreditNoteDocument } from './credit-note-document'

export async function creditNoteHtml(_db: Executor, _document: CreditNoteDocument): Promise<string> {
  throw new Error('the layout of legal documents comes with the invoices branch')
}
