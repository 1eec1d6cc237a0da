/**
 * The address book of a customer (docs/decisions/0011). Every query is bounded by the caller's
 * own `user_id`: another customer's address is simply not found (404), never shown or changed.
 * Writes that touch the defaults lock the customer's row first, so two at once never break the
 * "one default per customer" indexes.
 */
import { and, asc, desc, eq } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import { ADDRESS_LIMITS, type AddressInput } from '~/api/contract/address-input'
import type { Address, AddressDefaultKind } from '~/api/contract/addresses'
import type { Database, Executor } from '~/api/db/executor'
import { addresses, carts, cities, standingOrders, users } from '~/api/db/schema'
import { ApiError, notFound } from '~/api/http/errors'
import type { Locale } from '~/paraglide/runtime.js'

type AddressRow = typeof addresses.$inferSelect
type CityNames = { nameFr: string; nameAr: string }

function toAddress(row: AddressRow, city: CityNames, locale: Locale): Address {
  return {
    id: row.id,
    label: row.label,
    recipient_name: row.recipientName,
    phone: row.phone,
    city_id: row.cityId,
    city_name: locale === 'ar' ? city.nameAr : city.nameFr,
    line1: row.line1,
    line2: row.line2,
    district: row.district,
    postal_code: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    is_default: row.isDefault,
    is_default_billing: row.isDefaultBilling,
  }
}

const ownAddress = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId))

/** Serialises the writes of one customer that count addresses or move a default. */
async function lockCustomer(tx: Executor, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function listAddresses(db: Executor, userId: number, locale: Locale): Promise<Address[]> {
  const rows = await db
    .select({ address: addresses, city: { nameFr: cities.nameFr, nameAr: cities.nameAr } })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.isDefaultBilling), asc(addresses.id))
  return rows.map(({ address, city }) => toAddress(address, city, locale))
}

export async function getAddress(db: Executor, userId: number, id: number, locale: Locale): Promise<Address> {
  const [row] = await db
    .select({ address: addresses, city: { nameFr: cities.nameFr, nameAr: cities.nameAr } })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(ownAddress(userId, id))
  if (!row) throw notFound()
  return toAddress(row.address, row.city, locale)
}

/** An active city, else a field error under `city_id`. */
async function requireAddressCity(db: Executor, cityId: number) {
  const [city] = await db.select({ isActive: cities.isActive }).from(cities).where(eq(cities.id, cityId))
  if (!city?.isActive) {
    throw new ApiError(
      400,
      (locale) => m.api_invalid_input({}, { locale }),
      (locale) => ({ city_id: [m.address_error_city_unknown({}, { locale })] }),
    )
  }
}

const columns = (input: AddressInput) => ({
  label: input.label,
  recipientName: input.recipient_name,
  phone: input.phone,
  cityId: input.city_id,
  line1: input.line1,
  line2: input.line2,
  district: input.district,
  postalCode: input.postal_code,
  latitude: input.latitude,
  longitude: input.longitude,
})

/**
 * Adds an address. The customer's first address (or the first while none is the default)
 * becomes the default delivery and billing address. At most ADDRESS_LIMITS.perCustomer.
 */
export async function createAddress(db: Database, userId: number, input: AddressInput, locale: Locale): Promise<Address> {
  await requireAddressCity(db, input.city_id)
  const id = await db.transaction(async (tx) => {
    await lockCustomer(tx, userId)
    const existing = await tx
      .select({ isDefault: addresses.isDefault, isDefaultBilling: addresses.isDefaultBilling })
      .from(addresses)
      .where(eq(addresses.userId, userId))
    if (existing.length >= ADDRESS_LIMITS.perCustomer) {
      throw new ApiError(409, (lang) => m.address_error_limit({ max: ADDRESS_LIMITS.perCustomer }, { locale: lang }))
    }
    const [row] = await tx
      .insert(addresses)
      .values({
        ...columns(input),
        userId,
        isDefault: !existing.some((address) => address.isDefault),
        isDefaultBilling: !existing.some((address) => address.isDefaultBilling),
      })
      .returning({ id: addresses.id })
    return row!.id
  })
  return getAddress(db, userId, id, locale)
}

/** Replaces the editable fields of one of the customer's addresses; its defaults stay as they are. */
export async function updateAddress(db: Database, userId: number, id: number, input: AddressInput, locale: Locale): Promise<Address> {
  await requireAddressCity(db, input.city_id)
  const updated = await db.update(addresses).set(columns(input)).where(ownAddress(userId, id)).returning({ id: addresses.id })
  if (updated.length === 0) throw notFound()
  return getAddress(db, userId, id, locale)
}

/**
 * Deletes one of the customer's addresses. Deleting a default leaves the customer without that
 * default until they choose one. Orders keep their own copy of the address; carts pointing at it
 * forget it (`on delete set null`).
 */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The rows the delete also writes, locked in the order the other writers take them, so that they
    // wait for each other instead of deadlocking (the fuzzer met one, a 500): the standing orders that
    // deliver there (deleted with it; the job locks a standing order, then its customer), the customer
    // (as every other write of their addresses does), then their cart, whose chosen address goes to
    // null (a cart save locks the cart, then checks the address it names).
    await tx
      .select({ id: standingOrders.id })
      .from(standingOrders)
      .where(and(eq(standingOrders.userId, userId), eq(standingOrders.addressId, id)))
      .orderBy(asc(standingOrders.id))
      .for('update')
    await lockCustomer(tx, userId)
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update')
    const deleted = await tx.delete(addresses).where(ownAddress(userId, id)).returning({ id: addresses.id })
    if (deleted.length === 0) throw notFound()
  })
}

/** Makes one of the customer's addresses the default of a kind, unsetting the previous one in the same transaction. */
export async function setDefaultAddress(
  db: Database,
  userId: number,
  id: number,
  kind: AddressDefaultKind,
  locale: Locale,
): Promise<Address> {
  const column = kind === 'delivery' ? addresses.isDefault : addresses.isDefaultBilling
  const field = kind === 'delivery' ? 'isDefault' : 'isDefaultBilling'
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId)
    const [target] = await tx.select({ id: addresses.id }).from(addresses).where(ownAddress(userId, id))
    if (!target) throw notFound()
    await tx
      .update(addresses)
      .set({ [field]: false })
      .where(and(eq(addresses.userId, userId), eq(column, true)))
    await tx
      .update(addresses)
      .set({ [field]: true })
      .where(ownAddress(userId, id))
  })
  return getAddress(db, userId, id, locale)
}
