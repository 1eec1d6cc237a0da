/**
 * Standing orders on PostgreSQL (docs/decisions/0085), with a fake clock: creating one from an
 * order or from lines, the job making each date's order through the checkout (once, even with two
 * instances racing), skipping from the e-mail's signed link or the account, changing, pausing,
 * resuming and stopping, a price rise above the limit waiting for the customer's yes, a holiday
 * moving the date, stock holding it, and the back office's list, next week's units and pause.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import {
  auditLog,
  emailOutbox,
  orders,
  products,
  productVariants,
  publicHolidays,
  standingOrderDeliveries,
  standingOrders,
  standingOrderSettings,
} from '~/api/db/schema'
import { runStandingOrders } from '~/api/jobs/standing-orders'
import { cutExpiredLinks, type MailSender } from '~/api/mail/outbox'
import { readJugBalance } from '~/api/services/deposits/jug-ledger'
import { log } from '~/lib/logger.server'
import { adminCall, createMember } from './back-office-helpers'
import { checkoutFixtures, createCustomer } from './checkout-helpers'
import { orderFixtures } from './order-fixtures'
import { useTestDatabase } from './test-database'

/** Tuesday 1 December 2026, 09:00 in Casablanca: before the noon cut-off. */
let clock = new Date('2026-12-01T08:00:00Z')
const { db, api, connectAgain } = await useTestDatabase({ now: () => clock })
const fx = await checkoutFixtures(db)
const { createOrder } = orderFixtures(db)
const pack = fx.variants[0]!
const noMail: MailSender = async () => {}

async function customer(locale = 'fr') {
  return createCustomer(db, { cityId: fx.casablanca.id, otherCityId: fx.rabat.id, locale })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { success: boolean; data: any; message?: string } }
const as = (token: string | undefined, path: string, body?: unknown, method?: string): Promise<Answer> =>
  adminCall(api, `/api/fr${path}`, { token, body, method })

