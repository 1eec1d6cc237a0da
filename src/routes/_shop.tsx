import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SatisfactionPrompt } from '~/features/satisfaction/satisfaction-prompt'
import { Footer } from '~/shell/footer'
import { Header } from '~/shell/header'
import { HydratedApart } from '~/ui/hydrated-apart'

/** The shop layout: header and footer around every page but the authentication ones, and the satisfaction popup. */
export const Route = createFileRoute('/_shop')({
  component: () => (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <div className="flex-1">
        <Outlet />
      </div>
      <HydratedApart>
        <Footer />
      </HydratedApart>
      <SatisfactionPrompt />
    </div>
  ),
})
