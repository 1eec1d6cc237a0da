import { describe, expect, it } from 'vitest'
import { localeCookie } from './locale-cookie'

describe('localeCookie', () => {
  it('keeps the choice a year, site-wide, SameSite lax, not Secure by default', () => {
    expect(localeCookie('ar', { cookieSecure: false, cookieCrossOrigin: false })).toBe(
      'i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax',
    )
  })

  it('is Secure only when configured, and SameSite None only for a cross-origin front', () => {
    expect(localeCookie('fr', { cookieSecure: true, cookieCrossOrigin: false })).toBe(
      'i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    )
    expect(localeCookie('fr', { cookieSecure: true, cookieCrossOrigin: true })).toBe(
      'i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=None; Secure',
    )
  })
})
