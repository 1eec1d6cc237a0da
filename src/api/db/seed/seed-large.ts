/**
 * A large generated catalogue for load tests, added on top of the demo data (`npm run seed:large`):
 * by default 5,000 products, 10,000 customers and 50,000 orders.
 *
 * Uses the demo brands, categories, cities, `format`/`taille` values, delivery and payment modes.
 * Generated rows are recognisable: product slugs `load-…`, references `LOAD-…`, customer e-mails
 * `load-customer-N@example.test`, order references `LOAD-ORDER-N`.
 *
 * Deterministic: each kind of row has its own seeded PRNG (mulberry32), so row N is always the
 * same whatever the counts. Idempotent: rows whose natural key (slug, e-mail, reference) exists
 * are skipped, and inserts use ON CONFLICT DO NOTHING. Fast: multi-row inserts in chunks, one
 * transaction per kind (catalogue, customers, orders). Order dates are relative to today (UTC).
 */
import { eq, like, sql } from 'drizzle-orm'
import type { PgTable, TableConfig } from 'drizzle-orm/pg-core'
import { priceInCity } from '~/api/services/catalogue/city-prices'
import { demoSearchTerms } from './demo-search-terms'
import type { Database, Transaction } from '~/api/db/executor'
import {
  addresses,
  attributes,
  attributeValues,
  brands,
  categories,
  cities,
  deliveryFees,
  deliveryModes,
  orderLines,
  orders,
  paymentModes,
  productCities,
  products,
  productVariants,
  productVariantValues,
  users,
} from '~/api/db/schema'

export type LargeSeedCounts = { products: number; customers: number; orders: number }
/** Rows added by one run (zero everywhere when everything was already there). */
export type LargeSeedResult = {
  products: number
  variants: number
  productCities: number
  customers: number
  addresses: number
  orders: number
  orderLines: number
}

export const LOAD_IMAGE_PATH = '/images/products/placeholder.webp'
const IMAGE_SIZE = 480
const DAY = 86_400_000
/** Orders are spread over this many days before today. */
const ORDER_SPAN_DAYS = 730
/** An arbitrary constant: one run of this seed at a time per database. */
const LOAD_SEED_LOCK = 7_245_032
/** PostgreSQL accepts at most 65,535 bind parameters per statement. */
const MAX_PARAMETERS = 65_535
const MAX_ROWS_PER_STATEMENT = 1000

export const loadProductSlug = (n: number, brandSlug: string, kindSlug: string, unitSlug: string) =>
  `load-${brandSlug}-${kindSlug}-${unitSlug}-${n}`
export const loadProductReference = (n: number) => `LOAD-P${n}`
export const loadCustomerEmail = (n: number) => `load-customer-${n}@example.test`
export const loadOrderReference = (n: number) => `LOAD-ORDER-${n}`

// ─── Deterministic randomness ────────────────────────────────────────────────

/** mulberry32: a tiny 32-bit PRNG, plenty for test data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

class Random {
  private readonly next: () => number
  constructor(seed: number) {
    this.next = mulberry32(seed)
  }
  float(): number {
    return this.next()
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  chance(probability: number): boolean {
    return this.next() < probability
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [item, weight] of items) {
      roll -= weight
      if (roll < 0) return item
    }
    return items[items.length - 1]![0]
  }
  /** `count` distinct integers in [0, size), in random order (for a small count). */
  distinctIndices(size: number, count: number): number[] {
    const result: number[] = []
    while (result.length < Math.min(count, size)) {
      const index = Math.floor(this.next() * size)
      if (!result.includes(index)) result.push(index)
    }
    return result
  }
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items]
    const result: T[] = []
    while (result.length < count && copy.length > 0) {
      result.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!)
    }
    return result
  }
}

// ─── What products look like ─────────────────────────────────────────────────

type Kind = {
  slug: string
  fr: string
  ar: string
  category: string
  /** Unit volumes in millilitres this kind comes in (taken from the existing `format` values). */
  units: number[]
  /** Price of one litre, in MAD: [min, max]. */
  perLitre: [number, number]
  weight: number
  brands: string[]
  descriptionFr: string
  descriptionAr: string
}

const WATER_BRANDS = ['sidi-ali', 'ain-atlas', 'oulmes', 'bahia']
const SPARKLING_BRANDS = ['oulmes', 'glass']
const JUICE_BRANDS = ['orangina', 'vitalya']

