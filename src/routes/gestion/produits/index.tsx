import { createFileRoute, redirect } from '@tanstack/react-router'
import { ProductsListPage } from '~/features/back-office/products/components/products-list-page'
import { productOptionsQuery, productsQuery } from '~/features/back-office/products/products.queries'
import { readProductsSearch } from '~/features/back-office/products/products-search'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The products list: staff read it, admins open the editor; its filters and page are the URL's search. */
export const Route = createFileRoute('/gestion/produits/')({
  validateSearch: readProductsSearch,
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await Promise.all([context.queryClient.ensureQueryData(productOptionsQuery()), context.queryClient.prefetchQuery(productsQuery(deps))])
  },
  head: () => pageHead(m.bo_products_title()),
  component: function Products() {
    const { access } = Route.useRouteContext()
    const search = Route.useSearch()
    return <ProductsListPage search={search} canEdit={access.status === 'staff' && access.me.role === 'admin'} />
  },
})
