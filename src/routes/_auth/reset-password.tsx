import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordForm } from '~/features/auth/components/password-reset-forms'
import { searchText, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: (search: UrlSearch): { token?: string } => ({ token: searchText(search.token, 200) }),
  head: () => pageHead(m.page_reset_password()),
  component: function ResetPasswordPage() {
    const { token } = Route.useSearch()
    return <ResetPasswordForm token={token ?? ''} />
  },
})
