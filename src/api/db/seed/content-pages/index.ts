/**
 * The shop's first texts of its content pages, written into `content_pages` when a database is
 * prepared and a page is missing, on every database (demo or not): a shop always has its legal
 * notices. From then on the texts live in PostgreSQL and admins change them in the back office
 * (/gestion/contenus, docs/decisions/0031); editing these files changes only new databases.
 */
import type { Executor } from '~/api/db/executor'
import { contentPageRevisions, contentPages } from '~/api/db/schema'
import { aboutUs } from './about-us'
import { faq } from './faq'
import { type InitialContentPage, textsOf } from './initial-page'
import { legalNotices } from './legal-notices'
import { termsOfSale } from './terms-of-sale'

/** Every content page, in the order of the footer links. */
export const initialContentPages: readonly InitialContentPage[] = [aboutUs, faq, termsOfSale, legalNotices]

/** Writes each missing page as its version 1 (with its revision); a page already there is left alone. */
export async function ensureContentPages(db: Executor) {
  for (const page of initialContentPages) {
    const texts = textsOf(page)
    const inserted = await db
      .insert(contentPages)
      .values({ slug: page.slug, layout: page.layout, texts })
      .onConflictDoNothing()
      .returning({ slug: contentPages.slug })
    if (inserted.length) await db.insert(contentPageRevisions).values({ slug: page.slug, version: 1, texts })
  }
}
