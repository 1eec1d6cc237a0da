import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordForm } from '~/features/auth/components/password-reset-forms'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/forgot-password')({
  head: () => pageHead(m.page_forgot_password()),
  component: ForgotPasswordForm,
})
