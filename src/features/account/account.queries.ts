import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getAccountSummary, getJugAccount, getProfile, getSessionUser } from './account.functions'

/** Personal data is never kept for long: every account page asks again. */
export const sessionUserQuery = () => queryOptions({ queryKey: ['account', 'session-user'], queryFn: () => getSessionUser(), staleTime: 0 })

export const accountSummaryQuery = () =>
  queryOptions({ queryKey: ['account', 'summary', getLocale()], queryFn: () => getAccountSummary(), staleTime: 0 })

export const jugAccountQuery = () => queryOptions({ queryKey: ['account', 'jugs'], queryFn: () => getJugAccount(), staleTime: 0 })

export const profileQuery = () => queryOptions({ queryKey: ['account', 'profile'], queryFn: () => getProfile(), staleTime: 0 })
