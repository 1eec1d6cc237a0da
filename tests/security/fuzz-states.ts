/**
 * The states the fuzzer's back-office and account operations need before any of their requests
 * can succeed (issue 43, hole 11): a delivered order with its invoice and a credit note, a proof
 * of delivery, an order at its door, a customer holding jugs, a driver's round, past days of cash
 * to close, a company paying monthly, orders to edit, a customer to take a phone order for and
 * standing orders. Each is made the way the API test named beside it makes it, for customers of
 * its own (never `other`, whose data the fuzzer must leave as it was), at dates taken from the
 * real clock, since the fuzzed shop runs on it.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { createApiApp } from '~/api/app'
import type { Database } from '~/api/db/executor'
import { customerCompanies, orderEvents, productVariants } from '~/api/db/schema'
import { recordJugMovement } from '~/api/services/deposits/jug-ledger'
import { addDays, shopClock } from '~/lib/shop-dates'
import { adminCall, createMember } from '../api/back-office-helpers'
import { call, checkoutFixtures, createCustomer as customerWithAddresses, newKey } from '../api/checkout-helpers'
import { checkoutOrders, orderFixtures } from '../api/order-fixtures'

type Api = ReturnType<typeof createApiApp>
type Member = { id: number; token: string }

/** A cart line of Sidi Ali's largest pack size, sold without a stock limit (a checkout, an edit and a phone order take it). */
export type SaleLine = { product_id: number; quantity: number; product_attribute_id: number }

