/**
 * Vouchers in the back office, saved (issue 17 §5): created, changed and disabled by admins. Codes
 * are stored upper case and unique; limits never go below the uses already made. A save is one
 * transaction: the row locked and compared with the version the admin edited (409 with what
 * changed), its cities and categories replaced, the audit line, the announcement. Orders already
 * placed keep the amounts they were placed with.
 */
import { and, count, eq, max, sql } from 'drizzle-orm'
import { type AdminVoucher, type VoucherFields, voucherFieldsSchema } from '~/api/contract/admin-vouchers'
import type { Database, Executor } from '~/api/db/executor'
import { categories, cities, voucherCategories, voucherCities, voucherRedemptions, vouchers } from '~/api/db/schema'
import { fieldRefusal } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { recordAudit } from '~/api/services/shared/audit'
import { announceChange } from '~/api/services/shared/change-feed'
import { changedFields, editedVersion, type FieldMessages, isUniqueViolation, parseFields, pick } from '~/api/services/shared/admin-edits'
import { versionedSave } from '~/api/services/shared/versioned-save'
import { endAfter, fieldsOf, getVoucher, linksOf, startOf, type VoucherRow } from './admin-vouchers'

type Actor = { actorId: number; now: Date }

const fieldMessages: FieldMessages = {
  code: (locale) => m.api_bo_vouchers_code_invalid({}, { locale }),
  kind: (locale) => m.api_bo_vouchers_kind_invalid({}, { locale }),
  value: (locale) => m.api_bo_vouchers_value_invalid({}, { locale }),
  min_order: (locale) => m.api_bo_vouchers_amount_invalid({}, { locale }),
  starts_on: (locale) => m.api_bo_vouchers_day_invalid({}, { locale }),
  ends_on: (locale) => m.api_bo_vouchers_day_invalid({}, { locale }),
  max_uses: (locale) => m.api_bo_vouchers_limit_invalid({}, { locale }),
  max_uses_per_customer: (locale) => m.api_bo_vouchers_limit_invalid({}, { locale }),
  is_active: (locale) => m.api_invalid_input({}, { locale }),
  city_ids: (locale) => m.api_bo_vouchers_cities_invalid({}, { locale }),
  category_ids: (locale) => m.api_bo_vouchers_categories_invalid({}, { locale }),
}

const labels: FieldMessages = {
  code: (locale) => m.api_bo_vouchers_label_code({}, { locale }),
  kind: (locale) => m.api_bo_vouchers_label_kind({}, { locale }),
  value: (locale) => m.api_bo_vouchers_label_value({}, { locale }),
  min_order: (locale) => m.api_bo_vouchers_label_min_order({}, { locale }),
  starts_on: (locale) => m.api_bo_vouchers_label_starts_on({}, { locale }),
  ends_on: (locale) => m.api_bo_vouchers_label_ends_on({}, { locale }),
  max_uses: (locale) => m.api_bo_vouchers_label_max_uses({}, { locale }),
  max_uses_per_customer: (locale) => m.api_bo_vouchers_label_max_uses_per_customer({}, { locale }),
  is_active: (locale) => m.api_bo_vouchers_label_active({}, { locale }),
  city_ids: (locale) => m.api_bo_vouchers_label_cities({}, { locale }),
  category_ids: (locale) => m.api_bo_vouchers_label_categories({}, { locale }),
}

/** The body's fields, with the rules that join several of them; free delivery takes no value. */
function checkFields(body: unknown): VoucherFields {
  const fields = parseFields(voucherFieldsSchema, body, fieldMessages)
  const errors: Record<string, ((locale: Locale) => string)[]> = {}
  if (fields.kind === 'percent' && (fields.value < 1 || fields.value > 100)) {
    errors.value = [(locale) => m.api_bo_vouchers_percent_invalid({}, { locale })]
  }
  if (fields.kind === 'fixed' && fields.value < 1) errors.value = [(locale) => m.api_bo_vouchers_value_invalid({}, { locale })]
  if (fields.starts_on && fields.ends_on && fields.ends_on < fields.starts_on) {
    errors.ends_on = [(locale) => m.api_bo_vouchers_dates_order({}, { locale })]
  }
  if (Object.keys(errors).length) throw fieldRefusal(errors)
  return {
    ...fields,
    value: fields.kind === 'free_delivery' ? 0 : fields.value,
    city_ids: [...new Set(fields.city_ids)].sort((a, b) => a - b),
    category_ids: [...new Set(fields.category_ids)].sort((a, b) => a - b),
  }
}

