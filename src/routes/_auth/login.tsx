import { createFileRoute } from '@tanstack/react-router'
import { readReturnTo } from '~/features/auth/auth-search'
import { SignInForm } from '~/features/auth/components/sign-in-form'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/login')({
  validateSearch: readReturnTo,
  head: () => pageHead(m.page_login()),
  component: function LoginPage() {
    const { redirect } = Route.useSearch()
    return <SignInForm returnTo={redirect ?? '/'} />
  },
})
