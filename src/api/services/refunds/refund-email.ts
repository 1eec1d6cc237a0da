/**
 * The e-mail a customer gets when a refund is made, in the order's language: the credit note's
 * number, the amount and how it is paid back, the points moved, and a link to the order's page,
 * where the credit note's PDF is.
 */
import type { RefundMethod } from '~/api/contract/admin-refunds'
import { composeEmail, shopLink } from '~/api/mail/compose'
import type { OutgoingEmail } from '~/api/mail/outbox'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { METHOD_MESSAGES } from './credit-note-document'

export function refundEmail(input: {
  locale: Locale
  to: string
  firstName: string
  order: string
  creditNote: string
  total: number
  method: RefundMethod
  points: { returned: number; takenBack: number }
}): OutgoingEmail {
  const { locale } = input
  const points =
    input.points.returned || input.points.takenBack
      ? [m.refund_mail_points({ returned: input.points.returned, taken: input.points.takenBack }, { locale })]
      : []
  const email = composeEmail({
    locale,
    subject: m.refund_mail_subject({ reference: input.order }, { locale }),
    name: input.firstName,
    paragraphs: [
      m.refund_mail_body(
        {
          credit_note: input.creditNote,
          amount: formatMoney(input.total, locale),
          reference: input.order,
          method: METHOD_MESSAGES[input.method]({}, { locale }),
        },
        { locale },
      ),
      ...points,
    ],
    button: { label: m.mail_order_button({}, { locale }), url: shopLink(locale, `/espace/orders/${encodeURIComponent(input.order)}`) },
  })
  return { ...email, to: input.to, locale }
}
