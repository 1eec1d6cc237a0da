/**
 * The browser's address, the one every per-address limit counts against (a spoofed
 * X-Forwarded-For must not escape it). Decided once, at the edge (src/server.ts), for the Shop
 * API and for the storefront's server functions alike;
 * handlers read the result, never a header (docs/decisions/0024).
 *
 * Behind a proxy, `X-Forwarded-For` is read from the right: each proxy appends the address it saw,
 * so the leftmost entries are whatever the client wrote. proxy-addr (Express's own) walks the
 * chain from the socket and stops at the first address that is not a trusted proxy.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import ipaddr from 'ipaddr.js'
import proxyAddr from 'proxy-addr'
import { appConfig, type ProxyTrust } from '#app-config'
import type { ApiEnv } from './env'

/** The socket's address, as srvx puts it on the request it hands over. */
const socketAddress = (request: Request) => (request as Request & { ip?: string }).ip

function trusts(trust: Exclude<ProxyTrust, false>): (address: string, hop: number) => boolean {
  return 'hops' in trust ? (_address, hop) => hop < trust.hops : proxyAddr.compile(trust.addresses)
}

/** The client's address for a request reaching this server: the socket's, or the trusted proxies'. */
export function requestClientAddress(request: Request, trust: ProxyTrust = appConfig().TRUST_PROXY): string | undefined {
  const socket = socketAddress(request)
  if (!socket || !trust) return socket
  // The two fields proxy-addr (through `forwarded`) reads of a Node request.
  const nodeRequest = {
    headers: { 'x-forwarded-for': request.headers.get('x-forwarded-for') ?? undefined },
    socket: { remoteAddress: socket },
  } as unknown as IncomingMessage
  return proxyAddr(nodeRequest, trusts(trust))
}

/** The address the edge found for this API request (an in-process call brings it as a binding). */
export function clientAddress(c: Context<ApiEnv>): string | undefined {
  return (c.env as ApiEnv['Bindings'] | undefined)?.clientIp
}

/**
 * The key a per-address limit counts under. IPv6 counts per /64, what one customer line gets (a
 * fresh address per attempt would otherwise be free); IPv4-mapped IPv6 is plain IPv4. A request
 * without an address (none reaches the edge without one) counts alone rather than in a bucket
 * shared by everyone that one abuser could fill.
 */
export function addressKey(c: Context<ApiEnv>): string {
  const address = clientAddress(c)
  if (!address) return `no-address:${randomUUID()}`
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${network.join(':')}::/64`
}
