/**
 * The catalogue's search in SQL (issue 20, docs/decisions/0047). Products carry a normalised
 * `search_document` (migration 0022, kept by triggers); the typed text goes through the same
 * `shop_search_normalize`, in PostgreSQL, so both sides are folded by one function. The text is
 * always a bound parameter; its normalised words hold only letters, digits and points, and are
 * escaped for LIKE all the same.
 */
import { type SQL, sql } from 'drizzle-orm'
import { products } from '~/api/db/schema'

/** Words of a query that are matched one by one (a longer query is matched on its first ones). */
export const SEARCH_MAX_WORDS = 6

/** The typed text, normalised, in SQL. */
export const normalizedSql = (text: string) => sql<string>`shop_search_normalize(${text})`

/** `text` as a LIKE pattern matching itself: its `\`, `%` and `_` escaped. */
const likeEscaped = (text: SQL) => sql`replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`
const containsSql = (document: SQL, text: SQL) => sql`${document} LIKE '%' || ${likeEscaped(text)} || '%'`

/**
 * How many words to match: counted in TypeScript on the typed text (the normalised one never has
 * more: normalising only joins pack sizes and drops signs), so the statement has that many
 * conditions, each one a probe of the trigram index. A word beyond the normalised ones is '' and
 * matches everything.
 */
function wordCount(text: string) {
  return Math.min(SEARCH_MAX_WORDS, text.split(/[\s\p{P}\p{S}\p{C}]+/u).filter(Boolean).length)
}

function wordsSql(text: string, eachWord: (word: SQL) => SQL): SQL {
  const count = wordCount(text)
  if (count === 0) return sql`false`
  const words = Array.from({ length: count }, (_, index) => {
    const word = sql`split_part(${normalizedSql(text)}, ' ', ${index + 1})`
    return sql`(${word} = '' OR ${eachWord(word)})`
  })
  // Garbage that normalises to nothing (only signs, spaces) finds nothing, never everything.
  return sql`(${normalizedSql(text)} <> '' AND ${sql.join(words, sql` AND `)})`
}

/** Products whose document holds every typed word as such (after normalising): nothing corrected. */
export function literalMatchSql(text: string): SQL {
  return wordsSql(text, (word) => containsSql(sql`${products.searchDocument}`, word))
}

/**
 * The products a text finds: those holding every typed word as such; when no active product does,
 * those close to every word without digits by trigram word similarity (pg_trgm's `<%`,
 * threshold 0.6: `oulmess`, `bonbone`). Typo tolerance is the fallback, so a text that exists (a reference, a name) is not
 * drowned in look-alikes. The check runs once per statement (an uncorrelated sub-query), by index.
 */
export function searchMatchSql(text: string): SQL {
  const document = sql`${products.searchDocument}`
  // Typos are forgiven in words; numbers, pack sizes and references are matched as typed (a
  // reference one digit away is another product).
  const close = wordsSql(text, (word) => sql`(${containsSql(document, word)} OR (${word} !~ '[0-9]' AND ${word} <% ${document}))`)
  return sql`(${literalMatchSql(text)} OR (${close} AND NOT EXISTS (
    SELECT 1 FROM ${products} WHERE ${products.isActive} AND ${literalMatchSql(text)})))`
}

/**
 * The relevance rank of a matching product, lower first: 0 the text is its name, its brand's or
 * one of its search terms; 1 a word of it starts with the text; 2 it holds the text; 3 it holds
 * the words apart, or is only close (a typo). Ties go to best sellers (the caller's order).
 */
export function searchRankSql(text: string): SQL<number> {
  const typed = normalizedSql(text)
  return sql<number>`(CASE
    WHEN ${typed} = ANY(${products.searchNames}) THEN 0
    WHEN ' ' || ${products.searchDocument} LIKE '% ' || ${likeEscaped(typed)} || '%' THEN 1
    WHEN ${containsSql(sql`${products.searchDocument}`, typed)} THEN 2
    ELSE 3 END)`
}

/** A name (brand, category) the typed text is in, or close to (word similarity ≥ 0.5: `اولماس` for `ولماس`). */
export function nameMatchSql(text: string, name: SQL): SQL {
  const typed = normalizedSql(text)
  const normalized = sql`shop_search_normalize(${name})`
  return sql`(${typed} <> '' AND (${containsSql(normalized, typed)} OR word_similarity(${typed}, ${normalized}) >= 0.5))`
}
