/** `/gestion/bons/$id`: a voucher's editor (admins) or its details (staff), and the orders it was used on. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { BackLink } from '~/ui/admin/back-link'
import { Card } from '~/ui/admin/page-parts'
import { voucherChoicesQuery, voucherQuery } from '~/features/back-office/vouchers/vouchers.queries'
import { VoucherForm } from './voucher-form'
import { VoucherState } from './voucher-state'
import { VoucherUses } from './voucher-uses'
import { EditedRecord } from '~/ui/form/edited-record'

export function NewVoucherPage() {
  const { data: choices } = useSuspenseQuery(voucherChoicesQuery())
  return (
    <AdminPage title={m.bo_vouchers_new()} back={backToVouchers()}>
      <Card>
        <VoucherForm voucher={null} choices={choices} />
      </Card>
    </AdminPage>
  )
}

export function VoucherPage({ id, canEdit }: { id: number; canEdit: boolean }) {
  const { data } = useSuspenseQuery(voucherQuery(id))
  const { data: choices } = useSuspenseQuery(voucherChoicesQuery())
  const { voucher, uses } = data
  return (
    <AdminPage
      back={backToVouchers()}
      title={<bdi dir="ltr">{voucher.code}</bdi>}
      beside={<VoucherState state={voucher.state} />}
      description={
        voucher.updated.by
          ? m.bo_vouchers_updated_by({ by: voucher.updated.by, at: formatDateTime(voucher.updated.at) })
          : m.bo_vouchers_updated({ at: formatDateTime(voucher.updated.at) })
      }
    >
      {canEdit ? (
        <Card>
          {/* Held while typed in; its own save or "load theirs" starts the form again from the version read. */}
          <EditedRecord live={voucher}>
            {(voucher) => <VoucherForm key={voucher.version} voucher={voucher} choices={choices} />}
          </EditedRecord>
        </Card>
      ) : (
        <p className="rounded bg-slate-100 p-2 text-sm text-slate-700">{m.bo_vouchers_read_only()}</p>
      )}
      <VoucherUses uses={uses} />
    </AdminPage>
  )
}

const backToVouchers = () => <BackLink to="/gestion/bons">{m.bo_vouchers_back()}</BackLink>
