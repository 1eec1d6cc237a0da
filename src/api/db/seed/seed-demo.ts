/**
 * Loads the demo shop on first start: cities, catalogue, delivery and payment modes, checkout
 * rules (holidays, reminder choices, vouchers), the demo customer with past orders. Idempotent: every row is keyed by a natural key (slug, reference,
 * code, e-mail) and inserted only when missing, so a second run changes nothing.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { hashPassword } from '~/api/auth/password'
import type { Executor } from '~/api/db/executor'
import {
  accounts,
  addresses,
  attributes,
  attributeValues,
  brands,
  categories,
  cities,
  dataLoads,
  deliveryFees,
  depots,
  deliveryModes,
  orderLines,
  orders,
  paymentModes,
  pointsLedger,
  productCities,
  products,
  productVariants,
  productVariantValues,
  publicHolidays,
  reminderOptions,
  shopLegalIdentity,
  users,
  vans,
  vouchers,
} from '~/api/db/schema'
import { demoBrands, demoCategories, demoCities, demoProducts } from './demo-catalogue'
import { demoSearchTerms } from './demo-search-terms'
import { loadCheckoutSettings } from '~/api/services/checkout/checkout-settings'
import { pointsEarned } from '~/api/services/checkout/loyalty'
import { demoDeliveryWeekdays, demoHolidays, demoReminderOptions, demoVouchers } from './demo-checkout'
import {
  DEMO_CUSTOMER,
  DEMO_DEPOTS,
  DEMO_LEGAL_IDENTITY,
  DEMO_TEAM,
  DEMO_VANS,
  demoDeliveryModes,
  demoPaymentModes,
  demoPastOrders,
} from './demo-shop'

export const PRODUCT_IMAGE_SIZE = 480

/** The name under which the demo shop's load is recorded in `data_loads`. */
const DEMO_LOAD = 'demo-shop'
const DEMO_TEAM_LOAD = 'demo-team'

/** Whether the demo team comes with the demo shop: only where `wantsDemoTeam` (database.ts) says. */
export type DemoTeamChoice = { team: boolean }

/**
 * Loads the demo shop unless it was loaded before in this database: what an operator deleted
 * afterwards (the demo customer, a voucher, a demo team member) stays deleted. The demo team is
 * loaded once too, and only when asked: a database that held the demo shop never gets it back by
 * itself at the next start.
 */
export async function loadDemoDataOnce(db: Executor, { team }: DemoTeamChoice): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = await tx.insert(dataLoads).values({ name: DEMO_LOAD }).onConflictDoNothing().returning()
    if (recorded.length > 0) await seedDemoData(tx, { team: false })
    if (team && (await tx.insert(dataLoads).values({ name: DEMO_TEAM_LOAD }).onConflictDoNothing().returning()).length > 0) {
      await seedDemoTeam(tx)
    }
    return recorded.length > 0
  })
}

/** Inserts every demo row that is missing (`npm run seed:demo` asks for this explicitly). */
export async function seedDemoData(db: Executor, { team }: DemoTeamChoice) {
  await db.transaction(async (tx) => {
    await seedCities(tx)
    await seedCatalogue(tx)
    await seedDeliveryAndPayment(tx)
    await seedCheckoutRules(tx)
    await seedDemoCustomer(tx)
    await seedDemoLegalIdentity(tx)
    await seedDemoDepots(tx)
    if (team) await seedDemoTeam(tx)
  })
}

/** The demo depots, each given to its cities that have none yet (loaded once, with the demo shop). */
async function seedDemoDepots(db: Executor) {
  for (const { cities: slugs, ...depot } of DEMO_DEPOTS) {
    await db.insert(depots).values(depot).onConflictDoNothing()
    const [row] = await db.select({ id: depots.id }).from(depots).where(eq(depots.name, depot.name))
    await db
      .update(cities)
      .set({ depotId: row!.id })
      .where(and(inArray(cities.slug, [...slugs]), isNull(cities.depotId)))
  }
}

