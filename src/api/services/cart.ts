/**
 * The server's cart (spec 4 and 7): the only authority on prices, totals and points. Every save
 * recomputes the lines from the database for the cart's city; prices the client may send are not
 * even read. Saves carry the browser's revision: an older save arriving after a newer one is
 * refused, so the last intent wins.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { formatMoney } from '../../lib/money'
import { variantKey } from '../../lib/catalogue-rules'
import { m } from '../../paraglide/messages.js'
import type { SessionUser } from '../auth/session'
import type { SaveCartBody, ServerCart } from '../contract/cart'
import type { ApiLocale } from '../contract/common'
import type { Database, Executor } from '../db/database'
import { addresses, cartLines, carts, deliveryModes, paymentModes, productCities, products } from '../db/schema'
import { ApiError } from '../http/errors'
import { requireCity } from './cities'
import { pointsEarned } from './loyalty'
import { priceInCity } from './pricing'
import { variantValues } from './products'

type Line = {
  productId: number
  variantId: number | null
  quantity: number
  available: boolean
  unitPrice: number
  product: ServerCart['cart_details'][number]['product']
}

const lineError = (index: number, field: string, message: (locale: ApiLocale) => string) =>
  new ApiError(400, (locale) => m.api_invalid_input({}, { locale }), (locale) => ({ [`products.${index}.${field}`]: [message(locale)] }))

/** Reads the client's lines against the catalogue: existing products, their own variants, merged duplicates. */
async function resolveLines(db: Executor, body: SaveCartBody, cityId: number, factor: number, locale: ApiLocale): Promise<Line[]> {
  const productIds = [...new Set(body.products.map((line) => line.product_id))]
  if (productIds.length === 0) return []
  // One after another: inside a transaction, the queries share one connection.
  const productRows = await db.select().from(products).where(inArray(products.id, productIds))
  const variantRows = await variantValues(db, productIds, locale)
  const availableRows = await db
    .select({ productId: productCities.productId })
    .from(productCities)
    .where(and(inArray(productCities.productId, productIds), eq(productCities.cityId, cityId), eq(productCities.isAvailable, true)))
  const available = new Set(availableRows.map((row) => row.productId))
  const variants = new Map<number, { productId: number; reference: string; price: number; sellPrice: number | null; choice: Record<string, { id: number }>; labels: string[] }>()
  for (const row of variantRows) {
    const variant = variants.get(row.variantId) ?? { ...row, choice: {}, labels: [] }
    variant.choice[row.attributeCode] = { id: row.valueId }
    variant.labels.push(row.valueLabel)
    variants.set(row.variantId, variant)
  }

  const lines = new Map<string, Line>()
  body.products.forEach((input, index) => {
    const product = productRows.find((row) => row.id === input.product_id)
    if (!product || !product.isActive) throw lineError(index, 'product_id', (lang) => m.api_cart_product_missing({}, { locale: lang }))
    const own = [...variants.entries()].filter(([, variant]) => variant.productId === product.id)
    let variantId: number | null = null
    if (own.length > 0) {
      const wanted = input.product_attribute_id
        ? own.find(([candidate]) => candidate === input.product_attribute_id)
        : input.attributes
          ? own.find(([, variant]) => variantKey(variant.choice) === variantKey(input.attributes ?? {}))
          : undefined
      if (!wanted) throw lineError(index, 'product_attribute_id', (lang) => m.api_cart_choose_variant({}, { locale: lang }))
      variantId = wanted[0]
    } else if (input.product_attribute_id) {
      throw lineError(index, 'product_attribute_id', (lang) => m.api_cart_choose_variant({}, { locale: lang }))
    }
    const variant = variantId === null ? undefined : variants.get(variantId)
    const base = variant ? (variant.sellPrice ?? variant.price) : (product.sellPriceCentimes ?? product.priceCentimes)
    const key = `${product.id}:${variantId ?? ''}`
    const existing = lines.get(key)
    lines.set(key, {
      productId: product.id,
      variantId,
      quantity: Math.min(999, (existing?.quantity ?? 0) + input.quantity),
      available: product.isActive && available.has(product.id),
      unitPrice: priceInCity(base, factor),
      product: {
        id: product.id,
        slug: product.slug,
        name: locale === 'ar' ? product.nameAr : product.nameFr,
        reference: variant?.reference ?? product.reference,
        attributes_label: variant?.labels.join(' · ') ?? '',
        image: { url: product.imagePath, width: product.imageWidth, height: product.imageHeight },
      },
    })
  })
  return [...lines.values()]
}

