/**
 * The catalogue listing for one city: filters, sort, page, and how many products each brand,
 * category and format would give with the other filters kept (catalogue-counts.ts). Two
 * statements whatever the page size (no query per product): the page, the counts; with a searched
 * text one or two more (the text and its corrections, its "did you mean"). The search itself is
 * catalogue-search.ts's.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Catalogue, CatalogueQuery } from '~/api/contract/catalogue'
import type { Executor } from '~/api/db/executor'
import { products } from '~/api/db/schema'
import type { CityRow } from '~/api/services/places/cities'
import { productPayPriceSql } from './city-prices'
import { availableInCitySql } from './products'
import { brandFilterSql, catalogueCounts, categoryFilterSql, formatFilterSql } from './catalogue-counts'
import { searchMatchSql, searchRankSql, searchText } from './catalogue-search'
import { didYouMean } from './did-you-mean'
import { productSummaries } from './product-summaries'
import type { Locale } from '~/paraglide/runtime.js'

export async function listCatalogue(
  db: Executor,
  { city, locale, query }: { city: CityRow; locale: Locale; query: CatalogueQuery },
): Promise<Catalogue> {
  const price = productPayPriceSql(city.priceFactorPermille)
  const available = availableInCitySql(city.id)
  const searched = query.q === undefined ? undefined : await searchText(db, query.q)

  /** The page's products: every filter, and the searched text (productSummaries joins brands and categories). */
  const where = () => {
    const conditions: (SQL | undefined)[] = [eq(products.isActive, true)]
    if (query.brand?.length) conditions.push(brandFilterSql(query.brand))
    if (query.category) conditions.push(categoryFilterSql(query.category))
    if (query.format?.length) conditions.push(formatFilterSql(query.format))
    if (query.min_price !== undefined) conditions.push(sql`${price} >= ${query.min_price}`)
    if (query.max_price !== undefined) conditions.push(sql`${price} <= ${query.max_price}`)
    if (query.available) conditions.push(available)
    if (searched) conditions.push(searchMatchSql(searched))
    return and(...conditions)
  }
  const name = locale === 'ar' ? products.nameAr : products.nameFr
  const order: SQL[] = {
    popular: [desc(products.popularity), asc(products.id)],
    price_asc: [asc(price), asc(products.id)],
    price_desc: [desc(price), asc(products.id)],
    name: [asc(name), asc(products.id)],
    newest: [desc(products.createdAt), desc(products.id)],
  }[query.sort]
  // A search in the default order is ranked by relevance first, best sellers among equals; a sort
  // the shopper chose (price, name, newest) keeps its order over the matching products.
  if (searched && query.sort === 'popular') order.unshift(asc(searchRankSql(searched)))

  const [items, counts, suggestions] = await Promise.all([
    productSummaries(db, {
      city,
      locale,
      where: where(),
      orderBy: order,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    catalogueCounts(db, { city, locale, query, search: searched && searchMatchSql(searched) }),
    searched ? didYouMean(db, searched) : [],
  ])

  return {
    items,
    total: counts.total,
    page: query.page,
    per_page: query.per_page,
    facets: counts.facets,
    price_range: counts.price_range,
    did_you_mean: suggestions,
  }
}
