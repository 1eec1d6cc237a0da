/**
 * Standing orders as the customer and the e-mail link's page see them (docs/decisions/0085):
 * the lines by name, the address, and the dates to come with what happened to each and whether
 * it can still change (the checkout's cut-off).
 */
import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm'
import type { StandingDate, StandingOrder } from '~/api/contract/standing-orders'
import type { Executor } from '~/api/db/executor'
import {
  addresses,
  cities,
  deliveryModes,
  orders,
  products,
  standingOrderDeliveries,
  standingOrderLines,
  standingOrders,
} from '~/api/db/schema'
import { loadCheckoutSettings, loadHolidays } from '~/api/services/checkout/checkout-settings'
import { variantLabels } from '~/api/services/catalogue/variant-labels'
import { addDays, shopClock } from '~/lib/shop-dates'
import type { Locale } from '~/paraglide/runtime.js'
import { beforeCutoff, nextSlot } from './standing-dates'

/** The cut-off's facts for `now`: the checkout's hour, the holidays ahead, each mode's lead days. */
export async function loadCutoffRules(db: Executor, now: Date) {
  const settings = await loadCheckoutSettings(db)
  const today = shopClock(now).day
  const holidays = await loadHolidays(db, today, addDays(today, 90))
  const modes = await db.select({ id: deliveryModes.id, leadDays: deliveryModes.leadDays }).from(deliveryModes)
  const leadDays = new Map(modes.map((mode) => [mode.id, mode.leadDays]))
  return {
    open: (modeId: number, day: string) => beforeCutoff(now, day, leadDays.get(modeId) ?? 1, { cutoffHour: settings.cutoffHour, holidays }),
  }
}
export type CutoffRules = Awaited<ReturnType<typeof loadCutoffRules>>

/** How many planned dates the views show after those already handled. */
const PLANNED_SHOWN = 2

export async function standingViews(db: Executor, where: SQL, locale: Locale, now: Date): Promise<StandingOrder[]> {
  const ar = locale === 'ar'
  const rows = await db
    .select({ standing: standingOrders, address: addresses, city: cities })
    .from(standingOrders)
    .innerJoin(addresses, eq(addresses.id, standingOrders.addressId))
    .innerJoin(cities, eq(cities.id, standingOrders.cityId))
    .where(where)
    .orderBy(asc(standingOrders.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.standing.id)
  const lines = await db
    .select({ line: standingOrderLines, nameFr: products.nameFr, nameAr: products.nameAr })
    .from(standingOrderLines)
    .innerJoin(products, eq(products.id, standingOrderLines.productId))
    .where(inArray(standingOrderLines.standingOrderId, ids))
    .orderBy(asc(standingOrderLines.id))
  const labels = await variantLabels(
    db,
    lines.flatMap(({ line }) => (line.variantId ? [line.variantId] : [])),
  )
  const today = shopClock(now).day
  const handled = await db
    .select({ delivery: standingOrderDeliveries, reference: orders.reference, orderStatus: orders.status })
    .from(standingOrderDeliveries)
    .leftJoin(orders, eq(orders.id, standingOrderDeliveries.orderId))
    .where(and(inArray(standingOrderDeliveries.standingOrderId, ids), gte(standingOrderDeliveries.slotDate, addDays(today, -7))))
    .orderBy(asc(standingOrderDeliveries.slotDate))
  const cutoff = await loadCutoffRules(db, now)

  return rows.map(({ standing, address, city }) => {
    const open = (day: string) => cutoff.open(standing.deliveryModeId, day)
    const dates: StandingDate[] = handled
      .filter(({ delivery }) => delivery.standingOrderId === standing.id && (delivery.deliveryDate ?? delivery.slotDate) >= today)
      .map(({ delivery, reference, orderStatus }) => {
        const day = delivery.deliveryDate ?? delivery.slotDate
        // A skipped date stays open until its cut-off (the link may still pause or stop); an order on its way is not.
        const changeable = delivery.status !== 'ordered' || orderStatus === 'placed' || orderStatus === 'confirmed'
        return {
          slot: delivery.slotDate,
          delivery_date: day,
          status: delivery.status,
          order_reference: reference,
          total: delivery.totalCentimes,
          reason: delivery.reason,
          can_change: changeable && open(day),
        }
      })
    if (standing.status === 'active') {
      let slot = standing.nextDate
      for (let shown = 0; shown < PLANNED_SHOWN; slot = nextSlot(slot, standing.everyWeeks)) {
        if (dates.some((date) => date.slot === slot)) continue
        dates.push({
          slot,
          delivery_date: slot,
          status: 'planned',
          order_reference: null,
          total: null,
          reason: null,
          can_change: open(slot),
        })
        shown++
      }
    }
    return {
      id: standing.id,
      status: standing.status,
      paused_by_shop: standing.status === 'paused' && standing.pausedById !== null,
      every_weeks: standing.everyWeeks,
      weekday: standing.weekday,
      city_weekdays: city.deliveryWeekdays,
      address: [address.label, address.line1, address.district, ar ? city.nameAr : city.nameFr].filter(Boolean).join(', '),
      agreed_total: standing.agreedTotalCentimes,
      lines: lines
        .filter(({ line }) => line.standingOrderId === standing.id)
        .map(({ line, nameFr, nameAr }) => {
          const label = line.variantId ? labels.get(line.variantId) : undefined
          const name = ar ? nameAr : nameFr
          return {
            product_id: line.productId,
            variant_id: line.variantId,
            name: label ? `${name} · ${ar ? label.ar : label.fr}` : name,
            quantity: line.quantity,
          }
        }),
      dates: dates.sort((a, b) => (a.delivery_date < b.delivery_date ? -1 : a.delivery_date > b.delivery_date ? 1 : 0)),
    }
  })
}
