/**
 * The back office's customer groups and their price lists (docs/decisions/0079): a percentage off
 * the city's prices, and prices of the group's own per item, in every city or in one. A save
 * replaces the group's whole list in one transaction, with its audit line; cart and checkout read
 * the list through group-prices.ts.
 */
import { count, eq, sql } from 'drizzle-orm'
import type { CustomerGroup, CustomerGroupBody } from '~/api/contract/admin-customer-groups'
import type { Database, Executor } from '~/api/db/executor'
import { customerGroupPrices, customerGroups, products, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { variantValues } from '~/api/services/catalogue/products'

/** Every active item a group may price: each pack size, or the product itself when it has none; by name. */
export async function priceableItems(
  db: Executor,
  locale: Locale,
): Promise<{ product_id: number; variant_id: number | null; name: string; base_price: number }[]> {
  const rows = await db.select().from(products).where(eq(products.isActive, true))
  const variants = rows.length
    ? await variantValues(
        db,
        rows.map((row) => row.id),
        locale,
      )
    : []
  const items = new Map<string, { product_id: number; variant_id: number | null; name: string; base_price: number }>()
  for (const product of rows) {
    const name = locale === 'ar' ? product.nameAr : product.nameFr
    const own = variants.filter((variant) => variant.productId === product.id)
    if (!own.length)
      items.set(`${product.id}:`, {
        product_id: product.id,
        variant_id: null,
        name,
        base_price: product.sellPriceCentimes ?? product.priceCentimes,
      })
    for (const variant of own) {
      const key = `${product.id}:${variant.variantId}`
      const item = items.get(key)
      if (item) item.name = `${item.name} · ${variant.valueLabel}`
      else
        items.set(key, {
          product_id: product.id,
          variant_id: variant.variantId,
          name: `${name} · ${variant.valueLabel}`,
          base_price: variant.sellPrice ?? variant.price,
        })
    }
  }
  return [...items.values()].sort((a, b) => a.name.localeCompare(b.name, locale))
}

const notFound = () => new ApiError(404, (locale) => m.api_not_found({}, { locale }))

export async function listCustomerGroups(db: Executor): Promise<CustomerGroup[]> {
  const groups = await db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      discountPercent: customerGroups.discountPercent,
      members: sql<number>`(select ${count()}::int from ${users} where ${users.customerGroupId} = ${customerGroups.id})`,
    })
    .from(customerGroups)
    .orderBy(customerGroups.name)
  const prices = await db.select().from(customerGroupPrices).orderBy(customerGroupPrices.id)
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    discount_percent: group.discountPercent,
    members: group.members,
    prices: prices
      .filter((price) => price.groupId === group.id)
      .map((price) => ({ product_id: price.productId, variant_id: price.variantId, city_id: price.cityId, price: price.priceCentimes })),
  }))
}

async function groupById(db: Executor, id: number): Promise<CustomerGroup> {
  const group = (await listCustomerGroups(db)).find((candidate) => candidate.id === id)
  if (!group) throw notFound()
  return group
}

/** Creates a group (id null) or replaces one's name, percentage and prices. */
export async function saveCustomerGroup(
  db: Database,
  id: number | null,
  body: CustomerGroupBody,
  { actorId, now }: { actorId: number; now: Date },
): Promise<CustomerGroup> {
  try {
    const savedId = await db.transaction(async (tx) => {
      const before = id === null ? null : await groupById(tx, id)
      const [row] =
        id === null
          ? await tx.insert(customerGroups).values({ name: body.name, discountPercent: body.discount_percent }).returning()
          : await tx
              .update(customerGroups)
              .set({ name: body.name, discountPercent: body.discount_percent, updatedAt: now })
              .where(eq(customerGroups.id, id))
              .returning()
      if (!row) throw notFound()
      await tx.delete(customerGroupPrices).where(eq(customerGroupPrices.groupId, row.id))
      if (body.prices.length) {
        await tx.insert(customerGroupPrices).values(
          body.prices.map((price) => ({
            groupId: row.id,
            productId: price.product_id,
            variantId: price.variant_id,
            cityId: price.city_id,
            priceCentimes: price.price,
          })),
        )
      }
      await recordAudit(
        tx,
        { actorId, action: 'customer_group.save', entity: 'customer_group', entityId: row.id, before, after: body },
        now,
      )
      return row.id
    })
    return await groupById(db, savedId)
  } catch (error) {
    const constraint = (error as { cause?: { constraint?: string } }).cause?.constraint
    if (constraint === 'customer_groups_name_unique') throw fieldRefusal('name', (l) => m.phone_error_group_name_taken({}, { locale: l }))
    if (constraint === 'customer_group_prices_item') throw fieldRefusal('prices', (l) => m.phone_error_group_price_twice({}, { locale: l }))
    if (constraint?.endsWith('_fk')) throw fieldRefusal('prices', (l) => m.phone_error_group_price_unknown({}, { locale: l }))
    throw error
  }
}

const fieldRefusal = (field: string, text: (locale: 'fr' | 'ar') => string) =>
  new ApiError(
    400,
    (locale) => m.api_invalid_input({}, { locale }),
    (locale) => ({ [field]: [text(locale)] }),
  )
