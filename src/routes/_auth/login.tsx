import { createFileRoute } from '@tanstack/react-router'
import { readSignInSearch } from '~/features/auth/auth-search'
import { SignInForm } from '~/features/auth/components/sign-in-form'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/login')({
  validateSearch: readSignInSearch,
  head: () => pageHead(m.page_login()),
  component: function LoginPage() {
    const { redirect, step } = Route.useSearch()
    return <SignInForm returnTo={redirect ?? '/'} codeStep={step === 'code'} />
  },
})
