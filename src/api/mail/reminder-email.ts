/**
 * The reorder reminder (issue 7): the order's lines and one button that refills the cart with
 * them (`?reorder=1` on the order page), in the customer's language. Prices are left out: the
 * cart is priced again, today, in the customer's city.
 */
import { formatDate } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { composeEmail, shopLink } from './compose'
import type { OutgoingEmail } from './outbox'
import type { Locale } from '~/paraglide/runtime.js'

type ReminderOrder = { reference: string; deliveryDate: string }
type ReminderLine = { nameFr: string; nameAr: string; attributesLabelFr: string; attributesLabelAr: string; quantity: number }

export function reminderEmail({
  to,
  name,
  locale,
  order,
  lines,
}: {
  to: string
  name: string
  locale: Locale
  order: ReminderOrder
  lines: ReminderLine[]
}): OutgoingEmail {
  // A Latin reference inside Arabic text keeps its own direction (first-strong isolate).
  const reference = locale === 'ar' ? `\u2068${order.reference}\u2069` : order.reference
  const orderPage = shopLink(locale, `/espace/orders/${encodeURIComponent(order.reference)}`)
  const list = lines.map((line) => {
    const lineName = locale === 'ar' ? line.nameAr : line.nameFr
    const choice = locale === 'ar' ? line.attributesLabelAr : line.attributesLabelFr
    return choice
      ? m.mail_reminder_line_choice({ quantity: line.quantity, name: lineName, choice }, { locale })
      : m.mail_reminder_line({ quantity: line.quantity, name: lineName }, { locale })
  })
  const email = composeEmail({
    locale,
    subject: m.mail_reminder_subject({ reference }, { locale }),
    name,
    paragraphs: [m.mail_reminder_body({ reference, date: formatDate(order.deliveryDate, locale) }, { locale })],
    list,
    button: { label: m.mail_reminder_button({}, { locale }), url: `${orderPage}?reorder=1` },
    footer: [m.mail_reminder_note({}, { locale }), m.mail_reminder_footer({ reference }, { locale })].join(' '),
    // The order page offers the stop button (POST /api/{locale}/reminders/{id}/stop).
    footerLink: { label: m.mail_reminder_stop({}, { locale }), url: orderPage },
  })
  return { ...email, to, locale }
}
