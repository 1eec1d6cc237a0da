/**
 * Products as the catalogue lists them (ProductSummary), priced for a city and named in a language,
 * in one statement whatever their number: the catalogue's page and the search suggestions. The
 * product's own price for the city is joined (`ownCityPrice`), so `where` and `orderBy` may use
 * city-prices.ts's SQL prices.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { ProductSummary } from '~/api/contract/catalogue'
import type { Executor } from '~/api/db/executor'
import { attributes, attributeValues, brands, categories, products, productVariants, productVariantValues } from '~/api/db/schema'
import type { Locale } from '~/paraglide/runtime.js'
import { brandNameSql } from './brand-name'
import type { CityRow } from '~/api/services/places/cities'
import { ownCityPrice, ownCityPriceJoin, productPriceSql, productSellPriceSql } from './city-prices'
import { availableInCitySql } from './products'

export async function productSummaries(
  db: Executor,
  {
    city,
    locale,
    where,
    orderBy,
    limit,
    offset = 0,
  }: { city: CityRow; locale: Locale; where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number },
): Promise<ProductSummary[]> {
  const formatsOf = sql<
    string[]
  >`coalesce((SELECT array_agg(${locale === 'ar' ? attributeValues.labelAr : attributeValues.labelFr} ORDER BY ${productVariants.sortOrder})
    FROM ${productVariants}
    JOIN ${productVariantValues} ON ${productVariantValues.variantId} = ${productVariants.id}
    JOIN ${attributeValues} ON ${attributeValues.id} = ${productVariantValues.attributeValueId}
    JOIN ${attributes} ON ${attributes.id} = ${attributeValues.attributeId} AND ${attributes.code} = 'format'
    WHERE ${productVariants.productId} = ${products.id} AND ${productVariants.isActive}), '{}')`

  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: locale === 'ar' ? products.nameAr : products.nameFr,
      price: productPriceSql(city.priceFactorPermille),
      sellPrice: productSellPriceSql(city.priceFactorPermille),
      reference: products.reference,
      brand: { id: brands.id, name: brandNameSql(locale), slug: brands.slug },
      categoryId: categories.id,
      categoryName: locale === 'ar' ? categories.nameAr : categories.nameFr,
      categorySlug: locale === 'ar' ? categories.slugAr : categories.slug,
      imagePath: products.imagePath,
      imageWidth: products.imageWidth,
      imageHeight: products.imageHeight,
      available: availableInCitySql(city.id),
      formats: formatsOf,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(ownCityPrice, ownCityPriceJoin(city.id))
    .where(and(where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)

  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    sell_price: row.sellPrice,
    reference: row.reference,
    brand: row.brand,
    category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    image: { url: row.imagePath, width: row.imageWidth, height: row.imageHeight },
    available: row.available,
    formats: row.formats,
  }))
}
