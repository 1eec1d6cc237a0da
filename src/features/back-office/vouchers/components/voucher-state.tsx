import type { VoucherState as State } from '~/api/contract/admin-vouchers'
import { m } from '~/paraglide/messages.js'

const LOOKS: Record<State, { label: () => string; className: string }> = {
  active: { label: m.bo_vouchers_state_active, className: 'bg-green-100 text-green-800' },
  scheduled: { label: m.bo_vouchers_state_scheduled, className: 'bg-sky-100 text-sky-800' },
  expired: { label: m.bo_vouchers_state_expired, className: 'bg-slate-200 text-slate-700' },
  disabled: { label: m.bo_vouchers_state_disabled, className: 'bg-red-100 text-red-800' },
}

/** A voucher's state today, as a badge with its word (never colour alone). */
export function VoucherState({ state }: { state: State }) {
  const look = LOOKS[state]
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${look.className}`}>{look.label()}</span>
}
