/**
 * The catalogue's search in SQL (issue 20, docs/decisions/0047). Products carry a normalised
 * `search_document` (migration 0022, kept by triggers); the typed text is normalised by the same
 * `shop_search_normalize`, in PostgreSQL, once per request (`searchText`), so both sides are folded
 * by one function and the statements get plain words, each one bound and escaped for LIKE.
 */
import { and, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '~/api/db/database'
import { escapeLike } from '~/api/db/like'
import { products } from '~/api/db/schema'

/** A longer query is matched on its first words. */
export const SEARCH_MAX_WORDS = 6

/** The typed text as the documents are written: `normalized`, and its words. */
export type SearchText = { normalized: string; words: string[] }

export async function searchText(db: Executor, typed: string): Promise<SearchText> {
  const { rows } = await db.execute<{ normalized: string }>(sql`SELECT shop_search_normalize(${typed}) AS normalized`)
  const normalized = rows[0]?.normalized ?? ''
  return { normalized, words: normalized.split(' ').filter(Boolean).slice(0, SEARCH_MAX_WORDS) }
}

const contains = (document: SQL, text: string) => sql`${document} LIKE ${`%${escapeLike(text)}%`}`
const documentOf = () => sql`${products.searchDocument}`

/** Products whose document holds every typed word as such: nothing corrected. Garbage (no word) finds nothing. */
export function literalMatchSql({ words }: SearchText): SQL {
  if (!words.length) return sql`false`
  return and(...words.map((word) => contains(documentOf(), word)))!
}

/**
 * The products a text finds: those holding every typed word as such; when no active product does,
 * those close to every word by trigram word similarity (pg_trgm's `<%`, threshold 0.6: `oulmess`,
 * `bonbone`). Typo tolerance is the fallback, so a text that exists (a reference, a name) is not
 * drowned in look-alikes; and typos are forgiven in words only: numbers, pack sizes and references
 * are matched as typed (a reference one digit away is another product). The check that nothing
 * holds the text is an uncorrelated sub-query, run once per statement by the index, and written
 * first so that the similarity is not computed when it is false.
 */
export function searchMatchSql(text: SearchText): SQL {
  if (!text.words.length) return sql`false`
  const close = text.words.map((word) =>
    /\d/.test(word) ? contains(documentOf(), word) : sql`(${contains(documentOf(), word)} OR ${word} <% ${documentOf()})`,
  )
  return sql`(${literalMatchSql(text)} OR (NOT EXISTS (SELECT 1 FROM ${products} WHERE ${products.isActive} AND ${literalMatchSql(text)})
    AND ${and(...close)}))`
}

/**
 * The relevance rank of a matching product, lower first: 0 the text is its name, its brand's or
 * one of its search terms; 1 a word of it starts with the text; 2 it holds the text; 3 it holds
 * the words apart, or is only close (a typo). Ties go to best sellers (the caller's order).
 */
export function searchRankSql({ normalized }: SearchText): SQL<number> {
  return sql<number>`(CASE
    WHEN ${normalized} = ANY(${products.searchNames}) THEN 0
    WHEN ' ' || ${products.searchDocument} LIKE ${`% ${escapeLike(normalized)}%`} THEN 1
    WHEN ${contains(documentOf(), normalized)} THEN 2
    ELSE 3 END)`
}

/** A name (brand, category) that holds the text, or is close to it (word similarity ≥ 0.5: `اولماس` for `ولماس`). */
export function nameMatchSql({ normalized }: SearchText, name: SQL): SQL {
  if (!normalized) return sql`false`
  const folded = sql`shop_search_normalize(${name})`
  return sql`(${contains(folded, normalized)} OR word_similarity(${normalized}, ${folded}) >= 0.5)`
}
