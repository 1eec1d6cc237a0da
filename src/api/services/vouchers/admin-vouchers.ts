/**
 * Vouchers in the back office, read (issue 17 §5, docs/decisions/0034): the list searched by code
 * and filtered usable or expired, one voucher with its cities and categories, the orders it was
 * used on, and what it may be restricted to. Validity is a range of shop days (Africa/Casablanca).
 */
import { and, asc, desc, eq, gt, ilike, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import { type AdminVoucher, type VoucherFields, type VoucherState, type VoucherUse } from '~/api/contract/admin-vouchers'
import type { Executor } from '~/api/db/executor'
import { fullNameSql } from '~/api/db/full-name'
import { escapeLike } from '~/api/db/like'
import { categories, cities, orders, users, voucherCategories, voucherCities, voucherRedemptions, vouchers } from '~/api/db/schema'
import { notFound } from '~/api/http/errors'
import { addDays, shopClock, shopTimeToInstant } from '~/lib/shop-dates'
import type { Locale } from '~/paraglide/runtime.js'

export type VoucherRow = typeof vouchers.$inferSelect
export type Links = { cityIds: number[]; categoryIds: number[] }

// ─── Days and states ─────────────────────────────────────────────────────────

/** A validity's first day starts at midnight in Casablanca; its last day ends at the next midnight. */
export const startOf = (day: string | null) => (day ? shopTimeToInstant(day, 0) : null)
export const endAfter = (day: string | null) => (day ? shopTimeToInstant(addDays(day, 1), 0) : null)
const dayOfStart = (at: Date | null) => (at ? shopClock(at).day : null)
const dayOfEnd = (at: Date | null) => (at ? shopClock(new Date(at.getTime() - 1)).day : null)

export function voucherState(row: VoucherRow, now: Date): VoucherState {
  if (!row.isActive) return 'disabled'
  if (row.startsAt && now < row.startsAt) return 'scheduled'
  if ((row.endsAt && now >= row.endsAt) || (row.maxUses !== null && row.usedCount >= row.maxUses)) return 'expired'
  return 'active'
}

export const fieldsOf = (row: VoucherRow, links: Links): VoucherFields => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  min_order: row.minOrderCentimes,
  starts_on: dayOfStart(row.startsAt),
  ends_on: dayOfEnd(row.endsAt),
  max_uses: row.maxUses,
  max_uses_per_customer: row.maxUsesPerCustomer,
  is_active: row.isActive,
  city_ids: links.cityIds,
  category_ids: links.categoryIds,
})

// ─── Reading ─────────────────────────────────────────────────────────────────

export async function linksOf(db: Executor, ids: number[]): Promise<Map<number, Links>> {
  const links = new Map<number, Links>(ids.map((id) => [id, { cityIds: [], categoryIds: [] }]))
  if (!ids.length) return links
  const inIds = (column: typeof voucherCities.voucherId | typeof voucherCategories.voucherId) =>
    sql`${column} = ANY(${sql.param(ids)}::int[])`
  const cityRows = await db.select().from(voucherCities).where(inIds(voucherCities.voucherId)).orderBy(asc(voucherCities.cityId))
  const categoryRows = await db
    .select()
    .from(voucherCategories)
    .where(inIds(voucherCategories.voucherId))
    .orderBy(asc(voucherCategories.categoryId))
  for (const row of cityRows) links.get(row.voucherId)?.cityIds.push(row.cityId)
  for (const row of categoryRows) links.get(row.voucherId)?.categoryIds.push(row.categoryId)
  return links
}

function usableSql(now: Date): SQL {
  return and(
    eq(vouchers.isActive, true),
    or(isNull(vouchers.startsAt), lte(vouchers.startsAt, now)),
    or(isNull(vouchers.endsAt), gt(vouchers.endsAt, now)),
    or(isNull(vouchers.maxUses), lt(vouchers.usedCount, vouchers.maxUses)),
  )!
}

function pastSql(now: Date): SQL {
  return or(lte(vouchers.endsAt, now), and(sql`${vouchers.maxUses} IS NOT NULL`, sql`${vouchers.usedCount} >= ${vouchers.maxUses}`))!
}

export async function listVouchers(
  db: Executor,
  { q, state, now, only }: { q?: string; state?: 'all' | 'active' | 'expired'; now: Date; only?: number },
): Promise<AdminVoucher[]> {
  const where: SQL[] = []
  if (q) where.push(ilike(vouchers.code, `%${escapeLike(q.toUpperCase())}%`))
  if (state === 'active') where.push(usableSql(now))
  if (state === 'expired') where.push(pastSql(now))
  if (only !== undefined) where.push(eq(vouchers.id, only))
  const rows = await db
    .select({ voucher: vouchers, by: fullNameSql(users) })
    .from(vouchers)
    .leftJoin(users, eq(users.id, vouchers.updatedBy))
    .where(and(...where))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(500)
  const links = await linksOf(
    db,
    rows.map((row) => row.voucher.id),
  )
  return rows.map(({ voucher, by }) => ({
    id: voucher.id,
    ...fieldsOf(voucher, links.get(voucher.id)!),
    used_count: voucher.usedCount,
    state: voucherState(voucher, now),
    version: voucher.version,
    updated: { by: voucher.updatedBy ? by : null, at: voucher.updatedAt.toISOString() },
  }))
}

export async function getVoucher(db: Executor, id: number, now: Date): Promise<AdminVoucher> {
  const [voucher] = await listVouchers(db, { now, only: id })
  if (!voucher) throw notFound()
  return voucher
}

/** The orders a voucher was used on, newest first: reference, customer, when, what it took off. */
export async function voucherUses(db: Executor, id: number): Promise<VoucherUse[]> {
  const rows = await db
    .select({
      reference: orders.reference,
      customer: fullNameSql(users),
      email: users.email,
      at: voucherRedemptions.createdAt,
      discount: orders.discountCentimes,
      total: orders.totalCentimes,
    })
    .from(voucherRedemptions)
    .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .innerJoin(users, eq(users.id, voucherRedemptions.userId))
    .where(eq(voucherRedemptions.voucherId, id))
    .orderBy(desc(voucherRedemptions.createdAt), desc(voucherRedemptions.id))
    .limit(500)
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }))
}

export async function voucherChoices(db: Executor, locale: Locale) {
  const cityRows = await db
    .select({ id: cities.id, name: locale === 'ar' ? cities.nameAr : cities.nameFr })
    .from(cities)
    .orderBy(asc(cities.sortOrder), asc(cities.id))
  const categoryRows = await db
    .select({ id: categories.id, name: locale === 'ar' ? categories.nameAr : categories.nameFr })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
  return { cities: cityRows, categories: categoryRows }
}
