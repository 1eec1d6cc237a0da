/**
 * The catalogue listing for one city: filters, sort, page, and how many products each brand,
 * category and format would give with the other filters kept. A fixed number of statements
 * whatever the page size (no query per product); two more with a searched text (the text
 * normalised, its "did you mean"). The search itself is catalogue-search.ts's.
 */
import { and, asc, count, desc, eq, inArray, max, min, or, type SQL, sql } from 'drizzle-orm'
import type { Catalogue, CatalogueQuery } from '~/api/contract/catalogue'
import type { Executor } from '~/api/db/database'
import { attributes, attributeValues, brands, categories, products, productVariants, productVariantValues } from '~/api/db/schema'
import type { CityRow } from './cities'
import { productPayPriceSql } from './pricing'
import { availableInCitySql } from './products'
import { brandNameSql } from './brand-name'
import { searchMatchSql, searchRankSql, searchText } from './catalogue-search'
import { didYouMean } from './did-you-mean'
import { productSummaries } from './product-summaries'
import type { Locale } from '~/paraglide/runtime.js'

type Filter = 'brand' | 'category' | 'format' | 'available'

/** Products having a variant whose format is one of the codes. */
function hasFormatSql(formatCodes: string[]): SQL {
  return sql`EXISTS (SELECT 1 FROM ${productVariants}
    JOIN ${productVariantValues} ON ${productVariantValues.variantId} = ${productVariants.id}
    JOIN ${attributeValues} ON ${attributeValues.id} = ${productVariantValues.attributeValueId}
    JOIN ${attributes} ON ${attributes.id} = ${attributeValues.attributeId} AND ${attributes.code} = 'format'
    WHERE ${productVariants.productId} = ${products.id} AND ${productVariants.isActive}
      AND ${inArray(attributeValues.code, formatCodes)})`
}

export async function listCatalogue(
  db: Executor,
  { city, locale, query }: { city: CityRow; locale: Locale; query: CatalogueQuery },
): Promise<Catalogue> {
  const price = productPayPriceSql(city.id, city.priceFactorPermille)
  const available = availableInCitySql(city.id)
  const brandName = brandNameSql(locale)
  const searched = query.q === undefined ? undefined : await searchText(db, query.q)

  /** Every active filter but `except`, so a facet counts what its own choices would give. */
  const where = (except?: Filter) => {
    const conditions: (SQL | undefined)[] = [eq(products.isActive, true)]
    if (except !== 'brand' && query.brand?.length) conditions.push(inArray(brands.slug, query.brand))
    if (except !== 'category' && query.category) {
      conditions.push(or(eq(categories.slug, query.category), eq(categories.slugAr, query.category)))
    }
    if (except !== 'format' && query.format?.length) conditions.push(hasFormatSql(query.format))
    if (query.min_price !== undefined) conditions.push(sql`${price} >= ${query.min_price}`)
    if (query.max_price !== undefined) conditions.push(sql`${price} <= ${query.max_price}`)
    if (except !== 'available' && query.available) conditions.push(available)
    if (searched) conditions.push(searchMatchSql(searched))
    return and(...conditions)
  }
  // Every statement reads products with their brand and category.
  const withBrand = eq(brands.id, products.brandId)
  const withCategory = eq(categories.id, products.categoryId)

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

  const items = await productSummaries(db, {
    city,
    locale,
    where: where(),
    orderBy: order,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  })

  const brandFacet = db
    .select({ slug: brands.slug, name: brandName, count: count() })
    .from(products)
    .innerJoin(brands, withBrand)
    .innerJoin(categories, withCategory)
    .where(where('brand'))
    .groupBy(brands.slug, brands.name, brands.nameAr)
    .orderBy(asc(brandName))
  const categoryName = locale === 'ar' ? categories.nameAr : categories.nameFr
  const categoryFacet = db
    .select({
      slug: locale === 'ar' ? categories.slugAr : categories.slug,
      slug_fr: categories.slug,
      slug_ar: categories.slugAr,
      name: categoryName,
      count: count(),
    })
    .from(products)
    .innerJoin(brands, withBrand)
    .innerJoin(categories, withCategory)
    .where(where('category'))
    .groupBy(categories.slug, categories.slugAr, categoryName, categories.sortOrder)
    .orderBy(asc(categories.sortOrder))
  const formatFacet = db
    .select({
      slug: attributeValues.code,
      name: locale === 'ar' ? attributeValues.labelAr : attributeValues.labelFr,
      count: sql<number>`count(DISTINCT ${products.id})`.mapWith(Number),
    })
    .from(products)
    .innerJoin(brands, withBrand)
    .innerJoin(categories, withCategory)
    .innerJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.isActive, true)))
    .innerJoin(productVariantValues, eq(productVariantValues.variantId, productVariants.id))
    .innerJoin(attributeValues, eq(attributeValues.id, productVariantValues.attributeValueId))
    .innerJoin(attributes, and(eq(attributes.id, attributeValues.attributeId), eq(attributes.code, 'format')))
    .where(where('format'))
    .groupBy(attributeValues.code, attributeValues.labelFr, attributeValues.labelAr, attributeValues.sortOrder)
    .orderBy(asc(attributeValues.sortOrder))
  const [[totalRow], [availableRow], brandCounts, categoryCounts, formatCounts, [range], suggestions] = await Promise.all([
    db.select({ total: count() }).from(products).innerJoin(brands, withBrand).innerJoin(categories, withCategory).where(where()),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(brands, withBrand)
      .innerJoin(categories, withCategory)
      .where(and(where('available'), available)),
    brandFacet,
    categoryFacet,
    formatFacet,
    db
      .select({ min: min(price), max: max(price) })
      .from(products)
      .where(eq(products.isActive, true)),
    searched ? didYouMean(db, searched) : [],
  ])

  return {
    items,
    total: totalRow?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
    facets: {
      brands: brandCounts,
      categories: categoryCounts,
      formats: formatCounts,
      available: availableRow?.total ?? 0,
    },
    price_range: { min: Number(range?.min ?? 0), max: Number(range?.max ?? 0) },
    did_you_mean: suggestions,
  }
}
