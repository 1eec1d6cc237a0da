/**
 * The mix's HTTP client: node:http on kept-alive connections, asking for gzip as a browser does,
 * and reading each answer's bytes to their end without decompressing them unless the mix reads
 * the body (a JSON answer, a refusal's reason). With fetch, the load tool decompressed every page
 * it asked for, in the same two cores as the shop: it took about half a core at 200 requests a
 * second, where a shopper's browser does that work on the shopper's own phone (issue 34).
 */
import http from 'node:http'
import { gunzipSync } from 'node:zlib'

/**
 * Kept-alive connections, each dropped after 4 s unused: the shop closes one after 5 s (Node's
 * keepAliveTimeout), and a request sent on a connection as it closes would be lost.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 2048, timeout: 4000 })

/** What the mix reads of an answer, as a fetch Response would give it. */
export class LoadAnswer {
  constructor(
    readonly status: number,
    private readonly raw: http.IncomingHttpHeaders,
    private readonly bytes: Buffer,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300
  }
  readonly headers = {
    get: (name: string): string | null => {
      const value = this.raw[name.toLowerCase()]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
  }
  async text(): Promise<string> {
    return (this.raw['content-encoding'] === 'gzip' ? gunzipSync(this.bytes) : this.bytes).toString('utf8')
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text())
  }
}

type Init = { method?: string; headers?: Record<string, string>; body?: string }

/**
 * One request; resolves once the whole answer has arrived. A kept-alive connection the server
 * closed just as the request went out is reset before the server read anything: the request is
 * sent once more on a new one, as Node's documentation advises (`request.reusedSocket`).
 */
export function send(url: string, init: Init = {}): Promise<LoadAnswer> {
  return sendOnce(url, init).catch((error: { reusedSocket?: boolean; code?: string }) => {
    if (error.reusedSocket && error.code === 'ECONNRESET') return sendOnce(url, init)
    throw error
  })
}

function sendOnce(url: string, init: Init): Promise<LoadAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', agent, headers: { 'Accept-Encoding': 'gzip', ...init.headers } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(new LoadAnswer(response.statusCode ?? 0, response.headers, Buffer.concat(chunks))))
        response.on('error', reject)
      },
    )
    request.on('error', (error: Error & { reusedSocket?: boolean }) => {
      error.reusedSocket = request.reusedSocket
      reject(error)
    })
    request.end(init.body)
  })
}
