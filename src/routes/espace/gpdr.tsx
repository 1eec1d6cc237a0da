import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '~/features/account/account.queries'
import { PrivacyPage } from '~/features/account/components/privacy-page'
import { requireSignedIn } from '~/features/account/guard'
import { m } from '~/paraglide/messages.js'
import { MinimalHeader } from '~/shell/minimal-header'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

/** The privacy page, without the shop's layout; signed-in customers only, never cached. */
export const Route = createFileRoute('/espace/gpdr')({
  headers: noStoreHeaders,
  beforeLoad: ({ context, location }) => requireSignedIn({ queryClient: context.queryClient, location }),
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()),
  head: () => pageHead(m.page_privacy()),
  component: () => (
    <div className="min-h-dvh bg-brand-50 px-4 py-8">
      <div className="mx-auto grid max-w-2xl gap-6">
        <MinimalHeader />
        <PrivacyPage />
      </div>
    </div>
  ),
})