const DRINK_KINDS: Kind[] = [
  {
    slug: 'plate',
    fr: 'Eau minérale plate',
    ar: 'مياه معدنية طبيعية',
    category: 'bouteilles-familiales',
    units: [1000, 1500, 2000],
    perLitre: [2.4, 4.2],
    weight: 30,
    brands: WATER_BRANDS,
    descriptionFr: 'Eau minérale naturelle plate, légère et équilibrée, pour la table de tous les jours.',
    descriptionAr: 'مياه معدنية طبيعية غير غازية، خفيفة ومتوازنة، لمائدة كل يوم.',
  },
  {
    slug: 'nomade',
    fr: 'Eau minérale format nomade',
    ar: 'مياه معدنية حجم صغير',
    category: 'petites-bouteilles',
    units: [200, 250, 330, 500],
    perLitre: [5, 8.5],
    weight: 20,
    brands: WATER_BRANDS,
    descriptionFr: "La petite bouteille à glisser dans le sac, pour le bureau, le sport ou l'école.",
    descriptionAr: 'القارورة الصغيرة التي توضع في الحقيبة، للعمل أو الرياضة أو المدرسة.',
  },
  {
    slug: 'gazeuse',
    fr: 'Eau gazeuse',
    ar: 'مياه غازية',
    category: 'petites-bouteilles',
    units: [330, 500, 1000],
    perLitre: [6, 10],
    weight: 12,
    brands: SPARKLING_BRANDS,
    descriptionFr: 'Eau minérale naturellement gazeuse, aux fines bulles, à servir bien fraîche.',
    descriptionAr: 'مياه معدنية غازية طبيعيًا بفقاعات ناعمة، تقدم باردة.',
  },
  {
    slug: 'verre',
    fr: 'Eau en bouteille de verre',
    ar: 'مياه في قارورة زجاجية',
    category: 'bouteilles-en-verre',
    units: [250, 330, 750],
    perLitre: [8, 14],
    weight: 10,
    brands: [...SPARKLING_BRANDS, 'sidi-ali'],
    descriptionFr: 'La bouteille en verre consignée, pour la table et les restaurants.',
    descriptionAr: 'القارورة الزجاجية المسترجعة، للمائدة والمطاعم.',
  },
  {
    slug: 'enfants',
    fr: 'Eau pour enfants',
    ar: 'مياه للأطفال',
    category: 'coin-des-enfants',
    units: [200, 250, 330],
    perLitre: [8, 13],
    weight: 8,
    brands: WATER_BRANDS,
    descriptionFr: 'Le petit format avec bouchon sport, pensé pour les mains des enfants.',
    descriptionAr: 'الحجم الصغير بسدادة رياضية، مصمم لأيدي الأطفال.',
  },
  {
    slug: 'jus',
    fr: 'Boisson aux fruits',
    ar: 'مشروب الفواكه',
    category: 'coin-des-enfants',
    units: [200, 250, 330, 1000],
    perLitre: [10, 18],
    weight: 8,
    brands: JUICE_BRANDS,
    descriptionFr: 'Une boisson fruitée et rafraîchissante, à partager en famille.',
    descriptionAr: 'مشروب فواكه منعش، يتقاسم مع العائلة.',
  },
  {
    slug: 'petillant',
    fr: 'Boisson pétillante',
    ar: 'مشروب فوار',
    category: 'petites-bouteilles',
    units: [330, 500, 1500],
    perLitre: [8, 14],
    weight: 7,
    brands: JUICE_BRANDS,
    descriptionFr: 'Une boisson pétillante aux arômes naturels de fruits.',
    descriptionAr: 'مشروب فوار بنكهات فواكه طبيعية.',
  },
  {
    slug: 'bonbonne',
    fr: 'Eau de source bonbonne',
    ar: 'مياه العين قنينة كبيرة',
    category: 'bonbonnes',
    units: [5000],
    perLitre: [1.8, 3.2],
    weight: 5,
    brands: WATER_BRANDS,
    descriptionFr: 'Le grand format avec poignée, pour la cuisine, le thé et les grandes tablées.',
    descriptionAr: 'الحجم الكبير بمقبض، للطبخ وتحضير الشاي والموائد الكبيرة.',
  },
]

const APPAREL_KINDS = [
  { slug: 't-shirt', fr: 'T-shirt coton', ar: 'قميص قطني', price: [9000, 16000] as const },
  { slug: 'casquette', fr: 'Casquette brodée', ar: 'قبعة مطرزة', price: [7000, 11000] as const },
  { slug: 'sweat', fr: 'Sweat à capuche', ar: 'سترة بقلنسوة', price: [19000, 28000] as const },
]
const APPAREL_SHARE = 0.03

const RANGES: [fr: string, ar: string][] = [
  ['Classique', 'كلاسيك'],
  ['Source', 'المنبع'],
  ['Pure', 'نقي'],
  ['Fraîcheur', 'انتعاش'],
  ['Montagne', 'الجبل'],
  ['Oasis', 'الواحة'],
  ['Atlas', 'الأطلس'],
  ['Légère', 'خفيف'],
  ['Origine', 'الأصل'],
  ['Famille', 'العائلة'],
]

/** Arabic brand names for the demo brands; other brands keep their Latin name. */
const BRAND_NAMES_AR: Record<string, string> = {
  'sidi-ali': 'سيدي علي',
  'ain-atlas': 'عين أطلس',
  oulmes: 'ولماس',
  bahia: 'باهية',
  orangina: 'أورانجينا',
  glass: 'غلاس',
  vitalya: 'فيتاليا',
  purifya: 'بيوريفيا',
  timelessoulmes: 'تايملس ولماس',
}

