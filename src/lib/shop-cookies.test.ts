import { describe, expect, it } from 'vitest'
import { cookieLine, cookieRemovalAttributes, shopCookieAttributes } from './shop-cookies'

const sameOrigin = { cookieSecure: false, cookieCrossOrigin: false }
const crossOrigin = { cookieSecure: true, cookieCrossOrigin: true }

describe('shop cookies', () => {
  it('are site-wide and SameSite lax, Secure only when configured, None only for a cross-origin front', () => {
    expect(shopCookieAttributes(sameOrigin, { maxAge: 60, httpOnly: true })).toEqual({
      path: '/',
      maxAge: 60,
      httpOnly: true,
      secure: false,
      sameSite: 'lax',
    })
    const expires = new Date('2026-11-23T10:00:00Z')
    expect(shopCookieAttributes(crossOrigin, { expires, httpOnly: false })).toEqual({
      path: '/',
      expires,
      httpOnly: false,
      secure: true,
      sameSite: 'none',
    })
  })

  it('are deleted on their path, with Secure for a __Secure- one', () => {
    expect(cookieRemovalAttributes('token')).toEqual({ path: '/', secure: false })
    expect(cookieRemovalAttributes('__Secure-shop-auth.state')).toEqual({ path: '/', secure: true })
  })

  it('are written by the browser as one line, the value encoded', () => {
    const expires = new Date('2026-11-23T10:00:00Z')
    expect(cookieLine('note', 'a b;c', shopCookieAttributes(crossOrigin, { expires, httpOnly: false }))).toBe(
      'note=a%20b%3Bc; Expires=Mon, 23 Nov 2026 10:00:00 GMT; Path=/; SameSite=None; Secure',
    )
  })
})