/** The demo seller, only into an identity nobody has filled in (an operator's own is never replaced). */
async function seedDemoLegalIdentity(db: Executor) {
  await db
    .update(shopLegalIdentity)
    .set({ ...DEMO_LEGAL_IDENTITY, version: sql`${shopLegalIdentity.version} + 1` })
    .where(and(eq(shopLegalIdentity.id, 1), eq(shopLegalIdentity.name, ''), eq(shopLegalIdentity.ice, '')))
}

/**
 * The demo admin, staff member and driver of the README, each missing one inserted. Their
 * passwords are public: each must choose their own at the first sign-in before the back office opens.
 */
async function seedDemoTeam(db: Executor) {
  for (const member of DEMO_TEAM) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${member.email}`)
    if (existing) continue
    const [user] = await db
      .insert(users)
      .values({
        email: member.email,
        emailVerified: true,
        firstName: member.firstName,
        lastName: member.lastName,
        phone: member.phone,
        role: member.role,
        mustChangePassword: true,
      })
      .returning({ id: users.id })
    await db
      .insert(accounts)
      .values({ userId: user!.id, providerId: 'credential', accountId: String(user!.id), password: await hashPassword(member.password) })
    const van = DEMO_VANS[member.email]
    if (van) {
      const [casablanca] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'casablanca'))
      if (casablanca) {
        const { shift, ...rest } = van
        await db
          .insert(vans)
          .values({ driverId: user!.id, cityId: casablanca.id, ...rest, shiftStartMinute: shift[0], shiftEndMinute: shift[1] })
      }
    }
  }
}

async function seedCities(db: Executor) {
  await db
    .insert(cities)
    .values(
      demoCities.map((city, index) => ({
        slug: city.slug,
        nameFr: city.nameFr,
        nameAr: city.nameAr,
        isDefault: city.isDefault ?? false,
        priceFactorPermille: Math.round((city.priceFactor ?? 1) * 1000),
        minOrderCentimes: city.minOrderCentimes,
        deliveryWeekdays: demoDeliveryWeekdays[city.slug] ?? [1, 2, 3, 4, 5, 6],
        sortOrder: index,
      })),
    )
    .onConflictDoNothing()
}

async function seedCatalogue(db: Executor) {
  await db
    .insert(brands)
    .values(demoBrands.map((brand, index) => ({ ...brand, sortOrder: index })))
    .onConflictDoNothing()
  await db
    .insert(categories)
    .values(demoCategories.map((category, index) => ({ ...category, sortOrder: index })))
    .onConflictDoNothing()
  await db
    .insert(attributes)
    .values([
      { code: 'format', nameFr: 'Format', nameAr: 'الحجم' },
      { code: 'taille', nameFr: 'Taille', nameAr: 'المقاس' },
    ])
    .onConflictDoNothing()

  const brandIds = await idsBy(db, brands, brands.slug)
  const categoryIds = await idsBy(db, categories, categories.slug)
  const attributeIds = await idsBy(db, attributes, attributes.code)

  await db
    .insert(products)
    .values(
      demoProducts.map((product) => ({
        slug: product.slug,
        reference: product.reference,
        nameFr: product.nameFr,
        nameAr: product.nameAr,
        descriptionFr: product.descriptionFr,
        descriptionAr: product.descriptionAr,
        brandId: required(brandIds, product.brand),
        categoryId: required(categoryIds, product.category),
        priceCentimes: product.priceCentimes,
        sellPriceCentimes: product.sellPriceCentimes ?? null,
        depositCentimes: product.depositCentimes ?? 0,
        imagePath: `/images/products/${product.slug}.webp`,
        imageWidth: PRODUCT_IMAGE_SIZE,
        imageHeight: PRODUCT_IMAGE_SIZE,
        popularity: product.popularity,
        searchTerms: demoSearchTerms(product.brand, product.category),
        legacyId: product.legacyId,
        legacySlug: product.legacySlug,
        createdAt: new Date(Date.UTC(2026, 10, 1) - product.addedDaysAgo * 86_400_000),
      })),
    )
    .onConflictDoNothing()
  const productIds = await idsBy(db, products, products.slug)

  // Attribute values, in the order products first use them.
  const values = new Map<string, { attributeId: number; code: string; labelFr: string; labelAr: string }>()
  for (const variant of demoProducts.flatMap((product) => product.variants)) {
    const key = `${variant.attribute}:${variant.value}`
    if (!values.has(key)) {
      values.set(key, {
        attributeId: required(attributeIds, variant.attribute),
        code: variant.value,
        labelFr: variant.labelFr,
        labelAr: variant.labelAr,
      })
    }
  }
  await db
    .insert(attributeValues)
    .values([...values.values()].map((value, index) => ({ ...value, sortOrder: index })))
    .onConflictDoNothing()
  const valueRows = await db
    .select({ id: attributeValues.id, code: attributeValues.code, attributeId: attributeValues.attributeId })
    .from(attributeValues)
  const valueIds = new Map(valueRows.map((row) => [`${row.attributeId}:${row.code}`, row.id]))

  const variants = demoProducts.flatMap((product) => product.variants.map((variant, index) => ({ product, variant, index })))
  if (variants.length > 0) {
    await db
      .insert(productVariants)
      .values(
        variants.map(({ product, variant, index }) => ({
          productId: required(productIds, product.slug),
          reference: variant.reference,
          priceCentimes: variant.priceCentimes,
          sellPriceCentimes: variant.sellPriceCentimes ?? null,
          stock: variant.stock ?? null,
          lowStockThreshold: variant.lowStockThreshold ?? 5,
          depositCentimes: variant.depositCentimes ?? 0,
          sortOrder: index,
        })),
      )
      .onConflictDoNothing()
    const variantIds = await idsBy(db, productVariants, productVariants.reference)
    await db
      .insert(productVariantValues)
      .values(
        variants.map(({ variant }) => ({
          variantId: required(variantIds, variant.reference),
          attributeValueId: required(valueIds, `${required(attributeIds, variant.attribute)}:${variant.value}`),
        })),
      )
      .onConflictDoNothing()
  }

  const cityIds = await idsBy(db, cities, cities.slug)
  await db
    .insert(productCities)
    .values(
      demoProducts.flatMap((product) =>
        demoCities
          .filter((city) => !product.unavailableIn?.includes(city.slug))
          .map((city) => ({ productId: required(productIds, product.slug), cityId: required(cityIds, city.slug) })),
      ),
    )
    .onConflictDoNothing()
}

async function seedDeliveryAndPayment(db: Executor) {
  await db
    .insert(deliveryModes)
    .values(demoDeliveryModes.map(({ fees: _fees, ...mode }, index) => ({ ...mode, sortOrder: index })))
    .onConflictDoNothing()
  await db
    .insert(paymentModes)
    .values(demoPaymentModes.map((mode, index) => ({ ...mode, sortOrder: index })))
    .onConflictDoNothing()
  const modeIds = await idsBy(db, deliveryModes, deliveryModes.code)
  const cityRows = await db.select({ id: cities.id, slug: cities.slug, factor: cities.priceFactorPermille }).from(cities)
  await db
    .insert(deliveryFees)
    .values(
      demoDeliveryModes.flatMap((mode) =>
        cityRows.map((city) => {
          const remote = city.factor > 1000
          return {
            cityId: city.id,
            deliveryModeId: required(modeIds, mode.code),
            feeCentimes: remote ? mode.fees.remoteFeeCentimes : mode.fees.feeCentimes,
            freeFromCentimes: mode.fees.freeFromCentimes,
          }
        }),
      ),
    )
    .onConflictDoNothing()
}

async function seedCheckoutRules(db: Executor) {
  await db.insert(publicHolidays).values(demoHolidays).onConflictDoNothing()
  await db
    .insert(reminderOptions)
    .values(demoReminderOptions.map((option, index) => ({ ...option, sortOrder: index })))
    .onConflictDoNothing()
  await db
    .insert(vouchers)
    .values([...demoVouchers])
    .onConflictDoNothing()
}

async function seedDemoCustomer(db: Executor) {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`)
  if (existing.length > 0) return

  const [casablanca] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, DEMO_CUSTOMER.citySlug))
  if (!casablanca) throw new Error(`Demo city ${DEMO_CUSTOMER.citySlug} is missing`)
  const [customer] = await db
    .insert(users)
    .values({
      email: DEMO_CUSTOMER.email,
      emailVerified: true,
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      phone: DEMO_CUSTOMER.phone,
      locale: 'fr',
      cityId: casablanca.id,
    })
    .returning({ id: users.id })
  if (!customer) throw new Error('Could not create the demo customer')
  // better-auth's e-mail and password sign-in reads the hash from a `credential` account.
  await db.insert(accounts).values({
    userId: customer.id,
    providerId: 'credential',
    accountId: String(customer.id),
    password: await hashPassword(DEMO_CUSTOMER.password),
  })

  const [home] = await db
    .insert(addresses)
    .values(DEMO_CUSTOMER.addresses.map((address) => ({ ...address, userId: customer.id, cityId: casablanca.id })))
    .returning()
  if (!home) throw new Error('Could not create the demo addresses')
  const snapshot = {
    recipientName: home.recipientName,
    phone: home.phone,
    line1: home.line1,
    line2: home.line2,
    district: home.district,
    postalCode: home.postalCode,
    city: DEMO_CUSTOMER.citySlug,
  }

  const [standard] = await db.select().from(deliveryModes).where(eq(deliveryModes.code, 'standard'))
  const [cash] = await db.select().from(paymentModes).where(eq(paymentModes.code, 'cash_on_delivery'))
  if (!standard || !cash) throw new Error('Demo delivery or payment mode is missing')

  const settings = await loadCheckoutSettings(db)
  for (const past of demoPastOrders) {
    const variantRows = await db
      .select({
        productId: products.id,
        variantId: productVariants.id,
        nameFr: products.nameFr,
        nameAr: products.nameAr,
        reference: productVariants.reference,
        price: productVariants.priceCentimes,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        inArray(
          productVariants.reference,
          past.lines.map((line) => line.reference),
        ),
      )
    const lines = past.lines.map((line) => {
      const row = variantRows.find((candidate) => candidate.reference === line.reference)
      if (!row) throw new Error(`Demo order line ${line.reference} matches no variant`)
      return { ...row, quantity: line.quantity }
    })
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
    const pointsGained = pointsEarned(subtotal, settings.pointsEarnPerCentimes)
    const placedAt = new Date(Date.UTC(2026, 10, 1) - past.daysAgo * 86_400_000)
    const [order] = await db
      .insert(orders)
      .values({
        reference: past.reference,
        userId: customer.id,
        status: past.status,
        cityId: casablanca.id,
        deliveryAddress: snapshot,
        billingAddress: snapshot,
        deliveryModeId: standard.id,
        paymentModeId: cash.id,
        deliveryDate: new Date(placedAt.getTime() + 86_400_000).toISOString().slice(0, 10),
        subtotalCentimes: subtotal,
        deliveryFeeCentimes: 0,
        pointsGained,
        totalCentimes: subtotal,
        idempotencyKey: `demo-${past.reference}`,
        requestHash: 'demo',
        placedAt,
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('Could not create a demo order')
    await db.insert(orderLines).values(
      lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        variantId: line.variantId,
        nameFr: line.nameFr,
        nameAr: line.nameAr,
        reference: line.reference,
        unitPriceCentimes: line.price,
        quantity: line.quantity,
        lineTotalCentimes: line.price * line.quantity,
      })),
    )
    // Points are credited when an order is delivered (docs/decisions/0014).
    if (past.status === 'delivered') {
      await db
        .insert(pointsLedger)
        .values({ userId: customer.id, delta: pointsGained, reason: 'order', orderId: order.id, createdAt: placedAt })
    }
  }
  // The balance is the sum of the ledger.
  await db
    .update(users)
    .set({
      pointsBalance: sql`(SELECT coalesce(sum(${pointsLedger.delta}), 0) FROM ${pointsLedger} WHERE ${pointsLedger.userId} = ${customer.id})`,
    })
    .where(eq(users.id, customer.id))
}

/** Maps a natural key column to ids, e.g. product slug → id. */
async function idsBy(db: Executor, table: PgTable & { id: PgColumn }, key: PgColumn): Promise<Map<string, number>> {
  const rows = await db.select({ id: table.id, key }).from(table)
  return new Map(rows.map((row) => [String(row.key), Number(row.id)]))
}

function required<K>(map: Map<K, number>, key: K): number {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Demo data refers to a missing key: ${String(key)}`)
  return value
}
