/**
 * What an edit changed, for the order's history and the audit log (before → after, in French and
 * Arabic, so each reader sees their language), and the e-mail telling the customer their new order.
 */
import { asc, eq } from 'drizzle-orm'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import type { Executor } from '~/api/db/executor'
import { deliveryModes, orderLines, orders, paymentModes, users, vouchers } from '~/api/db/schema'
import { composeEmail, shopLink } from '~/api/mail/compose'
import type { OutgoingEmail } from '~/api/mail/outbox'
import type { CityRow } from '~/api/services/places/cities'
import type { Locale } from '~/paraglide/runtime.js'
import { readAddressSnapshot } from '~/api/services/checkout/address-snapshot'
import type { SnapshotLine } from '~/api/services/checkout/order-lines'
import { orderParagraphs } from '~/api/services/checkout/order-emails'

type OrderRow = typeof orders.$inferSelect
type Both = Record<Locale, string>
const LOCALES = ['fr', 'ar'] as const

/** The order's editable facts, as text in each language. */
export type OrderFacts = Record<
  'lines' | 'date' | 'address' | 'delivery_mode' | 'payment_mode' | 'voucher' | 'delivery_fee' | 'total',
  Both
> & {
  row: OrderRow
  modes: { delivery: Both; payment: Both }
}

const both = (text: (locale: Locale) => string): Both => ({ fr: text('fr'), ar: text('ar') })

export async function orderFacts(db: Executor, order: OrderRow): Promise<OrderFacts> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id))
  const [modes] = await db
    .select({
      deliveryFr: deliveryModes.nameFr,
      deliveryAr: deliveryModes.nameAr,
      paymentFr: paymentModes.nameFr,
      paymentAr: paymentModes.nameAr,
    })
    .from(deliveryModes)
    .innerJoin(paymentModes, eq(paymentModes.id, order.paymentModeId))
    .where(eq(deliveryModes.id, order.deliveryModeId))
  const [voucher] = order.voucherId ? await db.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.id, order.voucherId)) : []
  const address = readAddressSnapshot(order.deliveryAddress)
  const delivery = { fr: modes?.deliveryFr ?? '', ar: modes?.deliveryAr ?? '' }
  const payment = { fr: modes?.paymentFr ?? '', ar: modes?.paymentAr ?? '' }
  return {
    row: order,
    modes: { delivery, payment },
    lines: both((locale) =>
      lines
        .map((line) => {
          const label = locale === 'ar' ? line.attributesLabelAr : line.attributesLabelFr
          return `${line.quantity} × ${locale === 'ar' ? line.nameAr : line.nameFr}${label ? ` (${label})` : ''}`
        })
        .join(' ; '),
    ),
    date: both((locale) => formatDate(order.deliveryDate, locale)),
    address: both(() =>
      [address.recipientName, address.line1, address.line2, address.district, address.city, address.phone].filter(Boolean).join(', '),
    ),
    delivery_mode: delivery,
    payment_mode: payment,
    voucher: both((locale) => voucher?.code ?? m.edit_voucher_none({}, { locale })),
    delivery_fee: both((locale) => formatMoney(order.deliveryFeeCentimes, locale)),
    total: both((locale) => formatMoney(order.totalCentimes, locale)),
  }
}

const FIELDS = ['lines', 'date', 'address', 'delivery_mode', 'payment_mode', 'voucher', 'delivery_fee', 'total'] as const
export type OrderChangeEntry = { field: (typeof FIELDS)[number] } & Record<Locale, { before: string; after: string }>

/** The fields whose text differs, before and after, in both languages. */
export function describeChanges(before: OrderFacts, after: OrderFacts): OrderChangeEntry[] {
  return FIELDS.filter((field) => before[field].fr !== after[field].fr).map((field) => ({
    field,
    ...(Object.fromEntries(LOCALES.map((locale) => [locale, { before: before[field][locale], after: after[field][locale] }])) as Record<
      Locale,
      { before: string; after: string }
    >),
  }))
}

/** The customer's e-mail: their order as it now is, in the order's language. */
export function editedOrderEmail({
  order,
  customer,
  city,
  after,
  lines,
}: {
  order: OrderRow
  customer: typeof users.$inferSelect
  city: CityRow
  after: OrderFacts
  lines: SnapshotLine[]
}): OutgoingEmail {
  const locale: Locale = order.locale === 'ar' ? 'ar' : 'fr'
  const address = readAddressSnapshot(order.deliveryAddress)
  const { reference } = order
  const paragraphs = orderParagraphs(
    {
      reference,
      locale,
      customer,
      city: { fr: city.nameFr, ar: city.nameAr },
      address: {
        recipientName: address.recipientName ?? '',
        phone: address.phone ?? '',
        line1: address.line1 ?? '',
        line2: address.line2 ?? '',
        district: address.district ?? '',
      },
      deliveryMode: after.modes.delivery,
      paymentMode: after.modes.payment,
      deliveryDate: order.deliveryDate,
      lines,
      subtotal: order.subtotalCentimes,
      deliveryFee: order.deliveryFeeCentimes,
      discount: order.discountCentimes,
      pointsUsed: order.pointsUsed,
      pointsDiscount: order.pointsDiscountCentimes,
      pointsGained: order.pointsGained,
      total: order.totalCentimes,
      comment: order.comment,
      reminder: null,
    },
    locale,
  )
  const email = composeEmail({
    locale,
    subject: m.edit_mail_subject({ reference }, { locale }),
    name: customer.firstName,
    paragraphs: [m.edit_mail_intro({ reference }, { locale }), ...paragraphs],
    button: { label: m.mail_order_button({}, { locale }), url: shopLink(locale, `/espace/orders/${encodeURIComponent(reference)}`) },
  })
  return { ...email, to: customer.email, locale }
}

/** A stored edit's changes in one language, for the order's history (whatever an older row holds reads as none). */
export function editChangesIn(stored: unknown, locale: Locale): { field: string; before: string; after: string }[] {
  if (!Array.isArray(stored)) return []
  return (stored as Partial<OrderChangeEntry>[]).flatMap((entry) => {
    const text = entry[locale]
    return entry.field && text ? [{ field: entry.field, before: String(text.before), after: String(text.after) }] : []
  })
}
