import { createFileRoute } from '@tanstack/react-router'
import { StaffInvitationForm } from '~/features/auth/components/confirmation-link-forms'
import { searchText, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** The invitation e-mail's link (docs/decisions/0059): the invitee's password, then the back office. */
export const Route = createFileRoute('/_auth/staff-invitation')({
  validateSearch: (search: UrlSearch): { token?: string } => ({ token: searchText(search.token, 200) }),
  head: () => pageHead(m.page_staff_invitation()),
  component: function StaffInvitationPage() {
    const { token } = Route.useSearch()
    return <StaffInvitationForm token={token ?? ''} />
  },
})
