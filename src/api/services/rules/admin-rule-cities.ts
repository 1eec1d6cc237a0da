/**
 * The cities as the back office edits them (issue 17 §6): names, minimum order, delivery
 * weekdays (never Sunday), active or not, default, place in the list, and the fee of each delivery
 * mode offered there, saved together in one transaction from the version the admin edited. A
 * city customers or orders refer to is deactivated, never deleted (there is no delete). The price
 * factor is not edited here (per-city prices are the catalogue's).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { type CityFee, type RuleCity, cityChangeSchema, cityCreateSchema, type cityFieldsSchema } from '~/api/contract/admin-rules'
import type { Database, Executor } from '~/api/db/executor'
import { cities, deliveryFees, deliveryModes } from '~/api/db/schema'
import { fieldRefusal } from '~/api/http/errors'
import type { z } from 'zod'
import { recordAudit } from '~/api/services/shared/audit'
import { announceChange } from '~/api/services/shared/change-feed'
import { versionedSave } from '~/api/services/shared/versioned-save'
import { RULE_FIELD_LABELS, ruleFieldRefusal } from './rule-refusals'
import { ROUND_PACE_LABELS, ROUND_PACE_MESSAGES, roundPaceOf, roundPaceValues } from './city-round-pace'

type Actor = { actorId: number; now: Date }
type CityFields = z.infer<typeof cityFieldsSchema>

// Written with table names: inside a subquery, a bare "id" would be the subquery's own table's.
const inUse = sql<boolean>`(
  exists (select 1 from "orders" where "orders"."city_id" = "cities"."id")
  or exists (select 1 from "users" where "users"."city_id" = "cities"."id")
  or exists (select 1 from "addresses" where "addresses"."city_id" = "cities"."id")
  or exists (select 1 from "carts" where "carts"."city_id" = "cities"."id")
)`
/** Every city, active or not, in the list's order, with its fees. */
export async function listRuleCities(db: Executor, only?: number): Promise<RuleCity[]> {
  const rows = await db
    .select({ city: cities, inUse })
    .from(cities)
    .where(only === undefined ? undefined : eq(cities.id, only))
    .orderBy(asc(cities.sortOrder), asc(cities.id))
  const fees = rows.length
    ? await db
        .select()
        .from(deliveryFees)
        .innerJoin(deliveryModes, eq(deliveryModes.id, deliveryFees.deliveryModeId))
        .where(
          inArray(
            deliveryFees.cityId,
            rows.map((row) => row.city.id),
          ),
        )
        .orderBy(asc(deliveryModes.sortOrder), asc(deliveryModes.id))
    : []
  return rows.map(({ city, inUse }) => ({
    ...citySnapshot(
      city,
      fees
        .filter((fee) => fee.delivery_fees.cityId === city.id)
        .map(({ delivery_fees: fee }) => ({
          delivery_mode_id: fee.deliveryModeId,
          fee: fee.feeCentimes,
          free_from: fee.freeFromCentimes,
        })),
    ),
    id: city.id,
    slug: city.slug,
    in_use: Boolean(inUse),
  }))
}

/** What the audit log keeps of a city (and compares to say what changed). */
function citySnapshot(city: typeof cities.$inferSelect, fees: CityFee[]) {
  return {
    name_fr: city.nameFr,
    name_ar: city.nameAr,
    min_order: city.minOrderCentimes,
    delivery_weekdays: [...city.deliveryWeekdays].sort(),
    is_active: city.isActive,
    is_default: city.isDefault,
    sort_order: city.sortOrder,
    fees,
    version: city.version,
    ...roundPaceOf(city),
  }
}

const amount = (locale: Locale) => m.api_rules_amount_invalid({}, { locale })
const CITY_MESSAGES: Record<string, (locale: Locale) => string> = {
  slug: (locale) => m.api_rules_slug_invalid({}, { locale }),
  name_fr: (locale) => m.api_rules_name_invalid({}, { locale }),
  name_ar: (locale) => m.api_rules_name_invalid({}, { locale }),
  min_order: amount,
  delivery_weekdays: (locale) => m.api_rules_weekdays_invalid({}, { locale }),
  is_active: (locale) => m.api_rules_flag_invalid({}, { locale }),
  is_default: (locale) => m.api_rules_flag_invalid({}, { locale }),
  sort_order: (locale) => m.api_rules_sort_invalid({}, { locale }),
  fees: (locale) => m.api_rules_fees_invalid({}, { locale }),
  'fees.*.fee': amount,
  'fees.*.free_from': amount,
  'fees.*.delivery_mode_id': (locale) => m.api_rules_mode_unknown({}, { locale }),
  version: (locale) => m.api_rules_version_missing({}, { locale }),
  ...ROUND_PACE_MESSAGES,
}

function parseCity<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  throw ruleFieldRefusal(parsed.error, CITY_MESSAGES, (locale) => m.api_invalid_input({}, { locale }))
}

