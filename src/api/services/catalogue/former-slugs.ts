/**
 * The slugs brands and categories used to have (issue 17 §4): the catalogue reads its path and
 * `brand` parameter against them and answers 301 to the current slug, so old links keep working.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { brands, categories, slugRedirects } from '~/api/db/schema'

/** The former slugs that still lead somewhere, with where they lead now (for the storefront's 301). */
export async function formerSlugs(db: Executor) {
  const rows = await db
    .select({
      kind: slugRedirects.kind,
      old: slugRedirects.oldSlug,
      brandSlug: brands.slug,
      categorySlug: categories.slug,
      categorySlugAr: categories.slugAr,
    })
    .from(slugRedirects)
    .leftJoin(brands, and(eq(slugRedirects.kind, 'brand'), eq(brands.id, slugRedirects.targetId)))
    .leftJoin(categories, and(eq(slugRedirects.kind, 'category'), eq(categories.id, slugRedirects.targetId)))
    .orderBy(asc(slugRedirects.id))
  return rows.flatMap((row) => {
    const slugFr = row.kind === 'brand' ? row.brandSlug : row.categorySlug
    const slugAr = row.kind === 'brand' ? row.brandSlug : row.categorySlugAr
    return slugFr && slugAr ? [{ kind: row.kind, old: row.old, slug_fr: slugFr, slug_ar: slugAr }] : []
  })
}
