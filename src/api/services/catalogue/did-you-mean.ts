/**
 * "Vouliez-vous dire Oulmès ?" (issue 20): when no product holds what was typed as such (nothing,
 * or only typo matches, were found), the names nearest to it by trigram similarity: brands and
 * categories with products, and the names of products close enough to be found by the typo
 * match (its corrected words). Each name as written (in the script it is closest in), so the page
 * can search it again. One statement, none when the text was found as typed or has no words.
 */
import { sql } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { brands, categories, products } from '~/api/db/schema'
import { searchMatchSql, type SearchText } from './catalogue-search'

const SUGGESTIONS = 3
/** Below this trigram similarity a name is no longer a plausible spelling of the text. */
const MIN_SIMILARITY = 0.3
/** Products found by the typo match whose names are weighed (the best sellers first). */
const PRODUCT_NAMES = 20

export async function didYouMean(db: Executor, text: SearchText): Promise<string[]> {
  if (!text.words.length || text.foundAsTyped) return []
  const typed = text.normalized
  const rows = await db.execute<{ word: string }>(sql`
    WITH words AS (
      SELECT unnest(ARRAY[${brands.name}, ${brands.nameAr}]) AS word FROM ${brands}
        WHERE EXISTS (SELECT 1 FROM ${products} WHERE ${products.brandId} = ${brands.id} AND ${products.isActive})
      UNION ALL
      SELECT unnest(ARRAY[${categories.nameFr}, ${categories.nameAr}]) FROM ${categories}
        WHERE EXISTS (SELECT 1 FROM ${products} WHERE ${products.categoryId} = ${categories.id} AND ${products.isActive})
      UNION ALL
      SELECT unnest(ARRAY[name_fr, name_ar]) FROM (
        SELECT ${products.nameFr} AS name_fr, ${products.nameAr} AS name_ar FROM ${products}
        WHERE ${products.isActive} AND ${searchMatchSql(text)}
        ORDER BY ${products.popularity} DESC LIMIT ${PRODUCT_NAMES}) close_products
    ), scored AS (
      SELECT DISTINCT ON (shop_search_normalize(word)) word, similarity(shop_search_normalize(word), ${typed}) AS score
      FROM words WHERE word IS NOT NULL
      ORDER BY shop_search_normalize(word), score DESC
    )
    SELECT word FROM scored
    WHERE score >= ${MIN_SIMILARITY}
    ORDER BY score DESC, word
    LIMIT ${SUGGESTIONS}`)
  return rows.rows.map((row) => row.word)
}
