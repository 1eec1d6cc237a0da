import { createFileRoute, Outlet } from '@tanstack/react-router'
import { Footer } from '~/ui/layout/footer'
import { Header } from '~/ui/layout/header'

/** The shop layout: header and footer around every page but the authentication ones. */
export const Route = createFileRoute('/_shop')({
  component: () => (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer />
    </div>
  ),
})