/** A weekly standing order on Thursdays of three packs, made from lines. */
async function weekly(who: Awaited<ReturnType<typeof customer>>, everyWeeks = 1) {
  const created = await as(who.token, '/standing-orders', {
    lines: [{ product_id: fx.sidiAli.id, variant_id: pack.id, quantity: 3 }],
    address_id: who.home.id,
    every_weeks: everyWeeks,
    weekday: 4,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.data
}

const run = (now = clock, database = db) => runStandingOrders(database, { now, send: noMail })
const deliveryRows = (id: number) =>
  db.select().from(standingOrderDeliveries).where(eq(standingOrderDeliveries.standingOrderId, id)).orderBy(standingOrderDeliveries.slotDate)
const ordersOf = (userId: number) => db.select().from(orders).where(eq(orders.userId, userId))
const mailsTo = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id)
const tokenIn = (text: string) => /\/abonnement\/([^?\s"]+)/.exec(text)?.[1]

describe('standing orders', () => {
  it("is set from a placed order: its lines, its city's day, one rhythm after it, paid on delivery", async () => {
    const who = await customer()
    const order = await createOrder(who.id, {
      lines: [
        { nameFr: 'Sidi Ali', nameAr: 'سيدي علي', reference: pack.reference, productId: fx.sidiAli.id, variantId: pack.id, quantity: 4 },
      ],
      deliveryDate: '2026-12-03',
      status: 'placed',
    })
    const created = await as(who.token, '/standing-orders', { from_order: order.reference, every_weeks: 2 })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const view = created.body.data
    expect(view).toMatchObject({ status: 'active', every_weeks: 2, weekday: 4 })
    expect(view.lines).toEqual([expect.objectContaining({ product_id: fx.sidiAli.id, variant_id: pack.id, quantity: 4 })])
    expect(view.dates.map((date: { slot: string }) => date.slot)).toEqual(['2026-12-17', '2026-12-31'])
    expect(view.agreed_total).toBeGreaterThan(0)
    const list = await as(who.token, '/standing-orders', undefined, 'GET')
    expect(list.body.data).toHaveLength(1)
    // Another customer's order is not theirs to copy.
    const other = await customer()
    expect((await as(other.token, '/standing-orders', { from_order: order.reference, every_weeks: 1 })).status).toBe(404)
  })

  it('refuses to repeat an order whose products are all gone from the catalogue (the fuzzer met a 500)', async () => {
    const who = await customer()
    const order = await createOrder(who.id, {
      lines: [{ nameFr: 'Ancien pack', nameAr: 'علبة قديمة', reference: 'OLD-1', quantity: 2 }],
      deliveryDate: '2026-12-03',
      status: 'placed',
    })
    const refused = await as(who.token, '/standing-orders', { from_order: order.reference, every_weeks: 1 })
    expect(refused.status, JSON.stringify(refused.body)).toBe(400)
    expect(Object.keys(refused.body.data.errors)).toEqual(['from_order'])
  })

  it("makes the date's order ahead through the checkout, once, and e-mails a link that skips it without signing in", async () => {
    const who = await customer('ar')
    const standing = await weekly(who)
    expect(standing.dates[0].slot).toBe('2026-12-03')
    const report = await run()
    expect(report.ordered).toBeGreaterThanOrEqual(1)
    const [placed] = await ordersOf(who.id)
    expect(placed).toMatchObject({ deliveryDate: '2026-12-03', status: 'placed', idempotencyKey: `standing:${standing.id}:2026-12-03` })
    expect(placed!.totalCentimes).toBe(standing.agreed_total)
    expect(await deliveryRows(standing.id)).toEqual([
      expect.objectContaining({ slotDate: '2026-12-03', status: 'ordered', orderId: placed!.id }),
    ])
    // Run again: the date is done.
    await run()
    expect(await ordersOf(who.id)).toHaveLength(1)

    const mails = await mailsTo(who.email)
    const mail = mails.find((row) => row.subject.includes('اشتراكك'))!
    expect(mail.text).toContain(placed!.reference)
    const token = tokenIn(mail.text)!
    const page = await as(undefined, `/standing-orders/link/${token}`, undefined, 'GET')
    expect(page.status).toBe(200)
    expect(page.body.data.date).toBe('2026-12-03')
    expect(page.body.data.standing_order.dates[0]).toMatchObject({ status: 'ordered', can_change: true })
    // A forged link is refused.
    expect((await as(undefined, `/standing-orders/link/${token.slice(0, -2)}xx/skip`, {})).status).toBe(404)

    const skipped = await as(undefined, `/standing-orders/link/${token}/skip`, {})
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200)
    expect((await ordersOf(who.id))[0]).toMatchObject({ status: 'cancelled' })
    expect((await deliveryRows(standing.id))[0]).toMatchObject({ status: 'skipped' })
    // Twice is once.
    expect((await as(undefined, `/standing-orders/link/${token}/skip`, {})).status).toBe(200)
    expect(await deliveryRows(standing.id)).toEqual([expect.objectContaining({ status: 'skipped' })])
  })

  it('refuses a skip after the cut-off', async () => {
    const who = await customer()
    const standing = await weekly(who)
    await run()
    const [row] = await deliveryRows(standing.id)
    // Wednesday 2 December 13:00: Thursday's order can no longer change (one lead day, noon cut-off).
    clock = new Date('2026-12-02T12:00:00Z')
    try {
      const refused = await as(who.token, `/standing-orders/${standing.id}/skip`, { date: row!.slotDate })
      expect(refused.status).toBe(409)
      expect((await ordersOf(who.id))[0]!.status).toBe('placed')
    } finally {
      clock = new Date('2026-12-01T08:00:00Z')
    }
  })

  it('skips a date ahead, changes the lines and rhythm, pauses, resumes and stops', async () => {
    const who = await customer()
    const standing = await weekly(who)
    const skipped = await as(who.token, `/standing-orders/${standing.id}/skip`, { date: '2026-12-03' })
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200)
    expect(skipped.body.data.dates.map((date: { slot: string; status: string }) => [date.slot, date.status])).toEqual([
      ['2026-12-03', 'skipped'],
      ['2026-12-10', 'planned'],
      ['2026-12-17', 'planned'],
    ])
    // Off the rhythm: refused.
    expect((await as(who.token, `/standing-orders/${standing.id}/skip`, { date: '2026-12-11' })).status).toBe(400)
    await run()
    expect(await ordersOf(who.id)).toHaveLength(0)

    const changed = await as(who.token, `/standing-orders/${standing.id}`, {
      lines: [{ product_id: fx.sidiAli.id, variant_id: pack.id, quantity: 6 }],
      every_weeks: 4,
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.data).toMatchObject({ every_weeks: 4 })
    expect(changed.body.data.agreed_total).toBeGreaterThan(standing.agreed_total)

    expect((await as(who.token, `/standing-orders/${standing.id}/pause`, {})).body.data.status).toBe('paused')
    await run(new Date('2026-12-05T08:00:00Z'))
    expect(await ordersOf(who.id)).toHaveLength(0)
    // Resumed three weeks later: the dates missed are not made up.
    clock = new Date('2026-12-29T08:00:00Z')
    try {
      const resumed = await as(who.token, `/standing-orders/${standing.id}/resume`, {})
      expect(resumed.body.data.status).toBe('active')
      expect(resumed.body.data.dates[0].slot >= '2026-12-30').toBe(true)
    } finally {
      clock = new Date('2026-12-01T08:00:00Z')
    }
    expect((await as(who.token, `/standing-orders/${standing.id}/stop`, {})).body.data.status).toBe('stopped')
    expect((await as(who.token, `/standing-orders/${standing.id}/resume`, {})).status).toBe(409)
    // Another customer's standing order does not exist for them.
    expect((await as((await customer()).token, `/standing-orders/${standing.id}/pause`, {})).status).toBe(404)
  })

  it('waits for the customer when the price rose beyond the limit, and orders on their yes', async () => {
    const who = await customer()
    const standing = await weekly(who)
    // Two standing orders of the same pack: one agreed long ago at half today's price.
    await db
      .update(standingOrders)
      .set({ agreedTotalCentimes: Math.floor(standing.agreed_total / 2) })
      .where(eq(standingOrders.id, standing.id))
    await run()
    expect(await ordersOf(who.id)).toHaveLength(0)
    expect((await deliveryRows(standing.id))[0]).toMatchObject({ status: 'awaiting', totalCentimes: standing.agreed_total })
    const mail = (await mailsTo(who.email)).at(-1)!
    expect(mail.subject).toContain('votre accord')
    const confirmed = await as(who.token, `/standing-orders/${standing.id}/confirm`, { date: '2026-12-03' })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(await ordersOf(who.id)).toHaveLength(1)
    expect(confirmed.body.data.agreed_total).toBe(standing.agreed_total)

    // A rise within the limit (10 % by default) is ordered, and the e-mail says the new price.
    const other = await customer()
    const within = await weekly(other)
    await db
      .update(standingOrders)
      .set({ agreedTotalCentimes: Math.ceil(within.agreed_total / 1.05) })
      .where(eq(standingOrders.id, within.id))
    await run()
    expect(await ordersOf(other.id)).toHaveLength(1)
    expect((await mailsTo(other.email)).some((row) => row.text.includes('Les prix ont changé'))).toBe(true)
  })

  it('moves a holiday to the next deliverable day and tells the customer; holds a date the stock cannot cover', async () => {
    const who = await customer()
    const standing = await weekly(who)
    await db
      .insert(publicHolidays)
      .values({ day: '2026-12-03', code: 'test_holiday', nameFr: 'Férié', nameAr: 'عطلة' })
      .onConflictDoNothing()
    try {
      await run()
    } finally {
      await db.delete(publicHolidays).where(eq(publicHolidays.code, 'test_holiday'))
    }
    expect((await ordersOf(who.id))[0]).toMatchObject({ deliveryDate: '2026-12-04' })
    expect((await deliveryRows(standing.id))[0]).toMatchObject({ slotDate: '2026-12-03', deliveryDate: '2026-12-04', status: 'ordered' })
    expect((await mailsTo(who.email)).some((row) => row.text.includes('jour sans livraison'))).toBe(true)

    const short = await customer()
    const held = await weekly(short)
    const [before] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, pack.id))
    await db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, pack.id))
    try {
      await run()
    } finally {
      await db.update(productVariants).set({ stock: before!.stock }).where(eq(productVariants.id, pack.id))
    }
    expect(await ordersOf(short.id)).toHaveLength(0)
    const [row] = await deliveryRows(held.id)
    expect(row).toMatchObject({ status: 'held' })
    expect(row!.reason).toBeTruthy()
    expect((await mailsTo(short.email)).at(-1)!.subject).toContain('non préparée')
  })

  it('makes one order per date when two instances run the job at once', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => customer()))
    const made = await Promise.all(people.map((who) => weekly(who)))
    const other = connectAgain(5)
    const [first, second] = await Promise.all([run(clock, db), run(clock, other)])
    expect(first.failed + second.failed).toBe(0)
    for (const [index, who] of people.entries()) {
      expect(await ordersOf(who.id)).toHaveLength(1)
      expect(await deliveryRows(made[index].id)).toHaveLength(1)
    }
    const [duplicates] = await db
      .execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM (SELECT user_id, delivery_date FROM orders WHERE idempotency_key LIKE 'standing:%' GROUP BY 1, 2 HAVING count(*) > 1) d`,
      )
      .then((result) => result.rows)
    expect(duplicates!.count).toBe(0)
  })

  it("lists them per city and day in the back office with next week's units, and pauses one for a customer (audited)", async () => {
    const who = await customer()
    const standing = await weekly(who)
    const staff = await createMember(db, 'staff')
    const list = await adminCall(api, `/api/admin/standing-orders?city_id=${fx.casablanca.id}&weekday=4&lang=fr`, { token: staff.token })
    expect(list.status).toBe(200)
    expect(list.body.data.rows.some((row: { id: number }) => row.id === standing.id)).toBe(true)
    expect(list.body.data.per_day).toEqual(expect.arrayContaining([expect.objectContaining({ weekday: 4 })]))
    // Next week: Monday 7 to Saturday 12 December; Thursday 10 is one of this standing order's dates.
    expect(list.body.data.next_week).toMatchObject({ from: '2026-12-07', to: '2026-12-12' })
    const units = list.body.data.next_week.products.find((row: { reference: string }) => row.reference === pack.reference)
    expect(units.units).toBeGreaterThanOrEqual(3)

    const customerToken = (await customer()).token
    expect((await adminCall(api, '/api/admin/standing-orders', { token: customerToken })).status).toBe(403)
    const paused = await adminCall(api, `/api/admin/standing-orders/${standing.id}/pause?lang=fr`, {
      token: staff.token,
      body: { reason: 'Client en voyage (appel)' },
    })
    expect(paused.status, JSON.stringify(paused.body)).toBe(200)
    expect(paused.body.data).toMatchObject({ status: 'paused', paused_by_shop: true })
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'standing_order'), eq(auditLog.entityId, String(standing.id))))
    expect(audit).toMatchObject({ action: 'standing_order.pause', actorId: staff.id })
  })

  it('keeps its settings in the database', async () => {
    const [settings] = await db.select().from(standingOrderSettings)
    expect(settings).toMatchObject({ leadDays: 7, maxPriceRisePercent: 10 })
  })
  it("orders a chunk's other dates when one of them fails, logs that one and leaves it for a later run", async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => customer()))
    const made = await Promise.all(people.map((who) => weekly(who)))
    const failing = made[1]
    // Bad data for one date only: the database refuses its order (not a checkout's refusal, which would hold it).
    await db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_one_standing_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.idempotency_key = 'standing:${failing.id}:2026-12-03' THEN RAISE EXCEPTION 'bad data for this date'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_one_standing_order BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION refuse_one_standing_order();`),
    )
    // Expected here: the failing date's log line (any other error still fails the test, tests/setup/fail-on-console-error.ts).
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    try {
      const report = await run()
      expect(report).toMatchObject({ ordered: 2, failed: 1 })
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ standingOrderId: failing.id, slot: '2026-12-03' }),
        '[jobs] standing order date could not be handled',
      )
    } finally {
      await db.execute(sql.raw('DROP TRIGGER refuse_one_standing_order ON orders; DROP FUNCTION refuse_one_standing_order();'))
    }
    for (const index of [0, 2]) {
      const [placed] = await ordersOf(people[index]!.id)
      expect(await deliveryRows(made[index].id)).toEqual([
        expect.objectContaining({ slotDate: '2026-12-03', status: 'ordered', orderId: placed!.id, totalCentimes: placed!.totalCentimes }),
      ])
      const mails = await mailsTo(people[index]!.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.text).toContain(placed!.reference)
    }
    // Nothing of the failing date was written: no order, no date's row, no e-mail, its date still due.
    expect(await ordersOf(people[1]!.id)).toHaveLength(0)
    expect(await deliveryRows(failing.id)).toHaveLength(0)
    expect(await mailsTo(people[1]!.email)).toHaveLength(0)
    const [still] = await db.select().from(standingOrders).where(eq(standingOrders.id, failing.id))
    expect(still!.nextDate).toBe('2026-12-03')
    // The next run, the data mended, orders it.
    expect((await run()).ordered).toBe(1)
    expect(await ordersOf(people[1]!.id)).toHaveLength(1)
    expect(await deliveryRows(failing.id)).toEqual([expect.objectContaining({ status: 'ordered' })])
  })

  it("exchanges a jug customer's empties date by date, two dates of one chunk included", async () => {
    const deposit = 5000
    const [jug] = await db
      .update(products)
      .set({ depositCentimes: deposit })
      .where(eq(products.slug, 'sidi-ali-recharge-18-9l'))
      .returning()
    const who = await customer()
    const made = []
    for (const weekday of [3, 4]) {
      const created = await as(who.token, '/standing-orders', {
        lines: [{ product_id: jug!.id, quantity: 4 }],
        address_id: who.home.id,
        every_weeks: 1,
        weekday,
      })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      made.push(created.body.data)
    }
    await run()
    const placed = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.idempotencyKey,
          made.map((standing) => `standing:${standing.id}:${standing.dates[0].slot}`),
        ),
      )
      .orderBy(orders.deliveryDate)
    // The first lends four jugs and charges their deposit; the second hands back four empties for its four full jugs.
    expect(placed.map((order) => [order.emptiesAnnounced, order.depositCentimes])).toEqual([
      [0, 4 * deposit],
      [4, 0],
    ])
    expect(await readJugBalance(db, who.id)).toEqual({ jugs: 4, depositCentimes: 4 * deposit })
  })
})

