import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig, publicConfig } from '#app-config'

describe('parseConfig', () => {
  it('gives every setting its default on an empty environment', () => {
    const config = parseConfig({})
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
      EMBEDDED_DB_DIR: './data/postgres',
      COOKIE_SECURE: false,
      COOKIE_CROSS_ORIGIN: false,
      LOG_LEVEL: 'info',
      METRICS_PORT: 0,
      METRICS_HOST: '127.0.0.1',
    })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.RECAPTCHA_SITE_KEY).toBeUndefined()
  })

  it('reads and converts the given values, and treats empty ones as unset', () => {
    const config = parseConfig({
      PORT: '8080',
      PUBLIC_SITE_URL: 'https://boutique.example.ma/',
      COOKIE_SECURE: 'true',
      DATABASE_URL: 'postgres://shop:secret@db:5432/shop',
      GOOGLE_MAPS_API_KEY: '',
    })
    expect(config.PORT).toBe(8080)
    expect(config.PUBLIC_SITE_URL).toBe('https://boutique.example.ma')
    expect(config.COOKIE_SECURE).toBe(true)
    expect(config.DATABASE_URL).toBe('postgres://shop:secret@db:5432/shop')
    expect(config.GOOGLE_MAPS_API_KEY).toBeUndefined()
  })

  it.each([
    [{ PORT: 'abc' }, /PORT \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT \(got "70000"\)/],
    [{ PUBLIC_SITE_URL: 'ftp://shop' }, /PUBLIC_SITE_URL/],
    [{ COOKIE_SECURE: 'maybe' }, /COOKIE_SECURE \(got "maybe"\)/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SHOP_CONTACT_EMAIL: 'not-an-email' }, /SHOP_CONTACT_EMAIL/],
    [{ RECAPTCHA_SITE_KEY: 'site-key' }, /RECAPTCHA_SECRET_KEY: .*together/],
    [{ COOKIE_CROSS_ORIGIN: 'true' }, /COOKIE_CROSS_ORIGIN .*: SameSite=None cookies need COOKIE_SECURE=true/],
    [{ METRICS_PORT: '3000' }, /METRICS_PORT \(got "3000"\): the metrics need a port of their own/],
    [{ METRICS_PORT: '-1' }, /METRICS_PORT/],
  ])('refuses %o with an error naming the setting', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError)
    expect(() => parseConfig(env)).toThrow(message)
  })

  it('names a bad secret setting without echoing its value', () => {
    const attempt = () => parseConfig({ DATABASE_URL: 'mysql://root:hunter2@db/shop' })
    expect(attempt).toThrow(/DATABASE_URL/)
    expect(attempt).not.toThrow(/hunter2/)
  })

  it('names every bad setting at once', () => {
    expect(() => parseConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT[\s\S]*LOG_LEVEL/)
  })
})

describe('publicConfig', () => {
  it('shares no secret with the browser', () => {
    const config = parseConfig({
      RECAPTCHA_SITE_KEY: 'public-site-key',
      RECAPTCHA_SECRET_KEY: 'very-secret',
      DATABASE_URL: 'postgres://shop:secret@db:5432/shop',
      SMTP_URL: 'smtp://user:pass@mail:25',
    })
    const shared = JSON.stringify(publicConfig(config))
    expect(shared).toContain('public-site-key')
    expect(shared).not.toMatch(/very-secret|secret@db|pass@mail/)
  })
})
