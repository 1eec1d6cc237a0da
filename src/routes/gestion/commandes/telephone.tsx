import { createFileRoute, redirect } from '@tanstack/react-router'
import { PhoneOrderPage } from '~/features/back-office/phone-orders/components/phone-order-page'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** An order taken by phone (staff, admin; the API refuses the others too); drivers go to their round. */
export const Route = createFileRoute('/gestion/commandes/telephone')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  head: () => pageHead(m.phone_page_title()),
  component: PhoneOrderPage,
})
