import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { returnToSearchSchema } from '~/features/auth/auth-search'
import { RegistrationConfirmForm, RegistrationForm } from '~/features/auth/components/registration-form'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/registration')({
  // `token`: the link of the registration e-mail, whose page chooses the password.
  validateSearch: z.extend(returnToSearchSchema, { token: z.optional(z.catch(z.string().check(z.maxLength(200)), '')) }),
  head: () => pageHead(m.page_registration()),
  component: function RegistrationPage() {
    const { redirect, token } = Route.useSearch()
    const returnTo = redirect ?? '/espace'
    return token ? <RegistrationConfirmForm token={token} returnTo={returnTo} /> : <RegistrationForm returnTo={returnTo} />
  },
})
