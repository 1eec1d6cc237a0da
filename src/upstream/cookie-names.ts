/**
 * The names of the session's cookies, in a module of their own: the browser's bundle reads them
 * (the XSRF middleware's client side) without importing the Shop API's client and its contract
 * schemas (docs/decisions/0090).
 */
export const TOKEN_COOKIE = 'token'
export const XSRF_COOKIE = 'XSRF-TOKEN'
