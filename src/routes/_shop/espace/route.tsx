import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AccountNav } from '~/features/account/components/account-nav'
import { requireSignedIn } from '~/features/account/guard'
import { noStoreHeaders } from '~/ui/page-head'

/** The account area: signed-in customers only, its tabs beside every page, never cached. */
export const Route = createFileRoute('/_shop/espace')({
  headers: noStoreHeaders,
  beforeLoad: ({ context, location }) => requireSignedIn({ queryClient: context.queryClient, location }),
  component: AccountLayout,
})

function AccountLayout() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:gap-8">
      <AccountNav />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  )
}
