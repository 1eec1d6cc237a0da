import { createFileRoute, redirect } from '@tanstack/react-router'
import { MetaPage } from '~/features/back-office/catalogue-meta/components/meta-page'
import { metaListQuery } from '~/features/back-office/catalogue-meta/catalogue-meta.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The categories: staff read them, admins change them (a changed slug keeps its old address with a 301); drivers go to their round. */
export const Route = createFileRoute('/gestion/categories')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(metaListQuery('category')),
  head: () => pageHead(m.bo_categories_title()),
  component: function Categories() {
    const { access } = Route.useRouteContext()
    return access.status === 'staff' ? <MetaPage kind="category" canEdit={access.me.role === 'admin'} /> : null
  },
})
