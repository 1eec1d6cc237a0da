/**
 * EDIT THE TEXTS HERE: one file per page in this folder (French `fr` and Arabic `ar` side by side).
 * legal-notices.ts → /mentions-legales · terms-of-sale.ts → /conditions-generales-de-vente
 * about-us.ts → /a-propos · faq.ts → /faq (each section is a question and its answer).
 * Write plain text: no HTML or Markdown. A new section is a new { heading, paragraphs } object;
 * a new paragraph is a new string. Then run `vitest run src/features/content` to check both languages.
 */
import type { ContentPage, ContentSlug } from '~/features/content/content-page'
import { aboutUs } from './about-us'
import { faq } from './faq'
import { legalNotices } from './legal-notices'
import { termsOfSale } from './terms-of-sale'

export { aboutUs, faq, legalNotices, termsOfSale }

/** Every content page, in the order of the footer links. */
export const contentPages: readonly ContentPage[] = [aboutUs, faq, termsOfSale, legalNotices]

/** The content page at this slug (`'faq'`, `'mentions-legales'`…), if there is one. */
export function contentPageBySlug(slug: string): ContentPage | undefined {
  return contentPages.find((page) => page.slug === slug)
}

export type { ContentSlug }
