/** `/gestion/bons/$id`: a voucher's editor (admins) or its details (staff), and the orders it was used on. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { voucherChoicesQuery, voucherQuery } from '~/features/back-office/vouchers/vouchers.queries'
import { VoucherForm } from './voucher-form'
import { VoucherState } from './voucher-state'
import { VoucherUses } from './voucher-uses'

export function NewVoucherPage() {
  const { data: choices } = useSuspenseQuery(voucherChoicesQuery())
  return (
    <>
      <BackLink />
      <h1 className="mb-3 text-2xl font-bold text-slate-900">{m.bo_vouchers_new()}</h1>
      <section className="rounded-xl bg-white p-4 shadow-sm">
        <VoucherForm voucher={null} choices={choices} />
      </section>
    </>
  )
}

export function VoucherPage({ id, canEdit }: { id: number; canEdit: boolean }) {
  const { data } = useSuspenseQuery(voucherQuery(id))
  const { data: choices } = useSuspenseQuery(voucherChoicesQuery())
  const { voucher, uses } = data
  return (
    <>
      <BackLink />
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold text-slate-900">
          <bdi dir="ltr">{voucher.code}</bdi>
        </h1>
        <VoucherState state={voucher.state} />
      </div>
      <p className="mb-3 text-sm text-slate-600">
        {voucher.updated.by
          ? m.bo_vouchers_updated_by({ by: voucher.updated.by, at: formatDateTime(voucher.updated.at) })
          : m.bo_vouchers_updated({ at: formatDateTime(voucher.updated.at) })}
      </p>
      {canEdit ? (
        <section className="mb-4 rounded-xl bg-white p-4 shadow-sm">
          {/* A new version read after a save or a refusal starts the form again from it. */}
          <VoucherForm key={voucher.version} voucher={voucher} choices={choices} />
        </section>
      ) : (
        <p className="mb-3 rounded bg-slate-100 p-2 text-sm text-slate-700">{m.bo_vouchers_read_only()}</p>
      )}
      <VoucherUses uses={uses} />
    </>
  )
}

function BackLink() {
  return (
    <Link to="/gestion/bons" className="mb-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
      {m.bo_vouchers_back()}
    </Link>
  )
}
