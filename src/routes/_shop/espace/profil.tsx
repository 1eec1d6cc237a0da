import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '~/features/account/account.queries'
import { ProfileForm } from '~/features/account/components/profile-form'
import { ChangePasswordForm } from '~/features/auth/components/change-password-form'
import { m } from '~/paraglide/messages.js'
import { pageHead, noStoreHeaders } from '~/ui/page-head'

export const Route = createFileRoute('/_shop/espace/profil')({
  headers: noStoreHeaders,
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()),
  head: () => pageHead(m.page_profile()),
  component: () => (
    <main id="main" className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{m.page_profile()}</h1>
        <p className="text-slate-600">{m.profile_intro()}</p>
      </header>
      <ProfileForm />
      <ChangePasswordForm />
    </main>
  ),
})
