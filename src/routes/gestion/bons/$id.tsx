import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { homeOf } from '~/features/back-office/staff/role-home'
import { NewVoucherPage, VoucherPage } from '~/features/back-office/vouchers/components/voucher-page'
import { voucherChoicesQuery, voucherQuery } from '~/features/back-office/vouchers/vouchers.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** A voucher (`nouveau`: a new one): admins edit it, staff read it; both see the orders it was used on. */
export const Route = createFileRoute('/gestion/bons/$id')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loader: async ({ context, params }) => {
    const canEdit = context.access.status === 'staff' && context.access.me.role === 'admin'
    await context.queryClient.ensureQueryData(voucherChoicesQuery())
    if (params.id === 'nouveau') {
      if (!canEdit) throw notFound()
      return { id: null, canEdit }
    }
    const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0
    if (!id) throw notFound()
    await context.queryClient.ensureQueryData(voucherQuery(id))
    return { id, canEdit }
  },
  head: () => pageHead(m.bo_vouchers_title()),
  component: function Voucher() {
    const { id, canEdit } = Route.useLoaderData()
    return id === null ? <NewVoucherPage /> : <VoucherPage id={id} canEdit={canEdit} />
  },
})
