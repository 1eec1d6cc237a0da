import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ResetPasswordForm } from '~/features/auth/components/password-reset-forms'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: z.object({ token: z.optional(z.catch(z.string().check(z.maxLength(200)), '')) }),
  head: () => pageHead(m.page_reset_password()),
  component: function ResetPasswordPage() {
    const { token } = Route.useSearch()
    return <ResetPasswordForm token={token ?? ''} />
  },
})
