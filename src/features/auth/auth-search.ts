import { safeReturnPath } from '~/lib/return-path'
import type { UrlSearch } from '~/lib/url-search'

/** `?redirect=` of the sign-in pages: a path of this shop only, `/` otherwise (no open redirect). */
export type ReturnToSearch = { redirect?: string }
export const readReturnTo = (search: UrlSearch): ReturnToSearch => ({
  redirect: search.redirect === undefined ? undefined : safeReturnPath(search.redirect),
})
