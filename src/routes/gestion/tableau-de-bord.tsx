import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '~/features/back-office/dashboard/components/dashboard-page'
import { dashboardQuery } from '~/features/back-office/dashboard/dashboard.queries'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/gestion/tableau-de-bord')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQuery()),
  head: () => pageHead(m.bo_dashboard_title()),
  component: DashboardPage,
})