/** What the database must hold before the save: a free code, known cities and categories, limits above the uses. */
async function checkAgainstData(tx: Executor, fields: VoucherFields, current: VoucherRow | null) {
  const errors: Record<string, ((locale: Locale) => string)[]> = {}
  const [taken] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.code, fields.code), current ? sql`${vouchers.id} <> ${current.id}` : undefined))
  if (taken) errors.code = [(locale) => m.api_bo_vouchers_code_taken({ code: fields.code }, { locale })]
  const known = async (table: typeof cities | typeof categories, ids: number[]) =>
    ids.length
      ? (
          await tx
            .select({ id: table.id })
            .from(table)
            .where(sql`${table.id} = ANY(${sql.param(ids)}::int[])`)
        ).length
      : 0
  if ((await known(cities, fields.city_ids)) !== fields.city_ids.length) {
    errors.city_ids = [(locale) => m.api_bo_vouchers_cities_invalid({}, { locale })]
  }
  if ((await known(categories, fields.category_ids)) !== fields.category_ids.length) {
    errors.category_ids = [(locale) => m.api_bo_vouchers_categories_invalid({}, { locale })]
  }
  if (current) {
    const used = current.usedCount
    if (fields.max_uses !== null && fields.max_uses < used) {
      errors.max_uses = [(locale) => m.api_bo_vouchers_limit_below_used({ used }, { locale })]
    }
    const [most] = await tx.select({ n: max(sql<number>`per_customer.n`) }).from(
      tx
        .select({ n: count().as('n') })
        .from(voucherRedemptions)
        .where(eq(voucherRedemptions.voucherId, current.id))
        .groupBy(voucherRedemptions.userId)
        .as('per_customer'),
    )
    const perCustomer = Number(most?.n ?? 0)
    if (fields.max_uses_per_customer !== null && fields.max_uses_per_customer < perCustomer) {
      errors.max_uses_per_customer = [(locale) => m.api_bo_vouchers_limit_below_used({ used: perCustomer }, { locale })]
    }
  }
  if (Object.keys(errors).length) throw fieldRefusal(errors)
}

async function replaceLinks(tx: Executor, id: number, fields: VoucherFields) {
  await tx.delete(voucherCities).where(eq(voucherCities.voucherId, id))
  await tx.delete(voucherCategories).where(eq(voucherCategories.voucherId, id))
  if (fields.city_ids.length) await tx.insert(voucherCities).values(fields.city_ids.map((cityId) => ({ voucherId: id, cityId })))
  if (fields.category_ids.length) {
    await tx.insert(voucherCategories).values(fields.category_ids.map((categoryId) => ({ voucherId: id, categoryId })))
  }
}

const columnsOf = (fields: VoucherFields, { actorId, now }: Actor) => ({
  code: fields.code,
  kind: fields.kind,
  value: fields.value,
  minOrderCentimes: fields.min_order,
  maxUses: fields.max_uses,
  maxUsesPerCustomer: fields.max_uses_per_customer,
  isActive: fields.is_active,
  updatedBy: actorId,
  updatedAt: now,
})

/** Two admins creating the same code at once: the unique key answers, under the field. */
async function uniqueCode<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw fieldRefusal({ code: [(locale) => m.api_bo_vouchers_code_taken({ code }, { locale })] })
  }
}

export async function createVoucher(db: Database, body: unknown, actor: Actor): Promise<AdminVoucher> {
  const fields = checkFields(body)
  const id = await uniqueCode(fields.code, () =>
    db.transaction(async (tx) => {
      await checkAgainstData(tx, fields, null)
      const [row] = await tx
        .insert(vouchers)
        .values({
          ...columnsOf(fields, actor),
          startsAt: startOf(fields.starts_on),
          endsAt: endAfter(fields.ends_on),
          createdAt: actor.now,
        })
        .returning({ id: vouchers.id })
      await replaceLinks(tx, row!.id, fields)
      await recordAudit(
        tx,
        { actorId: actor.actorId, action: 'voucher.create', entity: 'voucher', entityId: row!.id, after: { version: 1, ...fields } },
        actor.now,
      )
      await announceChange(tx, { topic: 'catalogue', key: `voucher:${row!.id}` })
      return row!.id
    }),
  )
  return getVoucher(db, id, actor.now)
}

export async function updateVoucher(db: Database, id: number, body: unknown, actor: Actor): Promise<AdminVoucher> {
  const fields = checkFields(body)
  const seenVersion = editedVersion(body)
  await uniqueCode(fields.code, () =>
    db.transaction(async (tx) => {
      await versionedSave(tx, {
        entity: 'voucher',
        entityId: id,
        // Locked like an order placement locks it: a use and a change never cross.
        lock: async () => (await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update'))[0],
        seen: seenVersion,
        labels,
        actorId: actor.actorId,
        now: actor.now,
        announce: { topic: 'catalogue', key: `voucher:${id}` },
        write: async (row, version) => {
          const before = fieldsOf(row, (await linksOf(tx, [id])).get(id)!)
          const changed = changedFields(before, fields)
          if (!changed.length) return null
          await checkAgainstData(tx, fields, row)
          await tx
            .update(vouchers)
            .set({
              ...columnsOf(fields, actor),
              // A day left as it was keeps its instant (a voucher written before days were the unit keeps its hour).
              ...(changed.includes('starts_on') ? { startsAt: startOf(fields.starts_on) } : {}),
              ...(changed.includes('ends_on') ? { endsAt: endAfter(fields.ends_on) } : {}),
              version,
            })
            .where(eq(vouchers.id, id))
          if (changed.includes('city_ids') || changed.includes('category_ids')) await replaceLinks(tx, id, fields)
          const toggled = changed.length === 1 && changed[0] === 'is_active'
          return {
            action: toggled ? (fields.is_active ? 'voucher.enable' : 'voucher.disable') : 'voucher.update',
            before: pick(before, changed),
            after: pick(fields, changed),
          }
        },
      })
    }),
  )
  return getVoucher(db, id, actor.now)
}
