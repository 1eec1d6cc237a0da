/**
 * The fleet the dispatch splits a day among (docs/decisions/0100): each driver's van (its city,
 * what it carries, the shift, the minutes a stop takes) and the depots vans leave from. Both are
 * saved through the back office's one versioned save: a save made from an older version is
 * refused with the one 409.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm'
import type { Fleet, DepotBody, VanBody } from '~/api/contract/admin-dispatch'
import { clockOfMinute, minuteOfClock } from '~/api/contract/round-pace'
import type { Database, Executor } from '~/api/db/executor'
import { cities, depots, vans } from '~/api/db/schema'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { activeDrivers } from '~/api/services/accounts/staff-accounts'
import { activeDriver } from '~/api/services/delivery/delivery-rounds'
import { type FieldLabels, lastSaved, staleSave, versionedSave } from '~/api/services/shared/versioned-save'
import { recordAudit } from '~/api/services/shared/audit'

/** "24:00" is the day's end (1440); the clock's own minutes otherwise. */
export const minuteOf = (clock: string) => (clock === '24:00' ? 1440 : minuteOfClock(clock))
export const clockOf = (minute: number) => (minute >= 1440 ? '24:00' : clockOfMinute(minute))

const VAN_LABELS: FieldLabels = {
  city_id: (locale) => m.dispatch_van_city({}, { locale }),
  label: (locale) => m.dispatch_van_label({}, { locale }),
  jug_capacity: (locale) => m.dispatch_van_jugs({}, { locale }),
  pack_capacity: (locale) => m.dispatch_van_packs({}, { locale }),
  shift_start: (locale) => m.dispatch_van_shift_start({}, { locale }),
  shift_end: (locale) => m.dispatch_van_shift_end({}, { locale }),
  minutes_per_stop: (locale) => m.dispatch_van_minutes({}, { locale }),
}

const DEPOT_LABELS: FieldLabels = {
  name: (locale) => m.dispatch_depot_name({}, { locale }),
  latitude: (locale) => m.dispatch_depot_position({}, { locale }),
  longitude: (locale) => m.dispatch_depot_position({}, { locale }),
  city_ids: (locale) => m.dispatch_depot_cities({}, { locale }),
}

type VanRow = typeof vans.$inferSelect

const vanOf = (row: VanRow) => ({
  city_id: row.cityId,
  label: row.label,
  jug_capacity: row.jugCapacity,
  pack_capacity: row.packCapacity,
  shift_start: clockOf(row.shiftStartMinute),
  shift_end: clockOf(row.shiftEndMinute),
  minutes_per_stop: row.minutesPerStop,
  version: row.version,
})

export async function readFleet(db: Executor, locale: Locale): Promise<Fleet> {
  const drivers = await activeDrivers(db)
  const vanRows = drivers.length
    ? await db
        .select()
        .from(vans)
        .where(
          inArray(
            vans.driverId,
            drivers.map((driver) => driver.id),
          ),
        )
    : []
  const depotRows = await db.select().from(depots).orderBy(asc(depots.name), asc(depots.id))
  const cityRows = await db
    .select({ id: cities.id, nameFr: cities.nameFr, nameAr: cities.nameAr, depotId: cities.depotId })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(asc(cities.sortOrder), asc(cities.id))
  return {
    vans: drivers.map((driver) => {
      const row = vanRows.find((van) => van.driverId === driver.id)
      return { driver_id: driver.id, driver_name: driver.name, van: row ? vanOf(row) : null }
    }),
    depots: depotRows.map((row) => ({
      id: row.id,
      name: row.name,
      latitude: row.latitude,
      longitude: row.longitude,
      city_ids: cityRows.filter((city) => city.depotId === row.id).map((city) => city.id),
      version: row.version,
    })),
    cities: cityRows.map((city) => ({ id: city.id, name: locale === 'ar' ? city.nameAr : city.nameFr, depot_id: city.depotId })),
  }
}

/** A shift that ends before it starts, or a city that does not exist, is the team's mistake: a 400 under its field. */
function checkVan(body: VanBody) {
  if (minuteOf(body.shift_end) <= minuteOf(body.shift_start)) {
    throw new ApiError(
      400,
      (locale) => m.dispatch_api_shift_order({}, { locale }),
      (locale) => ({ shift_end: [m.dispatch_api_shift_order({}, { locale })] }),
    )
  }
}

async function existingCity(tx: Executor, id: number) {
  const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, id))
  if (!city) {
    throw new ApiError(
      400,
      (locale) => m.dispatch_api_no_city({}, { locale }),
      (locale) => ({ city_id: [m.dispatch_api_no_city({}, { locale })] }),
    )
  }
}

const vanValues = (body: VanBody) => ({
  cityId: body.city_id,
  label: body.label,
  jugCapacity: body.jug_capacity,
  packCapacity: body.pack_capacity,
  shiftStartMinute: minuteOf(body.shift_start),
  shiftEndMinute: minuteOf(body.shift_end),
  minutesPerStop: body.minutes_per_stop,
})

