/**
 * The e-mail a customer gets when their order's status changes, in the order's language, with a
 * link to the order's page (where the same change shows in its timeline).
 */
import { eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { type orders, users } from '~/api/db/schema'
import { composeEmail, shopLink } from '~/api/mail/compose'
import type { OutgoingEmail } from '~/api/mail/outbox'
import { formatDate } from '~/lib/dates'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import type { OrderChange } from './order-change'
import { dispatchWindowParagraphs } from './dispatch-window'

type Order = typeof orders.$inferSelect

/**
 * Signs an order's tracking link for its delivery day (docs/decisions/0099): the tracking
 * domain's, above this one (0093), so the routes that dispatch pass it in. Without it the
 * out-for-delivery e-mail links to the order's page, as before.
 */
export type TrackingTokenSigner = (order: { reference: string; deliveryDate: string }) => Promise<string>

function statusParagraph(order: Order, change: OrderChange, locale: Locale): string {
  const reference = order.reference
  switch (change.action) {
    case 'confirm':
      return m.mail_status_confirmed({ reference, date: formatDate(order.deliveryDate, locale) }, { locale })
    case 'dispatch':
      return m.mail_status_out_for_delivery({ reference }, { locale })
    case 'deliver':
      return order.pointsGained > 0
        ? m.mail_status_delivered_points({ reference, points: order.pointsGained }, { locale })
        : m.mail_status_delivered({ reference }, { locale })
    case 'fail':
      return m.mail_status_failed_attempt(
        { reference, reason: change.reason?.trim() ?? '', date: formatDate(change.newDeliveryDate ?? order.deliveryDate, locale) },
        { locale },
      )
    case 'cancel':
      return m.mail_status_cancelled({ reference, reason: change.reason?.trim() ?? '' }, { locale })
  }
}

export async function orderStatusEmail(
  tx: Executor,
  order: Order,
  change: OrderChange,
  now = new Date(),
  trackingToken?: TrackingTokenSigner,
): Promise<OutgoingEmail> {
  const locale: Locale = order.locale === 'ar' ? 'ar' : 'fr'
  const [customer] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, order.userId))
  if (!customer) throw new Error(`Order ${order.reference} has no customer`)
  const refunds =
    change.action === 'cancel' && order.pointsUsed > 0
      ? [m.mail_status_points_returned({ points: order.pointsUsed, amount: formatMoney(order.pointsDiscountCentimes, locale) }, { locale })]
      : []
  const email = composeEmail({
    locale,
    subject: m.mail_status_subject({ reference: order.reference }, { locale }),
    name: customer.firstName,
    paragraphs: [
      statusParagraph(order, change, locale),
      ...refunds,
      ...(change.action === 'dispatch' ? await dispatchWindowParagraphs(tx, order, now, locale) : []),
    ],
    button:
      change.action === 'dispatch' && trackingToken
        ? {
            label: m.tracking_mail_button({}, { locale }),
            url: shopLink(locale, `/suivi/${encodeURIComponent(await trackingToken(order))}`),
          }
        : { label: m.mail_order_button({}, { locale }), url: shopLink(locale, `/espace/orders/${encodeURIComponent(order.reference)}`) },
  })
  return { ...email, to: customer.email, locale }
}
