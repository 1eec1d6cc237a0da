/**
 * Orders staff take by phone (issue 35, docs/decisions/0078): the checkout's own code prices and
 * places them (`priceCheckout`, `placeOrderIn`), so minimums, stock, dates, fees and vouchers
 * apply as online, with the customer's group prices. A new customer and their address are
 * written in the order's transaction: a refused order leaves no half-made customer. One order per
 * (staff member, Idempotency-Key): a double click, or a retry, answers the first order.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { addressInputSchema } from '~/api/contract/address-input'
import type { PhoneOrderBody, PhoneOrderOffer } from '~/api/contract/admin-phone-orders'
import type { SaveCartBody, ServerCart } from '~/api/contract/cart'
import type { PlacedOrder } from '~/api/contract/checkout'
import type { Database, Executor } from '~/api/db/executor'
import { addresses, cities, orders, users } from '~/api/db/schema'
import { ApiError, fieldErrors } from '~/api/http/errors'
import { createPhoneCustomer } from '~/api/services/accounts/phone-customers'
import { loadLineFacts, resolveLines } from '~/api/services/catalogue/cart-lines'
import { listCities, requireCity } from '~/api/services/places/cities'
import { applyGroupPrices } from '~/api/services/pricing/group-prices'
import { pricedInCity, priceKey } from '~/api/services/catalogue/city-prices'
import { recordAudit } from '~/api/services/shared/audit'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { checkoutOptions } from './checkout-options'
import { priceCheckout } from './checkout-pricing'
import { inOrderTransaction, placeOrderIn, toPlacedOrder } from './place-order'
import { toServerCart } from './server-cart'

/** An arbitrary namespace for the advisory locks of phone orders' keys (staff member and key). */
const PHONE_LOCK_NAMESPACE = 7_245_033

const cartBodyOf = (body: PhoneOrderBody, deliveryAddressId: number | null | undefined): SaveCartBody => ({
  products: body.products,
  city_id: body.city_id,
  delivery_address_id: deliveryAddressId ?? null,
  delivery_mode_id: body.delivery_mode_id ?? null,
  payment_mode_id: body.payment_mode_id ?? null,
  delivery_date: body.delivery_date ?? null,
  comment: body.comment ?? null,
  voucher_code: body.voucher_code ?? null,
  empties_returned: body.empties_returned ?? 0,
})

/** An existing customer's account (a staff account or a deleted one is unknown: 404). */
async function requireCustomer(db: Executor, id: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer'), isNull(users.deletedAt)))
  const [customer] = lock ? await query.for('update') : await query
  if (!customer) throw new ApiError(404, (locale) => m.api_not_found({}, { locale }))
  return customer
}

/** A new customer's city is one the shop delivers: an unknown one is the address's 400, not the database's refusal. */
async function requireKnownCity(db: Executor, cityId: number) {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.isActive, true)))
  if (city) return
  throw new ApiError(
    400,
    (locale) => m.api_city_not_found({}, { locale }),
    (locale) => ({ 'new_customer.address.city_id': [m.api_city_not_found({}, { locale })] }),
  )
}

/** Exactly one of an existing customer and a new one; a new one's address checked in the staff member's language. */
function checkCustomerChoice(body: PhoneOrderBody, locale: Locale) {
  if (!body.customer_id === !body.new_customer) {
    throw new ApiError(
      400,
      (lang) => m.api_invalid_input({}, { locale: lang }),
      (lang) => ({ customer_id: [m.phone_error_customer_missing({}, { locale: lang })] }),
    )
  }
  if (!body.new_customer) return
  const address = addressInputSchema(locale).safeParse(body.new_customer.address)
  if (!address.success) {
    const errors = fieldErrors(address.error, locale, { ownMessages: true })
    throw new ApiError(
      400,
      (lang) => m.api_invalid_input({}, { locale: lang }),
      Object.fromEntries(Object.entries(errors).map(([field, texts]) => [`new_customer.address.${field}`, texts])),
    )
  }
}

