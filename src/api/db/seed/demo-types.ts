/**
 * Shapes of the demo data (src/api/db/seed/demo-*.ts). Money is integer centimes of MAD
 * (1 MAD = 100 centimes). Slugs are lowercase ASCII with hyphens.
 */

export type DemoCity = {
  slug: string
  nameFr: string
  nameAr: string
  isDefault?: boolean
  /** Remote cities pay more: prices there are multiplied by this (1.1 = +10 %). */
  priceFactor?: number
  /** Minimum order in centimes for this city. */
  minOrderCentimes: number
}

export type DemoBrand = {
  slug: string
  name: string
  nameAr: string
  /** Slug the old shop used in its product paths (`/fr/{brand-slug}/{id}-{slug}.html`). */
  legacySlug: string
  /** Brand colour for drawn images, e.g. '#0a84b8'. */
  color: string
}

export type DemoCategory = {
  slug: string
  slugAr: string // readable Latin transliteration used in Arabic URLs, e.g. 'qarurat-aila'
  nameFr: string
  nameAr: string
  /** The old shop's category id and slug (`/fr/{id}-{slug}`). */
  legacyId: number
  legacySlug: string
}

/** One pack size or other choice of a product; its own price and reference. */
export type DemoVariant = {
  /** Attribute code, e.g. 'format' or 'taille'. */
  attribute: 'format' | 'taille'
  /** Value code, e.g. '6x1l', '12x50cl', '2x5l', 'm', 'xl'. */
  value: string
  labelFr: string
  labelAr: string
  reference: string
  priceCentimes: number
  sellPriceCentimes?: number
  /** Units in stock and the low-stock threshold (docs/decisions/0032); not tracked when absent. */
  stock?: number
  lowStockThreshold?: number
  /** Deposit per unit, centimes (a returnable jug, docs/decisions/0083); not returnable when absent. */
  depositCentimes?: number
}

export type DemoProduct = {
  slug: string
  nameFr: string
  nameAr: string
  descriptionFr: string
  descriptionAr: string
  brand: string // DemoBrand.slug
  category: string // DemoCategory.slug
  reference: string
  /** Price of the product itself (used when it has no variants). */
  priceCentimes: number
  /** Deposit per unit of a product sold without pack sizes (a returnable jug, docs/decisions/0083). */
  depositCentimes?: number
  sellPriceCentimes?: number
  variants: DemoVariant[]
  /** Higher sells more (for "best sellers"). */
  popularity: number
  /** Days since it was added (for "newest"). */
  addedDaysAgo: number
  /** City slugs where it is NOT sold (e.g. fountains outside big cities). */
  unavailableIn?: string[]
  /** The old shop's product id and slug (slug includes the pack size, e.g. 'sidi-ali-6x1l'). */
  legacyId: number
  legacySlug: string
  /** What the drawn image shows. */
  picture: 'bottle' | 'small-bottle' | 'glass-bottle' | 'can' | 'jug' | 'fountain' | 'purifier' | 'tshirt' | 'cap'
}
