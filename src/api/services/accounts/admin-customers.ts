/**
 * The back office's customers: search (PostgreSQL does the filtering and the page), a customer's
 * page, points adjustments and disabling an account. Only accounts with the `customer` role are
 * customers here: a staff account is as unknown as a made-up id (404), so staff cannot change
 * each other through these endpoints (admins manage staff in staff-accounts.ts).
 */
import { fullNameSql } from '~/api/db/full-name'
import { type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import {
  type AdminCustomerDetail,
  type AdminCustomerRow,
  type AdminCustomersPage,
  CUSTOMERS_PER_PAGE,
  pointsAdjustmentSchema,
} from '~/api/contract/admin-customers'
import type { Database, Executor } from '~/api/db/executor'
import { escapeLike } from '~/api/db/like'
import { addresses, cities, orders, pointsLedger, sessions, users } from '~/api/db/schema'
import type { StaffMember } from '~/api/auth/staff-roles'
import { ApiError, refusedFields } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { recordAudit } from '~/api/services/shared/audit'
import { requirePointsPower } from '~/api/services/shared/points-powers'
import { onPage } from '~/api/services/shared/paging'

const fullName = fullNameSql(users)
const notFound = () => new ApiError(404, (locale) => m.api_not_found({}, { locale }))

function search(q: string | undefined): SQL | undefined {
  const text = q?.trim()
  if (!text) return undefined
  const pattern = `%${escapeLike(text)}%`
  const digits = text.replace(/\D/g, '')
  return or(
    ilike(users.email, pattern),
    ilike(fullName, pattern),
    // Phones are compared on their digits, without the leading 0 or the country code typed.
    digits.length >= 4
      ? sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${digits.replace(/^(212|0)/, '')}%`}`
      : undefined,
  )
}

const rowColumns = (locale: Locale) => ({
  id: users.id,
  name: fullName,
  email: users.email,
  phone: users.phone,
  city: locale === 'ar' ? cities.nameAr : cities.nameFr,
  points: users.pointsBalance,
  ordersCount: sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id})`,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  deletedAt: users.deletedAt,
})

type RowValues = { [K in keyof ReturnType<typeof rowColumns>]: unknown }

const toRow = (row: RowValues): AdminCustomerRow => ({
  id: row.id as number,
  name: row.name as string,
  email: row.email as string,
  phone: (row.phone as string | null) ?? null,
  city: (row.city as string | null) ?? null,
  points: row.points as number,
  orders_count: row.ordersCount as number,
  created_at: (row.createdAt as Date).toISOString(),
  disabled: row.disabledAt !== null,
  deleted: row.deletedAt !== null,
})

export async function listCustomers(db: Executor, query: { q?: string; page: number }, locale: Locale): Promise<AdminCustomersPage> {
  const where = and(eq(users.role, 'customer'), search(query.q))
  const [rows, [total]] = await Promise.all([
    onPage(
      db
        .select(rowColumns(locale))
        .from(users)
        .leftJoin(cities, eq(cities.id, users.cityId))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .$dynamic(),
      query.page,
      CUSTOMERS_PER_PAGE,
    ),
    db.select({ value: count() }).from(users).where(where),
  ])
  return { items: rows.map(toRow), total: total?.value ?? 0, page: query.page, per_page: CUSTOMERS_PER_PAGE }
}

export async function customerDetail(db: Executor, id: number, locale: Locale): Promise<AdminCustomerDetail> {
  const ar = locale === 'ar'
  const [found] = await db
    .select({ ...rowColumns(locale), user: users })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
  if (!found) throw notFound()
  const [addressRows, orderRows, ledgerRows] = await Promise.all([
    db
      .select({ address: addresses, city: ar ? cities.nameAr : cities.nameFr })
      .from(addresses)
      .innerJoin(cities, eq(cities.id, addresses.cityId))
      .where(eq(addresses.userId, id))
      .orderBy(desc(addresses.isDefault), addresses.id),
    db
      .select({ reference: orders.reference, status: orders.status, placedAt: orders.placedAt, total: orders.totalCentimes })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(10),
    db
      .select({ entry: pointsLedger, orderReference: orders.reference })
      .from(pointsLedger)
      .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
      .where(eq(pointsLedger.userId, id))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)),
  ])
  return {
    ...toRow(found),
    first_name: found.user.firstName,
    last_name: found.user.lastName,
    locale: found.user.locale === 'ar' ? 'ar' : 'fr',
    addresses: addressRows.map(({ address, city }) => ({
      id: address.id,
      label: address.label,
      recipient_name: address.recipientName,
      phone: address.phone,
      line1: address.line1,
      line2: address.line2,
      district: address.district,
      city,
      is_default: address.isDefault,
    })),
    orders: orderRows.map((order) => ({
      reference: order.reference,
      status: order.status,
      placed_at: order.placedAt.toISOString(),
      total: order.total,
    })),
    ledger: ledgerRows.map(({ entry, orderReference }) => ({
      id: entry.id,
      delta: entry.delta,
      reason: entry.reason,
      order_reference: orderReference,
      at: entry.createdAt.toISOString(),
    })),
  }
}

/** The adjustment's fields, each refusal under its field in the request's language. */
function checkAdjustment(body: { delta?: unknown; reason?: unknown }) {
  const parsed = pointsAdjustmentSchema.safeParse(body)
  if (parsed.success) return parsed.data
  throw refusedFields(parsed.error, {
    delta: (locale) => m.api_points_delta_invalid({}, { locale }),
    reason: (locale) => m.api_points_reason_required({}, { locale }),
  })
}

/**
 * Adds `delta` points (negative: takes them away) with its reason: a ledger line and the balance
 * in one transaction, the customer's row locked first, so two adjustments at once both count and
 * the balance never goes below zero (the database refuses it too). An adjustment of more than the
 * rules' threshold, either way, is an admin's: a staff member gets 403 (docs/decisions/0063).
 */
export async function adjustPoints(
  db: Database,
  id: number,
  body: { delta?: unknown; reason?: unknown },
  { actor, now }: { actor: Pick<StaffMember, 'id' | 'role'>; now: Date },
) {
  const { delta, reason } = checkAdjustment(body)
  const actorId = actor.id
  return db.transaction(async (tx) => {
    await requirePointsPower(tx, actor, delta, 'delta')
    const [customer] = await tx
      .select({ balance: users.pointsBalance })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'customer')))
      .for('update')
    if (!customer) throw notFound()
    const points = customer.balance + delta
    if (points < 0) {
      throw new ApiError(
        409,
        (locale) => m.api_points_below_zero({ balance: customer.balance }, { locale }),
        (locale) => ({ delta: [m.api_points_below_zero({ balance: customer.balance }, { locale })] }),
      )
    }
    const [entry] = await tx.insert(pointsLedger).values({ userId: id, delta, reason, createdAt: now }).returning()
    await tx.update(users).set({ pointsBalance: points, updatedAt: now }).where(eq(users.id, id))
    await recordAudit(
      tx,
      {
        actorId,
        action: 'customer.points',
        entity: 'user',
        entityId: id,
        before: { points: customer.balance },
        after: { points, delta, reason },
      },
      now,
    )
    return { points, entry: { id: entry!.id, delta, reason, order_reference: null, at: entry!.createdAt.toISOString() } }
  })
}

/** Disables (its sessions end at once, on every instance) or enables a customer's account. */
export async function setCustomerDisabled(db: Database, id: number, disabled: boolean, { actorId, now }: { actorId: number; now: Date }) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'customer')))
      .for('update')
    if (!before) throw notFound()
    await tx
      .update(users)
      .set({ disabledAt: disabled ? (before.disabledAt ?? now) : null, updatedAt: now })
      .where(eq(users.id, id))
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id))
    await recordAudit(
      tx,
      {
        actorId,
        action: disabled ? 'customer.disable' : 'customer.enable',
        entity: 'user',
        entityId: id,
        before: { disabled: before.disabledAt !== null },
        after: { disabled },
      },
      now,
    )
    return { id, disabled }
  })
}
