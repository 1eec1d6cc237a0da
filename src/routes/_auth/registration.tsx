import { createFileRoute } from '@tanstack/react-router'
import { returnToSearchSchema } from '~/features/auth/auth-search'
import { RegistrationForm } from '~/features/auth/components/registration-form'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/registration')({
  validateSearch: returnToSearchSchema,
  head: () => pageHead(m.page_registration()),
  component: function RegistrationPage() {
    const { redirect } = Route.useSearch()
    return <RegistrationForm returnTo={redirect ?? '/espace'} />
  },
})
