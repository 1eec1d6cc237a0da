/** A driver's refunds paid in cash on the day, under their cash (docs/decisions/0082): they leave the total to hand over. */
import type { CashDriver } from '~/api/contract/admin-deliveries'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'

export function CashRefunds({ refunds }: { refunds: CashDriver['refunds'] }) {
  if (refunds.length === 0) return null
  return (
    <div className="mt-2 rounded-lg bg-sky-50 p-2 text-sky-900" data-testid="cash-refunds">
      <p className="font-semibold">{m.refund_cash_title()}</p>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.credit_note}>
            {m.refund_cash_line({ reference: refund.reference, credit_note: refund.credit_note, amount: formatMoney(refund.amount) })}
          </li>
        ))}
      </ul>
    </div>
  )
}
