/**
 * The catalogue's search in SQL (issue 20, docs/decisions/0047). Products carry a normalised
 * `search_document` (migration 0022, kept by triggers); the typed text is normalised by the same
 * `shop_search_normalize`, in PostgreSQL, once per request (`searchText`), so both sides are folded
 * by one function and the statements get plain words, each one bound and escaped for LIKE.
 */
import { and, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { escapeLike } from '~/api/db/like'
import { products, searchWords } from '~/api/db/schema'

/** A longer query is matched on its first words. */
export const SEARCH_MAX_WORDS = 6

/**
 * The typed text as the documents are written: `normalized`, its `words`, whether an active
 * product holds every word as typed (`foundAsTyped`), and, when none does, each word's
 * `corrections`: the vocabulary's words closest to it (`oulmess` → `oulmes`), none for a word
 * with digits or under 3 letters.
 */
export type SearchText = { normalized: string; words: string[]; foundAsTyped: boolean; corrections: string[][] }

/**
 * A typed word shorter than this matches the start of a word only (`si`: Sidi Ali, not Oasis):
 * two letters are inside nearly every document (`ou` in 4,700 of 5,000), which helps no one and
 * no index can serve.
 */
const WHOLE_SUBSTRING_FROM = 3

/** Corrections weighed per typed word (the closest first). */
const CORRECTIONS_PER_WORD = 3

/**
 * One statement: the text normalised by the documents' own function, cut into words, whether a
 * product holds them all (through the trigram index on the longest word, the rarest, when it has
 * a trigram; else by reading products until one does: an index scan without a trigram would read
 * the whole index), and only when none does, each word's closest vocabulary words (pg_trgm's `%`,
 * similarity ≥ 0.3, through `search_words`' own index). The listing's statements then match plain
 * LIKE patterns only.
 */
export async function searchText(db: Executor, typed: string): Promise<SearchText> {
  // What `searchMatchSql` matches, on the document preceded by a space.
  const wordPatternSql = sql.raw(`CASE WHEN length(word) < ${WHOLE_SUBSTRING_FROM} THEN '% ' || word || '%' ELSE '%' || word || '%' END`)
  const { rows } = await db.execute<{ normalized: string; words: string[]; found: boolean; corrections: string[][] | null }>(sql`
    WITH typed AS (SELECT shop_search_normalize(${typed}) AS normalized),
    words AS (
      SELECT word, position FROM typed, unnest(string_to_array(typed.normalized, ' ')) WITH ORDINALITY AS split(word, position)
      WHERE word <> '' ORDER BY position LIMIT ${SEARCH_MAX_WORDS}),
    longest AS (SELECT '%' || word || '%' AS pattern, length(word) AS letters FROM words ORDER BY length(word) DESC LIMIT 1),
    found AS MATERIALIZED (
      SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM words) THEN false
        WHEN (SELECT letters FROM longest) >= 3
        THEN EXISTS (SELECT 1 FROM ${products} WHERE ${products.isActive}
          AND ${products.searchDocument} LIKE (SELECT pattern FROM longest)
          AND ' ' || ${products.searchDocument} LIKE ALL (SELECT ${wordPatternSql} FROM words))
        ELSE EXISTS (SELECT 1 FROM ${products} WHERE ${products.isActive}
          AND ' ' || ${products.searchDocument} LIKE ALL (SELECT ${wordPatternSql} FROM words))
      END AS as_typed)
    SELECT typed.normalized,
      coalesce((SELECT array_agg(word ORDER BY position) FROM words), '{}') AS words,
      found.as_typed AS found,
      CASE WHEN NOT found.as_typed THEN (
        SELECT json_agg(close.words ORDER BY words.position) FROM words, LATERAL (
          SELECT coalesce(array_agg(candidate.word ORDER BY candidate.score DESC, candidate.word), '{}') AS words FROM (
            SELECT ${searchWords.word} AS word, similarity(${searchWords.word}, words.word) AS score FROM ${searchWords}
            WHERE shop_search_correctable(words.word)
              AND ${searchWords.word} % words.word AND ${searchWords.word} <> words.word
            ORDER BY score DESC, ${searchWords.word} LIMIT ${CORRECTIONS_PER_WORD}) candidate) close)
      END AS corrections
    FROM typed, found`)
  const row = rows[0]
  const words = row?.words ?? []
  return {
    normalized: row?.normalized ?? '',
    words,
    foundAsTyped: row?.found ?? false,
    corrections: row?.corrections ?? words.map(() => []),
  }
}

const contains = (document: SQL, text: string) => sql`${document} LIKE ${`%${escapeLike(text)}%`}`
const documentOf = () => sql`${products.searchDocument}`

/** The document holds the word (a short one: a word of it starts with it). */
function holds(word: string): SQL {
  if ([...word].length >= WHOLE_SUBSTRING_FROM) return contains(documentOf(), word)
  return sql`(${documentOf()} LIKE ${`${escapeLike(word)}%`} OR ${documentOf()} LIKE ${`% ${escapeLike(word)}%`})`
}

/**
 * The products a text finds: those holding every typed word as such; when no active product does
 * (`searchText` decided it), those holding each word or one of its corrections. Typo tolerance is
 * the fallback, so a text that exists (a reference, a name) is not drowned in look-alikes; numbers,
 * pack sizes and references are never corrected (a reference one digit away is another product).
 * Only LIKE patterns, each served by the documents' trigram index. Garbage (no word) finds nothing.
 */
export function searchMatchSql({ words, corrections }: SearchText): SQL {
  if (!words.length) return sql`false`
  return and(...words.map((word, index) => or(...[word, ...(corrections[index] ?? [])].map(holds))!))!
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
