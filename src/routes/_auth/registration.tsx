import { createFileRoute } from '@tanstack/react-router'
import { readReturnTo, type ReturnToSearch } from '~/features/auth/auth-search'
import { RegistrationConfirmForm, RegistrationForm } from '~/features/auth/components/registration-form'
import { searchText, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/registration')({
  // `token`: the link of the registration e-mail, whose page chooses the password.
  validateSearch: (search: UrlSearch): ReturnToSearch & { token?: string } => ({
    ...readReturnTo(search),
    token: search.token === undefined ? undefined : (searchText(search.token, 200) ?? ''),
  }),
  head: () => pageHead(m.page_registration()),
  component: function RegistrationPage() {
    const { redirect, token } = Route.useSearch()
    const returnTo = redirect ?? '/espace'
    return token ? <RegistrationConfirmForm token={token} returnTo={returnTo} /> : <RegistrationForm returnTo={returnTo} />
  },
})
