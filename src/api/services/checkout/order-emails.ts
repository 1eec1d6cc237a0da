/**
 * The two e-mails of a new order: the confirmation to the customer in the order's language,
 * and the notification to the shop (SHOP_NOTIFICATION_EMAIL), in French. Plain text and HTML
 * come from the same parts (mail/compose.ts).
 */
import { appConfig } from '#app-config'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { composeEmail, shopLink } from '~/api/mail/compose'
import type { OutgoingEmail } from '~/api/mail/outbox'
import type { Locale } from '~/paraglide/runtime.js'

export type OrderForMail = {
  reference: string
  locale: Locale
  customer: { email: string; firstName: string; lastName: string; phone: string | null }
  city: { fr: string; ar: string }
  address: { recipientName: string; phone: string; line1: string; line2: string; district: string }
  deliveryMode: { fr: string; ar: string }
  paymentMode: { fr: string; ar: string }
  deliveryDate: string
  lines: { nameFr: string; nameAr: string; labelFr: string; labelAr: string; quantity: number; total: number }[]
  subtotal: number
  deliveryFee: number
  discount: number
  pointsUsed: number
  pointsDiscount: number
  pointsGained: number
  total: number
  /** The jugs' deposit, apart from the total (docs/decisions/0083): jugs charged, empties announced, amount. */
  deposit?: { jugs: number; empties: number; amount: number }
  comment: string
  /** The reminder chosen, in French (for the shop). */
  reminder: { period: string; frequency: string } | null
}

/** The order's body, the same for both e-mails, in one language. */
export function orderParagraphs(order: OrderForMail, locale: Locale): string[] {
  const ar = locale === 'ar'
  const money = (centimes: number) => formatMoney(centimes, locale)
  const { address } = order
  const where = [address.recipientName, address.line1, address.line2, address.district, ar ? order.city.ar : order.city.fr, address.phone]
    .filter(Boolean)
    .join(', ')
  return [
    m.mail_order_delivery(
      { mode: ar ? order.deliveryMode.ar : order.deliveryMode.fr, date: formatDate(order.deliveryDate, locale), address: where },
      { locale },
    ),
    ...order.lines.map((line) => {
      const label = ar ? line.labelAr : line.labelFr
      const name = `${ar ? line.nameAr : line.nameFr}${label ? ` (${label})` : ''}`
      return m.mail_order_line({ quantity: line.quantity, name, total: money(line.total) }, { locale })
    }),
    m.mail_order_subtotal({ amount: money(order.subtotal) }, { locale }),
    m.mail_order_fee({ amount: order.deliveryFee > 0 ? money(order.deliveryFee) : m.orders_free({}, { locale }) }, { locale }),
    ...(order.discount > 0 ? [m.mail_order_discount({ amount: money(order.discount) }, { locale })] : []),
    ...(order.pointsUsed > 0 ? [m.mail_order_points({ points: order.pointsUsed, amount: money(order.pointsDiscount) }, { locale })] : []),
    ...(hasDeposit(order) ? depositParagraphs(order, locale) : [m.mail_order_total({ amount: money(order.total) }, { locale })]),
    m.mail_order_payment({ mode: ar ? order.paymentMode.ar : order.paymentMode.fr }, { locale }),
  ]
}

const hasDeposit = ({ deposit }: OrderForMail) => Boolean(deposit && (deposit.amount !== 0 || deposit.empties > 0))

/** An order with jugs: the purchases' total, the deposit apart, and what is paid with both. */
function depositParagraphs({ deposit, total }: OrderForMail, locale: Locale): string[] {
  if (!deposit) return []
  return [
    m.dep_mail_goods_total({ amount: formatMoney(total, locale) }, { locale }),
    m.dep_mail_deposit({ count: deposit.jugs, amount: formatMoney(deposit.amount, locale) }, { locale }),
    ...(deposit.empties > 0 ? [m.dep_mail_empties({ count: deposit.empties }, { locale })] : []),
    m.dep_mail_to_pay({ amount: formatMoney(total + deposit.amount, locale) }, { locale }),
  ]
}

export function orderEmails(order: OrderForMail): OutgoingEmail[] {
  const { locale, reference } = order
  const confirmation = composeEmail({
    locale,
    subject: m.mail_order_subject({ reference }, { locale }),
    name: order.customer.firstName,
    paragraphs: [
      m.mail_order_intro({ reference }, { locale }),
      ...orderParagraphs(order, locale),
      ...(order.pointsGained > 0 ? [m.mail_order_points_gained({ points: order.pointsGained }, { locale })] : []),
    ],
    button: { label: m.mail_order_button({}, { locale }), url: shopLink(locale, `/espace/orders/${encodeURIComponent(reference)}`) },
  })
  // The shop reads French.
  const shop = 'fr'
  const customer = order.customer
  const notification = composeEmail({
    locale: shop,
    subject: m.mail_shop_order_subject({ reference, city: order.city.fr, date: formatDate(order.deliveryDate, shop) }, { locale: shop }),
    paragraphs: [
      m.mail_shop_order_customer(
        { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email, phone: customer.phone ?? '' },
        { locale: shop },
      ),
      ...orderParagraphs(order, shop),
      ...(order.comment ? [m.mail_shop_order_comment({ comment: order.comment }, { locale: shop })] : []),
      ...(order.reminder ? [m.mail_shop_order_reminder(order.reminder, { locale: shop })] : []),
    ],
  })
  return [
    { ...confirmation, to: customer.email, locale },
    { ...notification, to: appConfig().SHOP_NOTIFICATION_EMAIL, locale: shop },
  ]
}
