/**
 * The back office's customer groups and their price lists (docs/decisions/0079): a percentage off
 * the city's prices, and prices of the group's own per item, in every city or in one. A save
 * replaces the group's whole list in one transaction, with its audit line, over the version the
 * admin edited (the one versioned save, docs/decisions/0096: a save since is a 409); cart and
 * checkout read the list through group-prices.ts.
 */
import { count, eq, sql } from 'drizzle-orm'
import type { CustomerGroup, CustomerGroupBody } from '~/api/contract/admin-customer-groups'
import type { Database, Executor } from '~/api/db/executor'
import { customerGroupPrices, customerGroups, products, users } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { changedFields, pick } from '~/api/services/shared/admin-edits'
import { type FieldLabels, versionedSave } from '~/api/services/shared/versioned-save'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { variantValues } from '~/api/services/catalogue/products'
import { pgErrorOf } from '~/api/db/pg-error'

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
      version: customerGroups.version,
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
    version: group.version,
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

const label = (message: (inputs: object, options: { locale: Locale }) => string) => (locale: Locale) => message({}, { locale })
const LABELS: FieldLabels = {
  name: label(m.groups_name),
  discount_percent: label(m.groups_percent),
  prices: label(m.groups_own_prices),
}

/** The fields a save compares and its audit line names. */
const fieldsOf = (group: Pick<CustomerGroupBody, 'name' | 'discount_percent' | 'prices'>) => ({
  name: group.name,
  discount_percent: group.discount_percent,
  prices: group.prices.map(({ product_id, variant_id, city_id, price }) => ({ product_id, variant_id, city_id, price })),
})

async function replacePrices(tx: Executor, groupId: number, prices: CustomerGroupBody['prices']) {
  await tx.delete(customerGroupPrices).where(eq(customerGroupPrices.groupId, groupId))
  if (prices.length) {
    await tx.insert(customerGroupPrices).values(
      prices.map((price) => ({
        groupId,
        productId: price.product_id,
        variantId: price.variant_id,
        cityId: price.city_id,
        priceCentimes: price.price,
      })),
    )
  }
}

/**
 * Creates a group (id null) or replaces one's name, percentage and prices over the version the
 * admin edited (`body.version`), else the one 409 with who, when and what changed.
 */
export async function saveCustomerGroup(
  db: Database,
  id: number | null,
  body: CustomerGroupBody,
  { actorId, now }: { actorId: number; now: Date },
): Promise<CustomerGroup> {
  const fields = fieldsOf(body)
  try {
    const savedId = await db.transaction(async (tx) => {
      if (id === null) {
        const [row] = await tx.insert(customerGroups).values({ name: fields.name, discountPercent: fields.discount_percent }).returning()
        await replacePrices(tx, row!.id, fields.prices)
        await recordAudit(
          tx,
          {
            actorId,
            action: 'customer_group.save',
            entity: 'customer_group',
            entityId: row!.id,
            after: { version: row!.version, ...fields },
          },
          now,
        )
        return row!.id
      }
      await versionedSave(tx, {
        entity: 'customer_group',
        entityId: id,
        lock: async () => (await tx.select().from(customerGroups).where(eq(customerGroups.id, id)).for('update'))[0],
        seen: body.version,
        labels: LABELS,
        actorId,
        now,
        write: async (_row, version) => {
          const before = fieldsOf(await groupById(tx, id))
          const changed = changedFields(before, fields)
          if (!changed.length) return null
          await tx
            .update(customerGroups)
            .set({ name: fields.name, discountPercent: fields.discount_percent, version, updatedAt: now })
            .where(eq(customerGroups.id, id))
          if (changed.includes('prices')) await replacePrices(tx, id, fields.prices)
          return { action: 'customer_group.save', before: pick(before, changed), after: pick(fields, changed) }
        },
      })
      return id
    })
    return await groupById(db, savedId)
  } catch (error) {
    const { constraint } = pgErrorOf(error)
    if (constraint === 'customer_groups_name_unique') throw fieldRefusal('name', (l) => m.groups_error_name_taken({}, { locale: l }))
    if (constraint === 'customer_group_prices_item') throw fieldRefusal('prices', (l) => m.groups_error_price_twice({}, { locale: l }))
    if (constraint?.endsWith('_fk')) throw fieldRefusal('prices', (l) => m.groups_error_price_unknown({}, { locale: l }))
    throw error
  }
}

const fieldRefusal = (field: string, text: (locale: 'fr' | 'ar') => string) =>
  new ApiError(
    400,
    (locale) => m.api_invalid_input({}, { locale }),
    (locale) => ({ [field]: [text(locale)] }),
  )
