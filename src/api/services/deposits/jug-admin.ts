/**
 * The back office's jugs (issue 36 §1, docs/decisions/0084): who holds jugs, per city and per
 * customer, and two actions on a customer's account, each one ledger row, an audit line and a
 * reason: a deposit refunded (jugs handed back, money paid back; its payment in deposit_refunds)
 * and lost jugs written off (the shop keeps their deposit).
 *
 * A refund pressed twice refunds once: the customer's account is locked, then the same key
 * answers the first refund (replayed) and another key over the balance it read, now moved, is a 409.
 * That 409 is the one refusal of a stale save (docs/decisions/0096): what the staff member read
 * (the deposit for a refund, the jugs for a write-off) stands for the account's version, so
 * `data.conflict` names who moved the account last, when, and the value now, over which "keep
 * mine" saves again.
 */
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { DepositRefundBody, JugWriteOffBody, JugsOut, JugsOutQuery } from '~/api/contract/admin-deposits'
import type { StaffMember } from '~/api/auth/staff-roles'
import type { Database, Executor } from '~/api/db/executor'
import { fullNameSql } from '~/api/db/full-name'
import { escapeLike } from '~/api/db/like'
import { cities, depositRefunds, jugMovements, users } from '~/api/db/schema'
import { ApiError, fieldRefusal, type SavedSince } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { recordAudit } from '~/api/services/shared/audit'
import { staleSave } from '~/api/services/shared/versioned-save'
import { lockJugAccount, readJugBalance, recordJugMovement } from './jug-ledger'
import { onPage } from '~/api/services/shared/paging'

const PAGE_SIZE = 50

/** Each customer's latest row: their balances now. */
const latest = (db: Executor) =>
  db
    .selectDistinctOn([jugMovements.userId], {
      userId: jugMovements.userId,
      jugs: jugMovements.jugsAfter,
      deposit: jugMovements.depositAfter,
    })
    .from(jugMovements)
    .orderBy(jugMovements.userId, desc(jugMovements.seq))
    .as('balances')

export async function jugsOut(db: Executor, query: JugsOutQuery, locale: Locale): Promise<JugsOut> {
  const balances = latest(db)
  const cityName = locale === 'ar' ? cities.nameAr : cities.nameFr
  const holding = sql`(${balances.jugs} > 0 or ${balances.deposit} > 0)`
  const page = query.page ?? 1
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null
  const where = and(
    holding,
    query.city ? eq(users.cityId, query.city) : undefined,
    pattern ? or(ilike(fullNameSql(users), pattern), ilike(users.email, pattern)) : undefined,
  )
  const [perCity, customers, [counted]] = await Promise.all([
    db
      .select({
        id: cities.id,
        name: sql<string>`coalesce(${cityName}, '—')`,
        customers: sql<number>`count(*)::int`,
        jugs: sql<number>`sum(${balances.jugs})::int`,
        deposit: sql<number>`sum(${balances.deposit})::int`,
      })
      .from(balances)
      .innerJoin(users, eq(users.id, balances.userId))
      .leftJoin(cities, eq(cities.id, users.cityId))
      .where(holding)
      .groupBy(cities.id, cityName)
      .orderBy(sql`sum(${balances.jugs}) desc`),
    onPage(
      db
        .select({
          id: users.id,
          name: fullNameSql(users),
          email: users.email,
          city: sql<string>`coalesce(${cityName}, '')`,
          jugs: balances.jugs,
          deposit: balances.deposit,
        })
        .from(balances)
        .innerJoin(users, eq(users.id, balances.userId))
        .leftJoin(cities, eq(cities.id, users.cityId))
        .where(where)
        .orderBy(desc(balances.jugs), asc(users.id))
        .$dynamic(),
      page,
      PAGE_SIZE,
    ),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(balances)
      .innerJoin(users, eq(users.id, balances.userId))
      .where(where),
  ])
  return { cities: perCity, customers, total: counted?.value ?? 0, page, page_size: PAGE_SIZE }
}

/** The account moved since it was read: who moved it last (its latest ledger row), when, and `now`, the value read now. */
async function stale(tx: Executor, userId: number, now: number) {
  const [last] = await tx
    .select({ at: jugMovements.createdAt, by: fullNameSql(users) })
    .from(jugMovements)
    .leftJoin(users, eq(users.id, jugMovements.actorId))
    .where(eq(jugMovements.userId, userId))
    .orderBy(desc(jugMovements.seq))
    .limit(1)
  const since: SavedSince = { savedBy: last?.by || null, savedAt: last?.at ?? null, version: now }
  return staleSave(since, (_said, locale) => m.dep_jugs_changed_since({}, { locale }))
}

