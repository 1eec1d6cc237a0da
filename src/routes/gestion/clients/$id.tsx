import { createFileRoute, notFound } from '@tanstack/react-router'
import { CustomerPage } from '~/features/back-office/customers/components/customer-page'
import { customerQuery } from '~/features/back-office/customers/customers.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** A customer's page; an unknown id (or a staff member's) is a plain 404. */
export const Route = createFileRoute('/gestion/clients/$id')({
  loader: async ({ context, params }) => {
    const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0
    const customer = id > 0 && id <= 2_147_483_647 ? await context.queryClient.ensureQueryData(customerQuery(id)) : null
    if (!customer) throw notFound()
    return { id }
  },
  head: () => pageHead(m.bo_customer_title()),
  component: function Customer() {
    return <CustomerPage id={Route.useLoaderData().id} />
  },
})
