import { createFileRoute, redirect } from '@tanstack/react-router'
import { homeOf } from '~/features/back-office/staff/role-home'
import { VoucherListPage } from '~/features/back-office/vouchers/components/voucher-list-page'
import { readVoucherListSearch } from '~/features/back-office/vouchers/vouchers-search'
import { vouchersQuery } from '~/features/back-office/vouchers/vouchers.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The vouchers: staff read them, admins change them (the API refuses the others too); drivers go to their round. */
export const Route = createFileRoute('/gestion/bons/')({
  validateSearch: readVoucherListSearch,
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(vouchersQuery(deps)),
  head: () => pageHead(m.bo_vouchers_title()),
  component: function Vouchers() {
    const { access } = Route.useRouteContext()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    if (access.status !== 'staff') return null
    return <VoucherListPage search={search} canEdit={access.me.role === 'admin'} onSearch={(next) => void navigate({ search: next })} />
  },
})
