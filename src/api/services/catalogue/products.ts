/**
 * Products as the spec reads them, priced for one city and named in one language.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { variantKey } from '~/api/contract/catalogue-rules'
import type { Product } from '~/api/contract/product'
import type { Executor } from '~/api/db/executor'
import {
  attributes,
  attributeValues,
  brands,
  categories,
  productCities,
  products,
  productVariants,
  productVariantValues,
} from '~/api/db/schema'
import { brandNameSql } from './brand-name'
import type { CityRow } from '~/api/services/places/cities'
import { cityPricesOf, type PricePair, pricedInCity, priceKey } from './city-prices'
import type { Locale } from '~/paraglide/runtime.js'

/** True when the product is sold in the city (it has an available row there and is active). */
export function availableInCitySql(cityId: number): SQL<boolean> {
  return sql<boolean>`(${products.isActive} AND EXISTS (SELECT 1 FROM ${productCities} WHERE ${productCities.productId} = ${products.id} AND ${productCities.cityId} = ${cityId} AND ${productCities.isAvailable}))`
}

const pricePair = ({ price, sellPrice }: PricePair) => ({ price, sell_price: sellPrice })

/** A tracked count lets one more unit be ordered (null: not tracked, never runs out). */
export const inStock = (stock: number | null) => stock === null || stock > 0

/** The active variants of some products with their attribute values (one row per value), named in one language. */
export function variantValues(db: Executor, productIds: number[], locale: Locale) {
  return db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      reference: productVariants.reference,
      price: productVariants.priceCentimes,
      sellPrice: productVariants.sellPriceCentimes,
      stock: productVariants.stock,
      deposit: productVariants.depositCentimes,
      attributeCode: attributes.code,
      attributeName: locale === 'ar' ? attributes.nameAr : attributes.nameFr,
      valueId: attributeValues.id,
      valueCode: attributeValues.code,
      valueLabel: locale === 'ar' ? attributeValues.labelAr : attributeValues.labelFr,
    })
    .from(productVariants)
    .innerJoin(productVariantValues, eq(productVariantValues.variantId, productVariants.id))
    .innerJoin(attributeValues, eq(attributeValues.id, productVariantValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(and(inArray(productVariants.productId, productIds), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder), asc(productVariants.id), asc(attributes.code))
}

export async function getProduct(
  db: Executor,
  { productId, city, locale }: { productId: number; city: CityRow; locale: Locale },
): Promise<Product | null> {
  const [row] = await db
    .select({
      product: products,
      brand: { id: brands.id, name: brandNameSql(locale), slug: brands.slug },
      category: {
        id: categories.id,
        nameFr: categories.nameFr,
        nameAr: categories.nameAr,
        slug: categories.slug,
        slugAr: categories.slugAr,
      },
      available: availableInCitySql(city.id),
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
  if (!row || !row.product.isActive) return null

  const variantRows = await variantValues(db, [productId], locale)
  const setPrices = await cityPricesOf(db, city.id, [productId])

  const factor = city.priceFactorPermille
  const attributeList = new Map<string, Product['attributes'][number]>()
  const choices = new Map<number, { entry: Product['formated_attributes'][string]; choice: Record<string, { id: number }> }>()
  for (const variant of variantRows) {
    const attribute = attributeList.get(variant.attributeCode) ?? {
      code: variant.attributeCode,
      name: variant.attributeName,
      values: [],
    }
    if (!attribute.values.some((value) => value.id === variant.valueId)) {
      attribute.values.push({ id: variant.valueId, code: variant.valueCode, label: variant.valueLabel })
    }
    attributeList.set(variant.attributeCode, attribute)
    const choice = choices.get(variant.variantId) ?? {
      entry: {
        id: variant.variantId,
        ...pricePair(pricedInCity(variant, setPrices.get(priceKey(productId, variant.variantId)), factor)),
        reference: variant.reference,
        in_stock: inStock(variant.stock),
        ...depositOf(variant.deposit),
      },
      choice: {},
    }
    choice.choice[variant.attributeCode] = { id: variant.valueId }
    choices.set(variant.variantId, choice)
  }

  const { product, brand, category } = row
  return {
    id: product.id,
    slug: product.slug,
    name: locale === 'ar' ? product.nameAr : product.nameFr,
    description: locale === 'ar' ? product.descriptionAr : product.descriptionFr,
    ...pricePair(
      pricedInCity(
        { price: product.priceCentimes, sellPrice: product.sellPriceCentimes },
        setPrices.get(priceKey(productId, null)),
        factor,
      ),
    ),
    reference: product.reference,
    brand,
    category: {
      id: category.id,
      name: locale === 'ar' ? category.nameAr : category.nameFr,
      slug: locale === 'ar' ? category.slugAr : category.slug,
    },
    image: { url: product.imagePath, width: product.imageWidth, height: product.imageHeight },
    available: row.available,
    // A product with pack sizes is in stock by pack size (formated_attributes); without, by its own count.
    in_stock: variantRows.length > 0 ? variantRows.some((variant) => inStock(variant.stock)) : inStock(product.stock),
    attributes: [...attributeList.values()],
    formated_attributes: Object.fromEntries([...choices.values()].map(({ entry, choice }) => [variantKey(choice), entry])),
    ...depositOf(product.depositCentimes),
  }
}

/** A returnable item's deposit, said only when there is one (docs/decisions/0083). */
const depositOf = (deposit: number) => (deposit > 0 ? { deposit } : {})
