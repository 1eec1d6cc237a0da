import { createFileRoute } from '@tanstack/react-router'
import { EmailChangeConfirmForm } from '~/features/auth/components/confirmation-link-forms'
import { searchText, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The link sent to a new e-mail address (docs/decisions/0059): one button applies the change. */
export const Route = createFileRoute('/_auth/confirm-email')({
  validateSearch: (search: UrlSearch): { token?: string } => ({ token: searchText(search.token, 200) }),
  head: () => pageHead(m.page_email_change()),
  component: function ConfirmEmailPage() {
    const { token } = Route.useSearch()
    return <EmailChangeConfirmForm token={token ?? ''} />
  },
})