describe("a standing order's link ends, and the shop's pause is the shop's (issue 43, hole 6)", () => {
  it("refuses every action of the link after the date's cut-off, resume included; the stored e-mail loses the link then", async () => {
    const who = await customer()
    const standing = await weekly(who)
    await run()
    const [mail] = await mailsTo(who.email)
    const token = tokenIn(mail!.text)!
    expect(mail!.linkExpiresAt).not.toBeNull()
    expect((await as(who.token, `/standing-orders/${standing.id}/pause`, {})).status).toBe(200)
    // Wednesday 2 December 13:00: Thursday's date can no longer change (one lead day, noon cut-off).
    clock = new Date('2026-12-02T12:00:00Z')
    try {
      for (const action of ['resume', 'stop', 'skip']) {
        const late = await as(undefined, `/standing-orders/link/${token}/${action}`, {})
        expect(late.status, action).toBe(409)
      }
      expect((await db.select().from(standingOrders).where(eq(standingOrders.id, standing.id)))[0]!.status).toBe('paused')
    } finally {
      clock = new Date('2026-12-01T08:00:00Z')
    }
    // Before the cut-off the link resumes it.
    expect((await as(undefined, `/standing-orders/link/${token}/resume`, {})).status).toBe(200)
    // Once the link can no longer act, the outbox's copy no longer holds it.
    await cutExpiredLinks(db, { now: new Date('2026-12-03T12:00:00Z') })
    const [kept] = await mailsTo(who.email)
    expect(kept!.text).not.toContain(token)
    expect(kept!.html).not.toContain(token)
    expect(kept!.text).toContain('/abonnement/[retiré-removed]')
  })

  it('lets neither the customer nor the link lift a pause the shop set', async () => {
    const who = await customer()
    const standing = await weekly(who)
    await run()
    const token = tokenIn((await mailsTo(who.email))[0]!.text)!
    const staff = await createMember(db, 'staff')
    const paused = await adminCall(api, `/api/admin/standing-orders/${standing.id}/pause?lang=fr`, {
      token: staff.token,
      body: { reason: 'Impayé : en attente du règlement' },
    })
    expect(paused.status).toBe(200)
    const byCustomer = await as(who.token, `/standing-orders/${standing.id}/resume`, {})
    expect(byCustomer.status).toBe(409)
    expect(byCustomer.body.message).toBe('La boutique a suspendu cet abonnement : contactez-nous pour le reprendre.')
    expect((await as(undefined, `/standing-orders/link/${token}/resume`, {})).status).toBe(409)
    const [row] = await db.select().from(standingOrders).where(eq(standingOrders.id, standing.id))
    expect(row).toMatchObject({ status: 'paused', pausedById: staff.id })
  })
})