// ─── What customers look like ────────────────────────────────────────────────

const FIRST_NAMES = [
  'Yasmine',
  'Omar',
  'Salma',
  'Youssef',
  'Imane',
  'Mehdi',
  'Khadija',
  'Hamza',
  'Nadia',
  'Karim',
  'Sara',
  'Anas',
  'Meryem',
  'Rachid',
  'Houda',
  'Ayoub',
  'Fatima Zahra',
  'Adil',
  'Ghita',
  'Amine',
  'Zineb',
  'Hicham',
  'Loubna',
  'Said',
  'Asmae',
  'Reda',
  'Hajar',
  'Nabil',
  'Soukaina',
  'Ilyas',
]
const LAST_NAMES = [
  'Benali',
  'El Idrissi',
  'Alaoui',
  'Bennani',
  'Tazi',
  'Chraibi',
  'El Amrani',
  'Berrada',
  'Fassi',
  'Ouazzani',
  'Lahlou',
  'Benjelloun',
  'Sqalli',
  'El Mansouri',
  'Kettani',
  'Zniber',
  'Bouzidi',
  'Naciri',
  'Amrani',
  'Haddad',
  'Belkadi',
  'Ait Lahcen',
  'Ouali',
  'Benkirane',
  'Slaoui',
]
const STREETS = [
  'rue Ibnou Mounir',
  'boulevard Zerktouni',
  'avenue Hassan II',
  'rue de Fès',
  'avenue Mohammed V',
  'rue Tarik Ibn Ziad',
  'boulevard Anfa',
  'rue Allal Ben Abdellah',
  'avenue des FAR',
  'rue Oued Sebou',
  'boulevard Ghandi',
  'rue Moulay Youssef',
  'avenue Abdelkrim El Khattabi',
  'rue Ibn Batouta',
]
const DISTRICTS = [
  'Centre-ville',
  'Maârif',
  'Agdal',
  'Hay Riad',
  'Gauthier',
  'Bourgogne',
  'Hay Hassani',
  'Océan',
  'Médina',
  'Guéliz',
  'Les Orangers',
  'Hay Salam',
  'Californie',
  'Sidi Maârouf',
]

type CityRow = { id: number; slug: string; factor: number }

type GeneratedVariant = {
  reference: string
  valueId: number
  labelFr: string
  labelAr: string
  priceCentimes: number
  sellPriceCentimes: number | null
}
type GeneratedProduct = {
  n: number
  slug: string
  reference: string
  nameFr: string
  nameAr: string
  descriptionFr: string
  descriptionAr: string
  brandId: number
  categoryId: number
  popularity: number
  createdAt: Date
  /** The demo's search terms of its brand and category (issue 20). */
  searchTerms: string[]
  apparel: boolean
  variants: GeneratedVariant[]
  cityIds: number[]
}
type GeneratedCustomer = {
  n: number
  email: string
  firstName: string
  lastName: string
  phone: string
  locale: 'fr' | 'ar'
  city: CityRow
  emailVerified: boolean
  createdAt: Date
  address: { label: string; line1: string; line2: string; district: string; postalCode: string }
}

// ─── Entry point ─────────────────────────────────────────────────────────────

