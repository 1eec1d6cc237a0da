import { createFileRoute } from '@tanstack/react-router'
import { CustomersPage } from '~/features/back-office/customers/components/customers-page'
import { customersQuery } from '~/features/back-office/customers/customers.queries'
import { searchPage, searchText, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/gestion/clients/')({
  validateSearch: (search: UrlSearch): { q?: string; page?: number } => ({
    q: searchText(search.q, 100),
    page: searchPage(search.page),
  }),
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(customersQuery(deps.q, deps.page)),
  head: () => pageHead(m.bo_customers_title()),
  component: function Customers() {
    const { q, page } = Route.useLoaderDeps()
    return <CustomersPage q={q} page={page} />
  },
})
