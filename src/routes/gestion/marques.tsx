import { createFileRoute, redirect } from '@tanstack/react-router'
import { MetaPage } from '~/features/back-office/catalogue-meta/components/meta-page'
import { metaListQuery } from '~/features/back-office/catalogue-meta/catalogue-meta.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The brands: staff read them, admins change them (the API refuses the others too); drivers go to their round. */
export const Route = createFileRoute('/gestion/marques')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(metaListQuery('brand')),
  head: () => pageHead(m.bo_brands_title()),
  component: function Brands() {
    const { access } = Route.useRouteContext()
    return access.status === 'staff' ? <MetaPage kind="brand" canEdit={access.me.role === 'admin'} /> : null
  },
})