/** Every item on sale in the city at the customer's price (their group's), and what the checkout offers there. */
export async function phoneOrderOffer(
  db: Database,
  { cityId, customerId, locale, now }: { cityId?: number; customerId?: number; locale: Locale; now: Date },
): Promise<PhoneOrderOffer> {
  const customer = customerId ? await requireCustomer(db, customerId) : null
  const own = customer ? await addressChoices(db, customer.id, locale) : []
  // Before a customer is chosen, the screen opens on the shop's default city (the storefront's).
  const city = await requireCity(db, cityId ?? own[0]?.city_id ?? customer?.cityId ?? (await listCities(db, locale)).defaultCityId)
  const facts = await loadLineFacts(db, city.id, null, locale)
  const items: (PhoneOrderOffer['items'][number] & { productId: number; variantId: number | null; unitPrice: number })[] = []
  for (const product of facts.products.values()) {
    if (!product.isActive || !facts.available.has(product.id)) continue
    const name = locale === 'ar' ? product.nameAr : product.nameFr
    const variants = [...facts.variants.entries()].filter(([, variant]) => variant.productId === product.id)
    const choices = variants.length
      ? variants.map(([id, variant]) => ({
          id,
          base: variant,
          label: `${name} · ${variant.labels.join(' · ')}`,
          reference: variant.reference,
        }))
      : [
          {
            id: null,
            base: { price: product.priceCentimes, sellPrice: product.sellPriceCentimes },
            label: name,
            reference: product.reference,
          },
        ]
    for (const choice of choices) {
      const priced = pricedInCity(choice.base, facts.cityPrices.get(priceKey(product.id, choice.id)), city.priceFactorPermille)
      const unitPrice = priced.sellPrice ?? priced.price
      items.push({
        product_id: product.id,
        variant_id: choice.id,
        name: choice.label,
        reference: choice.reference,
        price: unitPrice,
        productId: product.id,
        variantId: choice.id,
        unitPrice,
      })
    }
  }
  await applyGroupPrices(db, customer?.customerGroupId, city.id, items)
  items.sort((a, b) => a.name.localeCompare(b.name, locale))
  return {
    items: items.map(({ product_id, variant_id, name, reference, unitPrice }) => ({
      product_id,
      variant_id,
      name,
      reference,
      price: unitPrice,
    })),
    options: await checkoutOptions(db, { cityId: city.id, user: customer, locale, now }),
    addresses: own,
  }
}

async function addressChoices(db: Executor, userId: number, locale: Locale) {
  const rows = await db
    .select({ address: addresses, city: locale === 'ar' ? cities.nameAr : cities.nameFr })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), addresses.id)
  return rows.map(({ address, city }) => ({
    id: address.id,
    text: [address.label, address.line1, address.district, city].filter(Boolean).join(', '),
    city_id: address.cityId,
  }))
}

/** The order priced for the customer (their group's prices) without writing anything: what the screen shows. */
export async function previewPhoneOrder(
  db: Database,
  { body, locale, now }: { body: PhoneOrderBody; locale: Locale; now: Date },
): Promise<ServerCart> {
  const customer = body.customer_id ? await requireCustomer(db, body.customer_id) : null
  const city = await requireCity(db, body.city_id)
  const cartBody = cartBodyOf(body, customer ? body.delivery_address_id : null)
  const lines = await applyGroupPrices(
    db,
    customer?.customerGroupId,
    city.id,
    await resolveLines(db, cartBody, city.id, city.priceFactorPermille, locale),
  )
  const priced = await priceCheckout(db, { body: cartBody, user: customer, city, lines, locale, now, complete: false })
  return toServerCart('phone', 0, city.id, lines, priced, {
    delivery_address_id: priced.choice.deliveryAddress?.id ?? null,
    billing_address_id: null,
    delivery_mode_id: priced.choice.deliveryMode?.id ?? null,
    payment_mode_id: priced.choice.paymentMode?.id ?? null,
    delivery_date: cartBody.delivery_date ?? null,
    reminder_period: null,
    reminder_frequency: null,
    comment: cartBody.comment ?? '',
    voucher_code: cartBody.voucher_code ?? null,
    used_points: 0,
    empties_returned: cartBody.empties_returned ?? 0,
  })
}

export type TakenPhoneOrder = { created: boolean; order: PlacedOrder & { customer_id: number } }

/** Places the order for the customer (created first when new), marked as taken by this staff member. */
export async function takePhoneOrder(
  db: Database,
  { staffId, body, key, locale, now }: { staffId: number; body: PhoneOrderBody; key: string; locale: Locale; now: Date },
): Promise<TakenPhoneOrder> {
  checkCustomerChoice(body, locale)
  let customerId = 0
  const result = await inOrderTransaction(db, async (tx, queued) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PHONE_LOCK_NAMESPACE}, hashtext(${`${staffId}:${key}`}))`)
    const [taken] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.takenById, staffId), eq(orders.idempotencyKey, key)))
    if (taken) {
      customerId = taken.userId
      return { created: false, order: toPlacedOrder(taken) }
    }
    let deliveryAddressId = body.delivery_address_id
    let customerLocale: Locale
    if (body.new_customer) {
      const fresh = body.new_customer
      const address = addressInputSchema(locale).parse(fresh.address)
      await requireKnownCity(tx, address.city_id)
      const created = await createPhoneCustomer(tx, {
        firstName: fresh.first_name,
        lastName: fresh.last_name,
        phone: fresh.phone,
        email: fresh.email ?? null,
        locale: fresh.locale,
        address,
      })
      customerId = created.userId
      deliveryAddressId = created.addressId
      customerLocale = fresh.locale
    } else {
      const customer = await requireCustomer(tx, body.customer_id!)
      customerId = customer.id
      customerLocale = customer.locale === 'ar' ? 'ar' : 'fr'
    }
    const placed = await placeOrderIn(tx, {
      userId: customerId,
      body: cartBodyOf(body, deliveryAddressId),
      key,
      locale,
      now,
      queued,
      byPhone: { staffId, customerLocale },
    })
    await recordAudit(
      tx,
      { actorId: staffId, action: 'order.phone', entity: 'order', entityId: placed.order.reference, after: { customer_id: customerId } },
      now,
    )
    return placed
  })
  return { created: result.created, order: { ...result.order, customer_id: customerId } }
}