/** The cart row to write: the customer's own, the guest's by reference, or a new one. Locked until the end of the transaction. */
async function lockCart(db: Executor, user: SessionUser | null, reference: string | null | undefined) {
  const [found] = user
    ? await db.select().from(carts).where(eq(carts.userId, user.id)).for('update')
    : reference
      ? await db.select().from(carts).where(and(eq(carts.reference, reference), isNull(carts.userId))).for('update')
      : []
  if (found) return found
  const [created] = await db
    .insert(carts)
    .values({ reference: randomBytes(18).toString('base64url'), userId: user?.id ?? null })
    .onConflictDoNothing()
    .returning()
  if (created) return created
  // Another save of the same customer created it a moment ago.
  const [again] = await db.select().from(carts).where(eq(carts.userId, user?.id ?? -1)).for('update')
  if (!again) throw new Error('The cart could not be created')
  return again
}

/** Ids the client may not set are dropped: another customer's address, an unknown mode. */
async function ownedIds(db: Executor, user: SessionUser | null, body: SaveCartBody) {
  const addressIds = [body.delivery_address_id, body.billing_address_id].filter((value): value is number => Boolean(value))
  const owned =
    user && addressIds.length
      ? new Set(
          (await db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, user.id), inArray(addresses.id, addressIds)))).map(
            (row) => row.id,
          ),
        )
      : new Set<number>()
  const [delivery] = body.delivery_mode_id
    ? await db.select({ id: deliveryModes.id }).from(deliveryModes).where(and(eq(deliveryModes.id, body.delivery_mode_id), eq(deliveryModes.isActive, true)))
    : []
  const [payment] = body.payment_mode_id
    ? await db.select({ id: paymentModes.id }).from(paymentModes).where(and(eq(paymentModes.id, body.payment_mode_id), eq(paymentModes.isActive, true)))
    : []
  return {
    deliveryAddressId: body.delivery_address_id && owned.has(body.delivery_address_id) ? body.delivery_address_id : null,
    billingAddressId: body.billing_address_id && owned.has(body.billing_address_id) ? body.billing_address_id : null,
    deliveryModeId: delivery?.id ?? null,
    paymentModeId: payment?.id ?? null,
  }
}

export async function saveCart(
  db: Database,
  { body, user, locale }: { body: SaveCartBody; user: SessionUser | null; locale: ApiLocale },
): Promise<ServerCart> {
  return db.transaction(async (tx) => {
    const city = await requireCity(tx, body.city_id)
    const lines = await resolveLines(tx, body, city.id, city.priceFactorPermille, locale)
    const cart = await lockCart(tx, user, body.reference)
    if (body.revision !== undefined && body.revision < cart.revision) {
      throw new ApiError(409, (lang) => m.api_cart_stale({}, { locale: lang }))
    }
    const ids = await ownedIds(tx, user, body)
    const revision = body.revision ?? cart.revision + 1
    await tx
      .update(carts)
      .set({
        cityId: city.id,
        ...ids,
        deliveryDate: body.delivery_date ?? null,
        reminderPeriod: body.reminder_period ?? null,
        reminderFrequency: body.reminder_frequency ?? null,
        comment: body.comment ?? '',
        voucherCode: body.voucher_code?.trim().toUpperCase() || null,
        usedPoints: body.used_points ?? 0,
        revision,
      })
      .where(eq(carts.id, cart.id))
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id))
    if (lines.length) {
      await tx.insert(cartLines).values(
        lines.map((line, index) => ({ cartId: cart.id, productId: line.productId, variantId: line.variantId, quantity: line.quantity, sortOrder: index })),
      )
    }

    const cityName = locale === 'ar' ? city.nameAr : city.nameFr
    const sold = lines.filter((line) => line.available)
    const subtotal = sold.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
    const points = user?.pointsBalance ?? 0
    const gained = pointsEarned(subtotal)
    const messages: ServerCart['messages'] = lines
      .filter((line) => !line.available)
      .map((line) => ({ code: 'unavailable', field: 'products', message: m.api_cart_unavailable({ name: line.product.name, city: cityName }, { locale }) }))
    if (sold.length > 0 && subtotal < city.minOrderCentimes) {
      messages.push({
        code: 'min_order',
        field: 'products',
        message: m.api_cart_min_order({ city: cityName, amount: formatMoney(city.minOrderCentimes, locale) }, { locale }),
      })
    }
    return {
      reference: cart.reference,
      revision,
      city_id: city.id,
      cart_details: lines.map((line) => ({
        product_id: line.productId,
        product_attribute_id: line.variantId,
        quantity: line.quantity,
        available: line.available,
        prices: { price: line.unitPrice, total: line.unitPrice * line.quantity },
        product: line.product,
      })),
      totals: {
        items: sold.reduce((sum, line) => sum + line.quantity, 0),
        subtotal,
        delivery_fee: 0,
        discount: 0,
        used_points: 0,
        points_discount: 0,
        total: subtotal,
        points,
        gained_points: gained,
        cumulated_points: points + gained,
        min_order: city.minOrderCentimes,
      },
      voucher: null,
      messages,
    }
  })
}