async function requireCustomer(tx: Executor, userId: number) {
  const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId))
  if (!user || user.role !== 'customer') throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
}

export async function refundDeposit(db: Database, userId: number, body: DepositRefundBody, actor: StaffMember, now: Date) {
  if (body.method === 'cash' && !(body.driver_id && body.paid_on)) {
    throw fieldRefusal({ driver_id: [(locale) => m.dep_refund_driver_required({}, { locale })] })
  }
  return db.transaction(async (tx) => {
    await requireCustomer(tx, userId)
    await lockJugAccount(tx, userId)
    const [earlier] = await tx
      .select()
      .from(depositRefunds)
      .where(and(eq(depositRefunds.userId, userId), eq(depositRefunds.idempotencyKey, body.idempotency_key)))
    const held = await readJugBalance(tx, userId)
    if (earlier) return { jugs_held: held.jugs, deposit_held: held.depositCentimes, replayed: true }
    if (held.depositCentimes !== body.deposit_seen) throw await stale(tx, userId, held.depositCentimes)
    const errors: Record<string, ((locale: Locale) => string)[]> = {}
    if (body.amount > held.depositCentimes) errors.amount = [(locale) => m.dep_refund_above_held({}, { locale })]
    if (body.jugs > held.jugs) errors.jugs = [(locale) => m.dep_jugs_above_held({}, { locale })]
    if (Object.keys(errors).length) throw fieldRefusal(errors)
    const movement = await recordJugMovement(tx, {
      userId,
      kind: 'deposit_refunded',
      jugs: -body.jugs,
      depositCentimes: -body.amount,
      actorId: actor.id,
      reason: body.reason,
      now,
    })
    const cash = body.method === 'cash'
    await tx.insert(depositRefunds).values({
      userId,
      movementId: movement!.id,
      jugs: body.jugs,
      amountCentimes: body.amount,
      method: body.method,
      driverId: cash ? body.driver_id : null,
      paidOn: cash ? body.paid_on : null,
      idempotencyKey: body.idempotency_key,
      createdBy: actor.id,
      createdAt: now,
    })
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'customer.deposit_refund',
        entity: 'customer',
        entityId: userId,
        before: { jugs: held.jugs, deposit: held.depositCentimes },
        after: {
          jugs: movement!.jugsAfter,
          deposit: movement!.depositAfter,
          amount: body.amount,
          method: body.method,
          reason: body.reason,
        },
      },
      now,
    )
    return { jugs_held: movement!.jugsAfter, deposit_held: movement!.depositAfter, replayed: false }
  })
}

export async function writeOffJugs(db: Database, userId: number, body: JugWriteOffBody, actor: StaffMember, now: Date) {
  return db.transaction(async (tx) => {
    await requireCustomer(tx, userId)
    await lockJugAccount(tx, userId)
    const held = await readJugBalance(tx, userId)
    if (held.jugs !== body.jugs_seen) throw await stale(tx, userId, held.jugs)
    const errors: Record<string, ((locale: Locale) => string)[]> = {}
    if (body.jugs > held.jugs) errors.jugs = [(locale) => m.dep_jugs_above_held({}, { locale })]
    if (body.deposit_kept > held.depositCentimes) errors.deposit_kept = [(locale) => m.dep_refund_above_held({}, { locale })]
    if (Object.keys(errors).length) throw fieldRefusal(errors)
    const movement = await recordJugMovement(tx, {
      userId,
      kind: 'written_off',
      jugs: -body.jugs,
      depositCentimes: -body.deposit_kept,
      actorId: actor.id,
      reason: body.reason,
      now,
    })
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'customer.jugs_write_off',
        entity: 'customer',
        entityId: userId,
        before: { jugs: held.jugs, deposit: held.depositCentimes },
        after: { jugs: movement!.jugsAfter, deposit: movement!.depositAfter, reason: body.reason },
      },
      now,
    )
    return { jugs_held: movement!.jugsAfter, deposit_held: movement!.depositAfter, replayed: false }
  })
}
