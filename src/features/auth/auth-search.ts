import { safeReturnPath } from '~/lib/return-path'
import type { UrlSearch } from '~/lib/url-search'

/** `?redirect=` of the sign-in pages: a path of this shop only, `/` otherwise (no open redirect). */
export type ReturnToSearch = { redirect?: string }
export const readReturnTo = (search: UrlSearch): ReturnToSearch => ({
  redirect: search.redirect === undefined ? undefined : safeReturnPath(search.redirect),
})

/** The sign-in page's: its return path, and `step=code` for the second factor's step (docs/decisions/0060). */
export type SignInSearch = ReturnToSearch & { step?: 'code' }
export const readSignInSearch = (search: UrlSearch): SignInSearch => ({
  ...readReturnTo(search),
  ...(search.step === 'code' && { step: 'code' as const }),
})
