/**
 * Search as you type (issue 20): from two typed characters, the best matching products (as the
 * catalogue lists them, priced for the city), and the brands and categories whose names match, in
 * either language. The text normalised, then three statements run together; none under two
 * characters.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { SEARCH_SUGGESTIONS_MIN_LENGTH } from '~/api/contract/catalogue-rules'
import type { SearchSuggestions } from '~/api/contract/catalogue'
import type { Executor } from '~/api/db/executor'
import { brands, categories, products } from '~/api/db/schema'
import type { Locale } from '~/paraglide/runtime.js'
import { brandNameSql } from './brand-name'
import { nameMatchSql, searchMatchSql, searchRankSql, searchText } from './catalogue-search'
import type { CityRow } from '~/api/services/places/cities'
import { productSummaries } from './product-summaries'

const PRODUCTS = 6
const BRANDS = 4
const CATEGORIES = 4

/** Whether the text is long enough to suggest anything: shorter answers nothing, without asking the database. */
export const suggestsFor = (text: string) => [...text.trim()].length >= SEARCH_SUGGESTIONS_MIN_LENGTH

export async function searchSuggestions(
  db: Executor,
  { city, locale, text }: { city: CityRow; locale: Locale; text: string },
): Promise<SearchSuggestions> {
  const nothing = { q: text, products: [], brands: [], categories: [] }
  if (!suggestsFor(text)) return nothing
  const searched = await searchText(db, text)
  if (!searched.words.length) return nothing
  const withProducts = (column: typeof products.brandId | typeof products.categoryId, id: typeof brands.id | typeof categories.id) =>
    sql`EXISTS (SELECT 1 FROM ${products} WHERE ${column} = ${id} AND ${products.isActive})`
  const [found, brandRows, categoryRows] = await Promise.all([
    productSummaries(db, {
      city,
      locale,
      where: and(eq(products.isActive, true), searchMatchSql(searched)),
      orderBy: [asc(searchRankSql(searched)), desc(products.popularity), asc(products.id)],
      limit: PRODUCTS,
    }),
    db
      .select({ id: brands.id, slug: brands.slug, name: brandNameSql(locale) })
      .from(brands)
      .where(
        and(
          sql`(${nameMatchSql(searched, sql`${brands.name}`)} OR ${nameMatchSql(searched, sql`${brands.nameAr}`)})`,
          withProducts(products.brandId, brands.id),
        ),
      )
      .orderBy(asc(brands.sortOrder), asc(brands.name))
      .limit(BRANDS),
    db
      .select({
        id: categories.id,
        slug: locale === 'ar' ? categories.slugAr : categories.slug,
        slug_fr: categories.slug,
        slug_ar: categories.slugAr,
        name: locale === 'ar' ? categories.nameAr : categories.nameFr,
      })
      .from(categories)
      .where(
        and(
          sql`(${nameMatchSql(searched, sql`${categories.nameFr}`)} OR ${nameMatchSql(searched, sql`${categories.nameAr}`)})`,
          withProducts(products.categoryId, categories.id),
        ),
      )
      .orderBy(asc(categories.sortOrder))
      .limit(CATEGORIES),
  ])
  return { q: text, products: found, brands: brandRows, categories: categoryRows }
}