export async function seedLargeData(
  db: Database,
  counts: LargeSeedCounts = { products: 5000, customers: 10000, orders: 50000 },
  log?: (line: string) => void,
): Promise<LargeSeedResult> {
  for (const [name, value] of Object.entries(counts)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`seedLargeData: ${name} must be a whole number ≥ 0 (got ${value})`)
  }
  if (counts.orders > 0 && (counts.products === 0 || counts.customers === 0)) {
    throw new Error('seedLargeData: orders need at least one generated product and one generated customer')
  }
  const say = log ?? (() => {})
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  const context = await readDemoData(db)
  const result: LargeSeedResult = { products: 0, variants: 0, productCities: 0, customers: 0, addresses: 0, orders: 0, orderLines: 0 }

  const catalogue = generateProducts(counts.products, context, today)
  const customers = generateCustomers(counts.customers, context, today)

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOAD_SEED_LOCK})`)
    await insertCatalogue(tx, catalogue, result, say)
  })
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOAD_SEED_LOCK})`)
    await insertCustomers(tx, customers, result, say)
  })
  if (counts.orders > 0) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOAD_SEED_LOCK})`)
      await insertOrders(tx, counts.orders, catalogue, customers, context, today, result, say)
    })
  }
  return result
}

// ─── The demo data this builds on ────────────────────────────────────────────

type FormatValue = { id: number; code: string; labelFr: string; labelAr: string; count: number; unitMl: number }
type DemoContext = Awaited<ReturnType<typeof readDemoData>>

async function readDemoData(db: Database) {
  const cityRows = (
    await db
      .select({ id: cities.id, slug: cities.slug, factor: cities.priceFactorPermille, isActive: cities.isActive })
      .from(cities)
      .orderBy(cities.sortOrder, cities.id)
  ).filter((city) => city.isActive)
  const brandRows = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).orderBy(brands.id)
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories).orderBy(categories.id)
  const valueRows = await db
    .select({
      id: attributeValues.id,
      attribute: attributes.code,
      code: attributeValues.code,
      labelFr: attributeValues.labelFr,
      labelAr: attributeValues.labelAr,
    })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .orderBy(attributeValues.sortOrder, attributeValues.id)
  const modes = await db
    .select({ id: deliveryModes.id, code: deliveryModes.code, leadDays: deliveryModes.leadDays, isActive: deliveryModes.isActive })
    .from(deliveryModes)
    .orderBy(deliveryModes.sortOrder, deliveryModes.id)
  const payments = await db
    .select({ id: paymentModes.id, code: paymentModes.code, isActive: paymentModes.isActive })
    .from(paymentModes)
    .orderBy(paymentModes.sortOrder, paymentModes.id)
  const fees = await db.select().from(deliveryFees)

  const formats: FormatValue[] = []
  for (const value of valueRows) {
    if (value.attribute !== 'format') continue
    const m = /^(\d+)x(\d+)(?:-(\d+))?(cl|l)$/.exec(value.code)
    if (!m) continue
    const amount = Number(`${m[2]}.${m[3] ?? '0'}`)
    formats.push({ ...value, count: Number(m[1]), unitMl: Math.round(amount * (m[4] === 'l' ? 1000 : 10)) })
  }
  const sizes = valueRows.filter((value) => value.attribute === 'taille')
  const activeModes = modes.filter((mode) => mode.isActive)
  const activePayments = payments.filter((mode) => mode.isActive)
  const missing = [
    cityRows.length === 0 && 'cities',
    brandRows.length === 0 && 'brands',
    categoryRows.length === 0 && 'categories',
    formats.length === 0 && '`format` attribute values',
    activeModes.length === 0 && 'delivery modes',
    activePayments.length === 0 && 'payment modes',
  ].filter(Boolean)
  if (missing.length > 0) throw new Error(`seedLargeData needs the demo data first; missing: ${missing.join(', ')}`)

  const brandBySlug = new Map(brandRows.map((brand) => [brand.slug, brand]))
  const kinds = DRINK_KINDS.map((kind) => ({
    ...kind,
    units: kind.units.filter((unit) => formats.some((format) => format.unitMl === unit)),
    brandRows: kind.brands.flatMap((slug) => brandBySlug.get(slug) ?? []),
  })).filter((kind) => kind.units.length > 0)
  // Without the demo's drink brands, any brand will do.
  for (const kind of kinds) if (kind.brandRows.length === 0) kind.brandRows = brandRows
  if (kinds.length === 0) throw new Error('seedLargeData: no `format` value matches a drink unit size')

  return {
    cities: cityRows.map(({ id, slug, factor }) => ({ id, slug, factor })),
    /** Bigger cities first, so they get more customers. */
    cityWeights: cityRows.map((city, index) => [{ id: city.id, slug: city.slug, factor: city.factor }, 1 / (1 + index * 0.3)] as const),
    brandRows,
    apparelBrand: brandBySlug.get('timelessoulmes') ?? brandBySlug.get('oulmes') ?? brandRows[0]!,
    categoryIds: new Map(categoryRows.map((category) => [category.slug, category.id])),
    fallbackCategoryId: categoryRows[0]!.id,
    formats,
    sizes,
    kinds,
    modes: activeModes,
    payments: activePayments,
    fees: new Map(fees.map((fee) => [`${fee.cityId}:${fee.deliveryModeId}`, fee])),
  }
}

// ─── Generation (in memory, deterministic) ───────────────────────────────────

function unitLabel(unitMl: number, locale: 'fr' | 'ar'): string {
  if (unitMl >= 1000) {
    const litres = String(unitMl / 1000).replace('.', ',')
    return `${litres} ${locale === 'fr' ? 'L' : 'لتر'}`
  }
  return `${unitMl / 10} ${locale === 'fr' ? 'cl' : 'سنتيلتر'}`
}

const unitSlug = (unitMl: number) => (unitMl >= 1000 ? `${String(unitMl / 1000).replace('.', '-')}l` : `${unitMl / 10}cl`)
const roundTo10 = (centimes: number) => Math.round(centimes / 10) * 10
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

function generateProducts(count: number, context: DemoContext, today: Date): GeneratedProduct[] {
  const random = new Random(0x10ad_0001)
  const defaultCity = context.cities[0]!.id
  const generated: GeneratedProduct[] = []
  for (let n = 1; n <= count; n++) {
    const reference = loadProductReference(n)
    const [rangeFr, rangeAr] = random.pick(RANGES)
    const popularity = random.int(0, 100)
    const createdAt = new Date(today.getTime() - random.int(1, ORDER_SPAN_DAYS + 365) * DAY + random.int(0, DAY - 1))
    // Most cities sell it; the default city always does.
    const cityIds = context.cities.filter((city) => city.id === defaultCity || random.chance(0.85)).map((city) => city.id)

    if (context.sizes.length > 0 && random.chance(APPAREL_SHARE)) {
      const kind = random.pick(APPAREL_KINDS)
      const brand = context.apparelBrand
      const price = roundTo10(random.int(kind.price[0], kind.price[1]))
      const sellPrice = random.chance(0.2) ? roundTo10(price * (0.75 + random.float() * 0.15)) : null
      const sizes = random
        .sample(context.sizes, random.int(1, Math.min(3, context.sizes.length)))
        .sort((a, b) => context.sizes.indexOf(a) - context.sizes.indexOf(b))
      generated.push({
        n,
        slug: loadProductSlug(
          n,
          brand.slug,
          kind.slug,
          rangeFr
            .normalize('NFD')
            .replace(/[^a-zA-Z]/g, '')
            .toLowerCase(),
        ),
        reference,
        nameFr: `${brand.name} ${kind.fr} ${rangeFr}`,
        nameAr: `${BRAND_NAMES_AR[brand.slug] ?? brand.name} ${kind.ar} ${rangeAr}`,
        descriptionFr: `${kind.fr} aux couleurs de ${brand.name}, coupe confortable.`,
        descriptionAr: `${kind.ar} بألوان ${BRAND_NAMES_AR[brand.slug] ?? brand.name}، قصة مريحة.`,
        brandId: brand.id,
        categoryId: context.categoryIds.get('vetements') ?? context.fallbackCategoryId,
        popularity,
        createdAt,
        searchTerms: demoSearchTerms(brand.slug, 'vetements'),
        apparel: true,
        variants: sizes.map((size) => ({
          reference: `${reference}-${size.code.toUpperCase()}`,
          valueId: size.id,
          labelFr: size.labelFr,
          labelAr: size.labelAr,
          priceCentimes: price,
          sellPriceCentimes: sellPrice,
        })),
        cityIds: context.cities.map((city) => city.id),
      })
      continue
    }

    const kind = random.weighted(context.kinds.map((k) => [k, k.weight] as const))
    const brand = random.pick(kind.brandRows)
    const unitMl = random.pick(kind.units)
    const packs = random
      .sample(
        context.formats.filter((format) => format.unitMl === unitMl),
        random.int(1, 3),
      )
      .sort((a, b) => a.count - b.count)
    const perLitre = kind.perLitre[0] + random.float() * (kind.perLitre[1] - kind.perLitre[0])
    const variants = packs.map((pack) => {
      // Bigger packs cost a little less per bottle; drinks stay within 5–300 MAD.
      const packDiscount = pack.count >= 24 ? 0.92 : pack.count >= 12 ? 0.96 : 1
      const price = clamp(roundTo10(pack.count * (pack.unitMl / 1000) * perLitre * 100 * packDiscount), 500, 30_000)
      const sellPrice = random.chance(0.15) ? clamp(roundTo10(price * (0.8 + random.float() * 0.15)), 0, price) : null
      return {
        reference: `${reference}-${pack.code.toUpperCase()}`,
        valueId: pack.id,
        labelFr: pack.labelFr,
        labelAr: pack.labelAr,
        priceCentimes: price,
        sellPriceCentimes: sellPrice,
      }
    })
    const brandAr = BRAND_NAMES_AR[brand.slug] ?? brand.name
    generated.push({
      n,
      slug: loadProductSlug(n, brand.slug, kind.slug, unitSlug(unitMl)),
      reference,
      nameFr: `${brand.name} ${kind.fr} ${rangeFr} ${unitLabel(unitMl, 'fr')}`,
      nameAr: `${brandAr} ${kind.ar} ${rangeAr} ${unitLabel(unitMl, 'ar')}`,
      descriptionFr: kind.descriptionFr,
      descriptionAr: kind.descriptionAr,
      brandId: brand.id,
      categoryId: context.categoryIds.get(kind.category) ?? context.fallbackCategoryId,
      popularity,
      createdAt,
      searchTerms: demoSearchTerms(brand.slug, kind.category),
      apparel: false,
      variants,
      cityIds,
    })
  }
  return generated
}

function generateCustomers(count: number, context: DemoContext, today: Date): GeneratedCustomer[] {
  const random = new Random(0x10ad_0002)
  const generated: GeneratedCustomer[] = []
  const digits = () => String(random.int(0, 99)).padStart(2, '0')
  for (let n = 1; n <= count; n++) {
    const firstName = random.pick(FIRST_NAMES)
    const lastName = random.pick(LAST_NAMES)
    generated.push({
      n,
      email: loadCustomerEmail(n),
      firstName,
      lastName,
      phone: `+212 ${random.pick(['6', '7'])} ${digits()} ${digits()} ${digits()} ${digits()}`,
      locale: random.chance(0.3) ? 'ar' : 'fr',
      city: random.weighted(context.cityWeights),
      emailVerified: random.chance(0.9),
      // Accounts opened over the two years of orders, a few before.
      createdAt: new Date(today.getTime() - random.int(1, ORDER_SPAN_DAYS + 120) * DAY + random.int(0, DAY - 1)),
      address: {
        label: random.weighted([
          ['Maison', 6],
          ['Bureau', 2],
          ['Famille', 1],
        ] as const),
        line1: `${random.int(1, 250)} ${random.pick(STREETS)}`,
        line2: random.chance(0.5) ? `Appartement ${random.int(1, 30)}, ${random.int(1, 8)}e étage` : '',
        district: random.pick(DISTRICTS),
        postalCode: String(random.int(10, 93) * 1000 + random.int(0, 99) * 10),
      },
    })
  }
  return generated
}

// ─── Inserts ─────────────────────────────────────────────────────────────────

/** Rows per statement: at most 1,000, and within PostgreSQL's bind-parameter limit. */
function rowsPerStatement(row: object): number {
  return Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMETERS / Object.keys(row).length)))
}

function* chunks<T>(rows: T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size)
}

/** Multi-row INSERT … ON CONFLICT DO NOTHING in chunks; returns the number of rows added. */
async function insertMany<T extends PgTable<TableConfig>>(tx: Transaction, table: T, rows: T['$inferInsert'][]): Promise<number> {
  if (rows.length === 0) return 0
  let added = 0
  for (const chunk of chunks(rows, rowsPerStatement(rows[0]!))) {
    const done = await tx.insert(table).values(chunk).onConflictDoNothing()
    added += done.rowCount ?? 0
  }
  return added
}

async function insertCatalogue(tx: Transaction, catalogue: GeneratedProduct[], result: LargeSeedResult, say: (line: string) => void) {
  const existing = new Set(
    (await tx.select({ reference: products.reference }).from(products).where(like(products.reference, 'LOAD-%'))).map(
      (row) => row.reference,
    ),
  )
  const missing = catalogue.filter((product) => !existing.has(product.reference))
  if (missing.length === 0) {
    say(`products: all ${catalogue.length} already there`)
    return
  }
  say(`products: adding ${missing.length} (${catalogue.length - missing.length} already there)`)
  const productIds = new Map<string, number>()
  let done = 0
  for (const chunk of chunks(missing, MAX_ROWS_PER_STATEMENT)) {
    const inserted = await tx
      .insert(products)
      .values(
        chunk.map((product) => ({
          slug: product.slug,
          reference: product.reference,
          nameFr: product.nameFr,
          nameAr: product.nameAr,
          descriptionFr: product.descriptionFr,
          descriptionAr: product.descriptionAr,
          brandId: product.brandId,
          categoryId: product.categoryId,
          // Like the demo: a product's price is its first variant's.
          priceCentimes: product.variants[0]!.priceCentimes,
          sellPriceCentimes: product.variants[0]!.sellPriceCentimes,
          imagePath: LOAD_IMAGE_PATH,
          imageWidth: IMAGE_SIZE,
          imageHeight: IMAGE_SIZE,
          popularity: product.popularity,
          searchTerms: product.searchTerms,
          createdAt: product.createdAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id, reference: products.reference })
    for (const row of inserted) productIds.set(row.reference, row.id)
    done += chunk.length
    say(`products: ${done}/${missing.length}`)
  }
  // Only the products this run added get variants and cities (a concurrent run added the others whole).
  const added = missing.filter((product) => productIds.has(product.reference))
  result.products += added.length

  const variantRows = added.flatMap((product) =>
    product.variants.map((variant, index) => ({
      productId: productIds.get(product.reference)!,
      reference: variant.reference,
      priceCentimes: variant.priceCentimes,
      sellPriceCentimes: variant.sellPriceCentimes,
      sortOrder: index,
    })),
  )
  const variantIds = new Map<string, number>()
  for (const chunk of chunks(variantRows, MAX_ROWS_PER_STATEMENT)) {
    const inserted = await tx
      .insert(productVariants)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ id: productVariants.id, reference: productVariants.reference })
    for (const row of inserted) variantIds.set(row.reference, row.id)
  }
  result.variants += variantIds.size
  say(`variants: ${variantIds.size} added`)
  await insertMany(
    tx,
    productVariantValues,
    added.flatMap((product) =>
      product.variants.flatMap((variant) => {
        const variantId = variantIds.get(variant.reference)
        return variantId === undefined ? [] : [{ variantId, attributeValueId: variant.valueId }]
      }),
    ),
  )
  result.productCities += await insertMany(
    tx,
    productCities,
    added.flatMap((product) => product.cityIds.map((cityId) => ({ productId: productIds.get(product.reference)!, cityId }))),
  )
  say(`product cities: ${result.productCities} added`)
}

async function insertCustomers(tx: Transaction, customers: GeneratedCustomer[], result: LargeSeedResult, say: (line: string) => void) {
  const existing = await loadCustomerIds(tx)
  const missing = customers.filter((customer) => !existing.has(customer.email))
  if (missing.length === 0) {
    say(`customers: all ${customers.length} already there`)
    return
  }
  say(`customers: adding ${missing.length} (${customers.length - missing.length} already there)`)
  const ids = new Map<string, number>()
  let done = 0
  for (const chunk of chunks(missing, MAX_ROWS_PER_STATEMENT)) {
    const inserted = await tx
      .insert(users)
      .values(
        chunk.map((customer) => ({
          email: customer.email,
          emailVerified: customer.emailVerified,
          firstName: customer.firstName,
          lastName: customer.lastName,
          phone: customer.phone,
          locale: customer.locale,
          cityId: customer.city.id,
          role: 'customer' as const,
          createdAt: customer.createdAt,
          updatedAt: customer.createdAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email })
    for (const row of inserted) ids.set(row.email, row.id)
    done += chunk.length
    say(`customers: ${done}/${missing.length}`)
  }
  result.customers += ids.size
  result.addresses += await insertMany(
    tx,
    addresses,
    missing.flatMap((customer) => {
      const userId = ids.get(customer.email)
      if (userId === undefined) return []
      return [
        {
          userId,
          label: customer.address.label,
          recipientName: `${customer.firstName} ${customer.lastName}`,
          phone: customer.phone,
          cityId: customer.city.id,
          line1: customer.address.line1,
          line2: customer.address.line2,
          district: customer.address.district,
          postalCode: customer.address.postalCode,
          isDefault: true,
          createdAt: customer.createdAt,
          updatedAt: customer.createdAt,
        },
      ]
    }),
  )
  say(`addresses: ${result.addresses} added`)
}

async function loadCustomerIds(tx: Transaction): Promise<Map<string, number>> {
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(like(users.email, 'load-customer-%@example.test'))
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]))
}

/** How many products of a list sorted by creation date existed at `time`. */
function countCreatedBy(sorted: GeneratedProduct[], time: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]!.createdAt.getTime() <= time) low = middle + 1
    else high = middle
  }
  return low
}

type OrderStatus = (typeof orders.$inferInsert)['status'] & string

async function insertOrders(
  tx: Transaction,
  count: number,
  catalogue: GeneratedProduct[],
  customers: GeneratedCustomer[],
  context: DemoContext,
  today: Date,
  result: LargeSeedResult,
  say: (line: string) => void,
) {
  const existing = new Set(
    (await tx.select({ reference: orders.reference }).from(orders).where(like(orders.reference, 'LOAD-ORDER-%'))).map(
      (row) => row.reference,
    ),
  )
  if (count > 0 && [...Array(count).keys()].every((index) => existing.has(loadOrderReference(index + 1)))) {
    say(`orders: all ${count} already there`)
    return
  }
  const customerIds = await loadCustomerIds(tx)
  const productIds = new Map(
    (await tx.select({ id: products.id, reference: products.reference }).from(products).where(like(products.reference, 'LOAD-%'))).map(
      (row) => [row.reference, row.id],
    ),
  )
  const variantIds = new Map(
    (
      await tx
        .select({ id: productVariants.id, reference: productVariants.reference })
        .from(productVariants)
        .where(like(productVariants.reference, 'LOAD-%'))
    ).map((row) => [row.reference, row.id]),
  )
  const productsByCity = new Map<number, GeneratedProduct[]>()
  for (const product of catalogue) {
    for (const cityId of product.cityIds) {
      let list = productsByCity.get(cityId)
      if (!list) productsByCity.set(cityId, (list = []))
      list.push(product)
    }
  }
  // Oldest first: an order only names products that existed when it was placed.
  for (const list of productsByCity.values()) list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  const modeChoices = context.modes.map((mode, index) => [mode, index === 0 ? 8 : 2] as const)
  const paymentChoices = context.payments.map((mode, index) => [mode, index === 0 ? 7 : 3] as const)
  const random = new Random(0x10ad_0003)
  // Everything is relative to the start of today (UTC), so a run gives the same orders all day.
  const now = today.getTime()
  const spanStart = today.getTime() - ORDER_SPAN_DAYS * DAY

  type OrderRow = typeof orders.$inferInsert
  type LineRow = Omit<typeof orderLines.$inferInsert, 'orderId'>
  const pending: { order: OrderRow; lines: LineRow[] }[] = []
  const flush = async () => {
    if (pending.length === 0) return
    const inserted = await tx
      .insert(orders)
      .values(pending.map((entry) => entry.order))
      .onConflictDoNothing()
      .returning({ id: orders.id, reference: orders.reference })
    const orderIds = new Map(inserted.map((row) => [row.reference, row.id]))
    const lineRows = pending.flatMap((entry) => {
      const orderId = orderIds.get(entry.order.reference)
      return orderId === undefined ? [] : entry.lines.map((line) => ({ ...line, orderId }))
    })
    result.orders += inserted.length
    result.orderLines += await insertMany(tx, orderLines, lineRows)
    pending.length = 0
  }

  let reported = 0
  for (let n = 1; n <= count; n++) {
    // Every order draws the same numbers whether it is inserted or skipped, so order N never changes.
    const customer = customers[random.int(0, customers.length - 1)]!
    const city = customer.city
    // A busy last week (8 % of the orders), the rest spread over two years since the account opened.
    const recent = random.chance(0.08)
    const from = Math.max(recent ? now - 7 * DAY : spanStart, customer.createdAt.getTime())
    const placedAt = new Date(Math.min(now - 60_000, from + Math.floor(random.float() * Math.max(DAY, now - from))))
    const ageDays = (now - placedAt.getTime()) / DAY
    const status: OrderStatus =
      ageDays <= 7
        ? random.weighted([
            ['placed', 3],
            ['confirmed', 3],
            ['out_for_delivery', 2],
            ['delivered', 3],
            ['cancelled', 1],
          ] as const)
        : random.weighted([
            ['delivered', 88],
            ['cancelled', 12],
          ] as const)
    const cityPool = productsByCity.get(city.id) ?? catalogue
    const available = countCreatedBy(cityPool, placedAt.getTime())
    const pool = available > 0 ? cityPool : catalogue
    const poolSize = available > 0 ? available : catalogue.length
    const lineCount = Math.min(
      poolSize,
      random.weighted([
        [1, 30],
        [2, 30],
        [3, 20],
        [4, 12],
        [5, 8],
      ] as const),
    )
    const picks = random.distinctIndices(poolSize, lineCount).map((index) => {
      const product = pool[index]!
      return {
        product,
        variant: random.pick(product.variants),
        quantity: product.apparel
          ? random.int(1, 2)
          : random.weighted([
              [1, 45],
              [2, 30],
              [3, 15],
              [4, 10],
            ] as const),
      }
    })
    const mode = random.weighted(modeChoices)
    const payment = random.weighted(paymentChoices)
    const reference = loadOrderReference(n)
    if (existing.has(reference)) continue

    const customerId = customerIds.get(customer.email)
    if (customerId === undefined) throw new Error(`seedLargeData: customer ${customer.email} is missing`)
    const lines: LineRow[] = picks.map(({ product, variant, quantity }) => {
      const unitPrice = priceInCity(variant.sellPriceCentimes ?? variant.priceCentimes, city.factor)
      return {
        productId: productIds.get(product.reference) ?? null,
        variantId: variantIds.get(variant.reference) ?? null,
        nameFr: product.nameFr,
        nameAr: product.nameAr,
        reference: variant.reference,
        attributesLabelFr: variant.labelFr,
        attributesLabelAr: variant.labelAr,
        unitPriceCentimes: unitPrice,
        quantity,
        lineTotalCentimes: unitPrice * quantity,
      }
    })
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCentimes, 0)
    const fee = context.fees.get(`${city.id}:${mode.id}`)
    const deliveryFee = !fee || (fee.freeFromCentimes !== null && subtotal >= fee.freeFromCentimes) ? 0 : fee.feeCentimes
    const address = {
      recipientName: `${customer.firstName} ${customer.lastName}`,
      phone: customer.phone,
      line1: customer.address.line1,
      line2: customer.address.line2,
      district: customer.address.district,
      postalCode: customer.address.postalCode,
      city: city.slug,
    }
    const deliveryDate = new Date(placedAt.getTime() + Math.max(0, mode.leadDays) * DAY).toISOString().slice(0, 10)
    pending.push({
      order: {
        reference,
        userId: customerId,
        status,
        locale: customer.locale,
        cityId: city.id,
        deliveryAddress: address,
        billingAddress: address,
        deliveryModeId: mode.id,
        paymentModeId: payment.id,
        deliveryDate,
        subtotalCentimes: subtotal,
        deliveryFeeCentimes: deliveryFee,
        totalCentimes: subtotal + deliveryFee,
        idempotencyKey: `load-order-${n}`,
        requestHash: 'load-test',
        placedAt,
        updatedAt: status === 'placed' ? placedAt : new Date(Math.min(now, placedAt.getTime() + DAY)),
      },
      lines,
    })
    if (pending.length >= rowsPerStatement(pending[0]!.order)) {
      await flush()
      if (result.orders - reported >= 5000) {
        reported = result.orders
        say(`orders: ${result.orders} added (up to ${reference})`)
      }
    }
  }
  await flush()
  say(`orders: ${result.orders} added with ${result.orderLines} lines`)
}
