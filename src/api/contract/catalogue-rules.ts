/**
 * Catalogue rules shared by the browser and the Shop API, kept free of any library so that the
 * browser's bundle does not pull in the API's schema tooling.
 */

export const CATALOGUE_SORTS = ['popular', 'price_asc', 'price_desc', 'name', 'newest'] as const
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]
export const CATALOGUE_PAGE_SIZE = 24
/** The longest searched text the API accepts (the catalogue's `q`, the suggestions'). */
export const SEARCH_TEXT_MAX = 100
/** Suggestions start from this many typed characters (trimmed). */
export const SEARCH_SUGGESTIONS_MIN_LENGTH = 2

/**
 * The key of a set of chosen attribute values in `formated_attributes`: `code:valueId` pairs
 * sorted by attribute code and joined with `|`, e.g. `format:12` or `couleur:4|taille:9`.
 */
export function variantKey(choice: Record<string, { id: number }>): string {
  return Object.keys(choice)
    .sort()
    .map((code) => `${code}:${choice[code]?.id}`)
    .join('|')
}
