import { createFileRoute } from '@tanstack/react-router'
import { readReturnTo, type ReturnToSearch } from '~/features/auth/auth-search'
import { OutsideSignInFinish } from '~/features/auth/components/outside-sign-in-finish'
import { searchText, type UrlSearch } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/oauth')({
  validateSearch: (search: UrlSearch): ReturnToSearch & { error?: string } => ({
    ...readReturnTo(search),
    error: search.error === undefined ? undefined : (searchText(search.error, 100) ?? 'unknown'),
  }),
  head: () => pageHead(m.page_oauth()),
  component: function OAuthPage() {
    const { redirect, error } = Route.useSearch()
    return <OutsideSignInFinish error={error} returnTo={redirect ?? '/'} />
  },
})
