import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { returnToSearchSchema } from '~/features/auth/auth-search'
import { OutsideSignInFinish } from '~/features/auth/components/outside-sign-in-finish'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

export const Route = createFileRoute('/_auth/oauth')({
  validateSearch: z.extend(returnToSearchSchema, { error: z.optional(z.catch(z.string().check(z.maxLength(100)), 'unknown')) }),
  head: () => pageHead(m.page_oauth()),
  component: function OAuthPage() {
    const { redirect, error } = Route.useSearch()
    return <OutsideSignInFinish error={error} returnTo={redirect ?? '/'} />
  },
})