/** The rules a single row cannot check: the default city stays active, and the fees name real modes. */
async function checkCityRules(tx: Executor, change: CityFields, wasDefault: boolean) {
  if (change.is_default && !change.is_active) throw fieldRefusal({ is_active: [(locale) => m.api_rules_default_inactive({}, { locale })] })
  // The shop always has a default city: another one takes the role, this one does not drop it.
  if (wasDefault && !change.is_default) throw fieldRefusal({ is_default: [(locale) => m.api_rules_default_needed({}, { locale })] })
  const modeIds = change.fees.map((fee) => fee.delivery_mode_id)
  const known = modeIds.length
    ? await tx.select({ id: deliveryModes.id }).from(deliveryModes).where(inArray(deliveryModes.id, modeIds))
    : []
  const index = modeIds.findIndex((id) => !known.some((mode) => mode.id === id))
  if (index >= 0) throw fieldRefusal({ [`fees.${index}.delivery_mode_id`]: [(locale) => m.api_rules_mode_unknown({}, { locale })] })
}

const cityValues = (change: CityFields) => ({
  nameFr: change.name_fr,
  nameAr: change.name_ar,
  minOrderCentimes: change.min_order,
  deliveryWeekdays: [...change.delivery_weekdays].sort(),
  isActive: change.is_active,
  isDefault: change.is_default,
  sortOrder: change.sort_order,
  ...roundPaceValues(change),
})

/** The city's fee rows become exactly `fees`: a mode left out is no longer offered there. */
async function replaceFees(tx: Executor, cityId: number, fees: CityFee[]) {
  await tx.delete(deliveryFees).where(eq(deliveryFees.cityId, cityId))
  if (fees.length) {
    await tx
      .insert(deliveryFees)
      .values(fees.map((fee) => ({ cityId, deliveryModeId: fee.delivery_mode_id, feeCentimes: fee.fee, freeFromCentimes: fee.free_from })))
  }
}

/** The default moves here: the one-default index allows a single row, so the old one is cleared first. */
async function takeDefault(tx: Executor, cityId: number) {
  await tx
    .update(cities)
    .set({ isDefault: false })
    .where(and(eq(cities.isDefault, true), ne(cities.id, cityId)))
}

export async function changeCity(db: Database, cityId: number, body: unknown, { actorId, now }: Actor): Promise<RuleCity> {
  const change = parseCity(cityChangeSchema, body)
  await db.transaction(async (tx) => {
    // The default city's row too: two admins moving the default at once wait for each other.
    await tx.select({ id: cities.id }).from(cities).where(eq(cities.isDefault, true)).for('update')
    await versionedSave(tx, {
      entity: 'city',
      entityId: cityId,
      lock: async () => (await tx.select().from(cities).where(eq(cities.id, cityId)).for('update'))[0],
      seen: change.version,
      labels: { ...RULE_FIELD_LABELS, ...ROUND_PACE_LABELS },
      actorId,
      now,
      announce: { topic: 'rules', key: `city:${cityId}` },
      write: async (row, version) => {
        await checkCityRules(tx, change, row.isDefault)
        const [before] = await listRuleCities(tx, cityId)
        if (change.is_default && !row.isDefault) await takeDefault(tx, cityId)
        await tx
          .update(cities)
          .set({ ...cityValues(change), version })
          .where(eq(cities.id, cityId))
        await replaceFees(tx, cityId, change.fees)
        const [after] = await listRuleCities(tx, cityId)
        const { id: _id, slug: _slug, in_use: _a, ...beforeValues } = before!
        const { id: _id2, slug: _slug2, in_use: _b, ...afterValues } = after!
        return { action: 'rules.city', before: beforeValues, after: afterValues }
      },
    })
  })
  const [saved] = await listRuleCities(db, cityId)
  return saved!
}

export async function createCity(db: Database, body: unknown, { actorId, now }: Actor): Promise<RuleCity> {
  const change = parseCity(cityCreateSchema, body)
  const cityId = await db.transaction(async (tx) => {
    await tx.select({ id: cities.id }).from(cities).where(eq(cities.isDefault, true)).for('update')
    await checkCityRules(tx, change, false)
    const [taken] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.slug, change.slug))
    if (taken) throw fieldRefusal({ slug: [(locale) => m.api_rules_slug_taken({}, { locale })] })
    if (change.is_default) await takeDefault(tx, -1)
    const inserted = await tx
      .insert(cities)
      .values({ slug: change.slug, ...cityValues(change) })
      .onConflictDoNothing({ target: cities.slug })
      .returning({ id: cities.id })
    // Another admin created the same slug meanwhile.
    if (!inserted[0]) throw fieldRefusal({ slug: [(locale) => m.api_rules_slug_taken({}, { locale })] })
    const id = inserted[0].id
    await replaceFees(tx, id, change.fees)
    const { slug: _slug, ...after } = { ...change, version: 1 }
    await recordAudit(tx, { actorId, action: 'rules.city_create', entity: 'city', entityId: id, before: null, after }, now)
    await announceChange(tx, { topic: 'rules', key: `city:${id}` })
    return id
  })
  const [saved] = await listRuleCities(db, cityId)
  return saved!
}
