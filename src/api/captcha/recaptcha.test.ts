import { describe, expect, it, vi } from 'vitest'
import { appConfig } from '#app-config'
import { log } from '~/lib/logger.server'
import { checkRecaptcha, type SiteVerify } from './captcha'

/** reCAPTCHA mode (keys set) with a stand-in for Google's siteverify: no network in tests. */
const config = { ...appConfig(), RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key' }
const now = new Date('2026-11-21T10:00:00Z')

describe('reCAPTCHA check', () => {
  it("sends the secret, the token and the browser's address, and accepts what Google accepts, once per token", async () => {
    const sent: URLSearchParams[] = []
    const google: SiteVerify = async (body) => {
      sent.push(body)
      return { success: true, hostname: 'shop.example.ma' }
    }
    const first = await checkRecaptcha(config, 'token-1', '198.51.100.7', now, google)
    const again = await checkRecaptcha(config, 'token-1', '198.51.100.7', now, google)
    expect(Object.fromEntries(sent[0]!)).toEqual({ secret: 'secret-key', response: 'token-1', remoteip: '198.51.100.7' })
    // The same id for the same token: the replay store (captcha_solutions) refuses its second use.
    expect(first?.id).toMatch(/^recaptcha:[0-9a-f]{64}$/)
    expect(again?.id).toBe(first?.id)
  })

  it('refuses what Google refuses, an unreadable answer, an unreachable Google, and empty or huge tokens', async () => {
    const answers: SiteVerify[] = [
      async () => ({ success: false, 'error-codes': ['invalid-input-response'] }),
      async () => ({ nothing: 'useful' }),
      async () => {
        throw new Error('getaddrinfo ENOTFOUND www.google.com')
      },
    ]
    // An unreachable Google is logged (and the message refused, never accepted unchecked).
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    for (const google of answers) expect(await checkRecaptcha(config, 'token-2', undefined, now, google)).toBeNull()
    expect(logged).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'getaddrinfo ENOTFOUND www.google.com' }) },
      '[captcha] reCAPTCHA siteverify failed',
    )
    const never: SiteVerify = async () => {
      throw new Error('must not be called')
    }
    expect(await checkRecaptcha(config, '', undefined, now, never)).toBeNull()
    expect(await checkRecaptcha(config, 'x'.repeat(4001), 'unknown', now, never)).toBeNull()
    expect(await checkRecaptcha({ ...config, RECAPTCHA_SECRET_KEY: undefined }, 'token-3', 'unknown', now, never)).toBeNull()
  })
})
