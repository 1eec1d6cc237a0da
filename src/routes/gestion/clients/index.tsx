import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { CustomersPage } from '~/features/back-office/people/components/customers-page'
import { customersQuery } from '~/features/back-office/people/people.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/gestion/clients/')({
  validateSearch: z.object({
    q: z.string().max(100).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(customersQuery(deps.q, deps.page)),
  head: () => pageHead(m.bo_customers_title()),
  component: function Customers() {
    const { q, page } = Route.useLoaderDeps()
    return <CustomersPage q={q} page={page} />
  },
})
