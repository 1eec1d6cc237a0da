import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SatisfactionPrompt } from '~/features/satisfaction/satisfaction-prompt'
import { Footer } from '~/shell/footer'
import { Header } from '~/shell/header'
import { HydratedApart } from '~/ui/hydrated-apart'
import { ScriptsOffNote } from '~/ui/scripts-off'
import { m } from '~/paraglide/messages.js'

/** The shop layout: header and footer around every page but the authentication ones, and the satisfaction popup. */
export const Route = createFileRoute('/_shop')({
  component: () => (
    <div className="flex min-h-dvh flex-col">
      <Header />
      {/* The cart lives in the browser's storage (the spec): without scripts, the page says so. */}
      <ScriptsOffNote className="px-4 py-2 text-center">{m.cart_needs_scripts()}</ScriptsOffNote>
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