export async function fuzzStates(
  db: Database,
  api: Api,
  { team, me }: { team: { admin: Member; staff: Member; driver: Member }; me: Member },
) {
  const f = await checkoutFixtures(db)
  const { createCustomer, createOrder } = orderFixtures(db)
  const { placedReference } = checkoutOrders(api, f)
  const today = shopClock(new Date()).day
  const large = f.variants.at(-1)!
  // Stock is not what these states test: the fuzzer's orders, edits and phone orders would use a limited one up.
  await db.update(productVariants).set({ stock: null }).where(eq(productVariants.id, large.id))
  const saleLine = (quantity = 30): SaleLine => ({ product_id: f.sidiAli.id, quantity, product_attribute_id: large.id })
  const options = (await call(api, `/api/fr/checkout/options?city_id=${f.casablanca.id}`, { method: 'GET' })).body.data as {
    delivery_modes: { id: number; code: string; dates: string[] }[]
  }
  const standardDates = options.delivery_modes.find((mode) => mode.code === 'standard')!.dates
  const staffCall = (path: string, body?: unknown, token = team.staff.token) => adminCall(api, path, { token, body })
  const jug = { nameFr: 'Bonbonne 19 L', nameAr: 'قارورة 19 ل', reference: 'BB-19', quantity: 10, unitPriceCentimes: 5_000 }

  /** An order out for delivery with `driverId`, dispatched an hour ago (tests/api/delivery-proofs.test.ts). */
  async function outForDelivery(userId: number, driverId: number | null) {
    const order = await createOrder(userId, {
      lines: [jug],
      status: 'out_for_delivery',
      deliveryDate: today,
      values: { driverId, roundPosition: driverId ? 1 : null },
    })
    await db.insert(orderEvents).values({
      orderId: order.id,
      kind: 'status',
      fromStatus: 'confirmed',
      toStatus: 'out_for_delivery',
      createdAt: new Date(Date.now() - 3_600_000),
    })
    return order
  }

  // `me`'s delivered orders, delivered through the API so that each has its invoice (tests/api/invoices.test.ts):
  // 500,00 each, room for hundreds of small refunds; one refund each gives `me` a credit note (tests/api/refunds.test.ts).
  const delivered: string[] = []
  const creditNotes: string[] = []
  for (let n = 0; n < 3; n++) {
    const order = await outForDelivery(me.id, null)
    await expectOk(staffCall(`/api/admin/orders/${order.reference}/status`, { action: 'deliver' }), 'deliver')
    const refund = await expectOk(
      staffCall(`/api/admin/orders/${order.reference}/refunds`, {
        idempotency_key: newKey(),
        reason: 'Pack abîmé',
        method: 'bank_transfer',
        amount: 100,
      }),
      'refund',
    )
    delivered.push(order.reference)
    creditNotes.push(refund.credit_note)
  }

  // A proof of delivery: the driver's signature at the door (tests/api/delivery-proofs.test.ts).
  const proofOrder = await outForDelivery((await createCustomer()).id, team.driver.id)
  await expectOk(
    staffCall(
      `/api/admin/orders/${proofOrder.reference}/status`,
      { action: 'deliver', client_key: randomUUID(), recipient_name: 'Ahmed', proof: { kind: 'signature', data: await signature() } },
      team.driver.token,
    ),
    'deliver with a proof',
  )
  // Orders at the fuzzing driver's door: an arrival is kept once, so a press sent again still succeeds.
  const arrivals = await Promise.all([0, 1].map(async () => (await outForDelivery((await createCustomer()).id, team.driver.id)).reference))

  // A customer holding many jugs, their deposits paid (tests/api/door-deposits.test.ts): refunds and write-offs of one at a time.
  const jugHolder = await createCustomer()
  await recordJugMovement(db, { userId: jugHolder.id, kind: 'lent', jugs: 1_000, now: new Date() })
  await recordJugMovement(db, { userId: jugHolder.id, kind: 'deposit_paid', depositCentimes: 1_000 * 5_000, now: new Date() })

  // A driver's round of three stops, three days ahead (tests/api/round-order.test.ts): a driver of its own, so that the
  // fuzzer's assignments and dispatches of `team.driver` never change the round it saves.
  const roundDriver = await createMember(db, 'driver')
  const roundDay = addDays(today, 3)
  for (let position = 1; position <= 3; position++)
    await createOrder((await createCustomer()).id, {
      lines: [jug],
      status: 'confirmed',
      deliveryDate: roundDay,
      values: { driverId: roundDriver.id, roundPosition: position },
    })

  // A driver's past days, each with a delivery collected in cash (tests/api/cash-closing.test.ts): a closing is final,
  // so a day closed by one request leaves the others to close.
  const cashDriver = await createMember(db, 'driver')
  const cashDays = Array.from({ length: 24 }, (_, n) => addDays(today, -(n + 2)))
  for (const [n, day] of cashDays.entries()) {
    const total = 1_000 * (n + 1)
    await createOrder((await createCustomer()).id, {
      lines: [{ ...jug, quantity: 1, unitPriceCentimes: total }],
      deliveryDate: day,
      values: { totalCentimes: total, collectedCentimes: total, deliveredAt: new Date(`${day}T10:00:00Z`), driverId: cashDriver.id },
    })
  }

  // A company paying at the end of the month with last month's delivery (tests/api/invoices.test.ts).
  const company = await createCustomer()
  await db.insert(customerCompanies).values({ userId: company.id, name: 'Cabinet Fuzz', ice: '000999888777666', paysMonthly: true })
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)
  await createOrder(company.id, { lines: [jug], values: { deliveredAt: new Date(`${lastMonth}-10T10:00:00Z`) } })

  // Orders placed through the checkout, to edit (tests/api/order-edit.test.ts): an edit keeps them editable.
  const editor = await customerWithAddresses(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })
  const editable: string[] = []
  for (let n = 0; n < 3; n++) editable.push(await placedReference(editor, [saleLine()], { extra: { delivery_date: standardDates[0] } }))

  // A customer whose orders the team takes by phone (tests/api/phone-orders.test.ts).
  const caller = await customerWithAddresses(db, { cityId: f.casablanca.id, otherCityId: f.rabat.id })

  // Standing orders (tests/api/standing-orders.test.ts): `me`'s, and one of `other`'s that `me` must never reach.
  const weekdays = f.casablanca.deliveryWeekdays
  const standingBody = (addressId: number) => ({
    lines: [{ product_id: f.sidiAli.id, variant_id: large.id, quantity: 3 }],
    address_id: addressId,
    every_weeks: 1,
    weekday: weekdays[0],
  })
  const standing = async (who: Member, addressId: number) =>
    (await expectOk(call(api, '/api/fr/standing-orders', { token: who.token, body: standingBody(addressId) }), 'standing order'))
      .id as number

  return {
    today,
    lastMonth,
    casablancaId: f.casablanca.id,
    sidiAliId: f.sidiAli.id,
    largeId: large.id,
    weekdays,
    saleLine,
    standardDates,
    delivered,
    creditNotes,
    proofOrder: proofOrder.reference,
    arrivals,
    jugHolder: jugHolder.id,
    round: { driverId: roundDriver.id, day: roundDay },
    cash: { driverId: cashDriver.id, days: cashDays },
    company: company.id,
    editable,
    caller: { id: caller.id, addressId: caller.home.id },
    standing,
    standingBody,
  }
}

/** The data of a call that must succeed for the fixtures to stand. */
async function expectOk(answer: Promise<{ status: number; body: { data?: unknown } }>, what: string) {
  const { status, body } = await answer
  if (status >= 300) throw new Error(`the fuzzer's fixture (${what}) was refused: ${status} ${JSON.stringify(body).slice(0, 300)}`)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return body.data as any
}

/** A drawn signature as the driver's phone sends it (PNG in base64). */
const signature = async () =>
  (
    await sharp({ create: { width: 600, height: 240, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="600" height="240"><path d="M20 200 C 150 20, 300 220, 580 40" stroke="#111" stroke-width="4" fill="none"/></svg>',
          ),
          top: 0,
          left: 0,
        },
      ])
      .png()
      .toBuffer()
  ).toString('base64')