/** Saves a driver's van over the version the form showed (0: the driver had none). */
export async function saveVan(db: Database, driverId: number, body: VanBody, actorId: number, now = new Date()) {
  checkVan(body)
  return db.transaction(async (tx) => {
    const driver = await activeDriver(tx, driverId)
    await existingCity(tx, body.city_id)
    const entity = { entity: 'van', entityId: driverId }
    if (body.version === 0) {
      const inserted = await tx
        .insert(vans)
        .values({ driverId, ...vanValues(body), updatedBy: actorId, updatedAt: now })
        .onConflictDoNothing()
        .returning()
      if (!inserted[0]) throw staleSave(await lastSaved(tx, entity), vanConflictMessage)
      await recordAudit(tx, { actorId, action: 'dispatch.van', ...entity, before: null, after: { ...body, version: 1 } }, now)
      return { driver_id: driver.id, driver_name: driver.name, van: vanOf(inserted[0]) }
    }
    const { saved } = await versionedSave<VanRow, VanRow>(tx, {
      ...entity,
      lock: async () => (await tx.select().from(vans).where(eq(vans.driverId, driverId)).for('update'))[0],
      seen: body.version,
      labels: VAN_LABELS,
      actorId,
      now,
      write: async (row, version) => {
        const [written] = await tx
          .update(vans)
          .set({ ...vanValues(body), version, updatedBy: actorId, updatedAt: now })
          .where(eq(vans.driverId, driverId))
          .returning()
        // The form's own version is not what the line records: the save's is (versionedSave adds it).
        const { version: _seen, ...after } = body
        return { action: 'dispatch.van', before: vanOf(row), after, saved: written! }
      },
    })
    const row = saved ?? (await tx.select().from(vans).where(eq(vans.driverId, driverId)))[0]!
    return { driver_id: driver.id, driver_name: driver.name, van: vanOf(row) }
  })
}

const vanConflictMessage = ({ by, at }: { by: string; at: string }, locale: Locale) =>
  m.api_bo_edit_conflict({ by, at, changed: m.dispatch_van_title({}, { locale }) }, { locale })

type DepotRow = typeof depots.$inferSelect

/** Creates a depot (`id` null, version 0) or saves one over the version the form showed; its cities leave from it. */
export async function saveDepot(db: Database, id: number | null, body: DepotBody, actorId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    for (const city of body.city_ids) await existingCity(tx, city)
    const nameTaken = async () => {
      const [other] = await tx.select({ id: depots.id }).from(depots).where(eq(depots.name, body.name))
      return other !== undefined && other.id !== id
    }
    if (await nameTaken()) {
      throw new ApiError(
        409,
        (locale) => m.dispatch_api_depot_name_taken({}, { locale }),
        (locale) => ({ name: [m.dispatch_api_depot_name_taken({}, { locale })] }),
      )
    }
    const values = { name: body.name, latitude: body.latitude, longitude: body.longitude, updatedBy: actorId, updatedAt: now }
    let depotId: number
    if (id === null) {
      const [row] = await tx.insert(depots).values(values).returning()
      depotId = row!.id
      await recordAudit(
        tx,
        { actorId, action: 'dispatch.depot', entity: 'depot', entityId: depotId, before: null, after: { ...body, version: 1 } },
        now,
      )
    } else {
      depotId = id
      const before = await depotCities(tx, id)
      await versionedSave<DepotRow>(tx, {
        entity: 'depot',
        entityId: id,
        lock: async () => (await tx.select().from(depots).where(eq(depots.id, id)).for('update'))[0],
        seen: body.version,
        labels: DEPOT_LABELS,
        actorId,
        now,
        write: async (row, version) => {
          await tx
            .update(depots)
            .set({ ...values, version })
            .where(eq(depots.id, id))
          return {
            action: 'dispatch.depot',
            before: { name: row.name, latitude: row.latitude, longitude: row.longitude, city_ids: before },
            after: { name: body.name, latitude: body.latitude, longitude: body.longitude, city_ids: body.city_ids },
          }
        },
      })
    }
    // The cities named leave from this depot; those no longer named fall back to DELIVERY_DEPOT.
    await tx
      .update(cities)
      .set({ depotId: null })
      .where(and(eq(cities.depotId, depotId), body.city_ids.length ? notInArray(cities.id, body.city_ids) : undefined))
    if (body.city_ids.length) await tx.update(cities).set({ depotId }).where(inArray(cities.id, body.city_ids))
    const [row] = await tx.select().from(depots).where(eq(depots.id, depotId))
    return {
      id: row!.id,
      name: row!.name,
      latitude: row!.latitude,
      longitude: row!.longitude,
      city_ids: await depotCities(tx, depotId),
      version: row!.version,
    }
  })
}

async function depotCities(tx: Executor, depotId: number) {
  const rows = await tx.select({ id: cities.id }).from(cities).where(eq(cities.depotId, depotId)).orderBy(asc(cities.id))
  return rows.map((row) => row.id)
}
