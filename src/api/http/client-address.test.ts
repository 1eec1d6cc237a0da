import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '#app-config'
import { addressKey, requestClientAddress } from './client-address'
import type { ApiEnv } from './env'

/** A request as srvx hands it over: the socket's address on `ip`. */
function arriving(socket: string | undefined, forwardedFor?: string): Request {
  const request = new Request('http://shop.test/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
  return Object.assign(request, { ip: socket })
}
const trust = (value: string) => parseConfig({ TRUST_PROXY: value }).TRUST_PROXY

describe('check 9: the client address the limits count against', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(requestClientAddress(arriving('198.51.100.9', '203.0.113.1'), false)).toBe('198.51.100.9')
    expect(requestClientAddress(arriving('198.51.100.9', '203.0.113.1'), trust('false'))).toBe('198.51.100.9')
  })

  it('takes the entry the trusted proxy appended, never the one the client wrote', () => {
    // The client sent "203.0.113.1"; the proxy at 127.0.0.1 appended the address it saw.
    const request = arriving('127.0.0.1', '203.0.113.1, 198.51.100.7')
    expect(requestClientAddress(request, trust('true'))).toBe('198.51.100.7')
    expect(requestClientAddress(request, trust('1'))).toBe('198.51.100.7')
    expect(requestClientAddress(request, trust('127.0.0.1'))).toBe('198.51.100.7')
    expect(requestClientAddress(request, trust('loopback'))).toBe('198.51.100.7')
    // Two proxies: a CDN (10.0.0.5) in front of the local one.
    const twice = arriving('127.0.0.1', '203.0.113.1, 198.51.100.7, 10.0.0.5')
    expect(requestClientAddress(twice, trust('2'))).toBe('198.51.100.7')
    expect(requestClientAddress(twice, trust('loopback, 10.0.0.0/8'))).toBe('198.51.100.7')
  })

  it('believes no header from a socket that is not a trusted proxy', () => {
    expect(requestClientAddress(arriving('198.51.100.9', '203.0.113.1'), trust('10.0.0.0/8'))).toBe('198.51.100.9')
  })

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/)
  })

  it('counts IPv6 per /64 and IPv4-mapped addresses as IPv4; no address counts alone', async () => {
    const app = new Hono<ApiEnv>().get('/', (c) => c.text(addressKey(c)))
    const key = async (clientIp?: string) => (await app.request('/', {}, { clientIp })).text()
    expect(await key('2001:db8:1:2:aaaa::1')).toBe(await key('2001:db8:1:2:bbbb::9'))
    expect(await key('2001:db8:1:2:aaaa::1')).not.toBe(await key('2001:db8:1:3::1'))
    expect(await key('::ffff:198.51.100.9')).toBe('198.51.100.9')
    // Two requests without an address do not share a bucket.
    expect(await key(undefined)).not.toBe(await key(undefined))
  })
})
