/**
 * HTTP/1.1 written by hand on a node:net socket, as curl or a phone on a bad network sends it:
 * a body framed by Content-Length, by chunks, or not at all, sent at once or in slow pieces, or
 * cut off half-way by a closed connection. `fetch` always frames its bodies itself, which is how
 * a request without Content-Length went untested (the built server answered it 500).
 */
import { connect } from 'node:net'

/** How the body goes: `length` (Content-Length), `chunked` (Transfer-Encoding), `none` (no body and no header). */
export type Framing = 'length' | 'chunked' | 'none'

export type RawRequest = {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
  framing?: Framing
  /** The body sent in this many pieces (one chunk each when chunked)… */
  pieces?: number
  /** …with this pause before each piece after the first. */
  pauseMs?: number
  /** The connection closed once this share (0 to 1) of the body's bytes is sent: no answer is awaited. */
  cutAt?: number
}

/** `closedEarly`: the server closed the connection before the whole request was written to it. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string; closedEarly: boolean }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends the request on a new connection; the answer, or null when the connection ended without one. */
export async function rawRequest(port: number, request: RawRequest): Promise<RawAnswer | null> {
  const { method, path, headers = {}, body = '', framing = body ? 'length' : 'none', pieces = 1, pauseMs = 0, cutAt } = request
  const bytes = Buffer.from(body)
  const head = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close']
  for (const [name, text] of Object.entries(headers)) head.push(`${name}: ${text}`)
  if (framing === 'length') head.push(`Content-Length: ${bytes.length}`)
  if (framing === 'chunked') head.push('Transfer-Encoding: chunked')

  const socket = connect(port, '127.0.0.1')
  const received: Buffer[] = []
  let sentAll = false
  let closedEarly = false
  const closed = new Promise<void>((resolve) => {
    socket.on('data', (chunk) => received.push(chunk))
    socket.on('end', () => (closedEarly ||= !sentAll))
    socket.on('close', () => {
      closedEarly ||= !sentAll
      resolve()
    })
    // A server that answered early (413) may close while the rest is still being written.
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  const write = (data: string | Buffer) => (socket.destroyed ? undefined : socket.write(data))
  write(`${head.join('\r\n')}\r\n\r\n`)

  const sendable = framing === 'none' ? Buffer.alloc(0) : cutAt === undefined ? bytes : bytes.subarray(0, Math.floor(bytes.length * cutAt))
  const size = Math.ceil(sendable.length / pieces)
  for (let offset = 0, n = 0; offset < sendable.length; offset += size, n++) {
    if (n > 0 && pauseMs > 0) await sleep(pauseMs)
    const piece = sendable.subarray(offset, offset + size)
    write(framing === 'chunked' ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece)
  }
  if (cutAt !== undefined) {
    // Long enough for the server to start reading what came, then the client is gone.
    await sleep(100)
    socket.destroy()
    await closed
    return null
  }
  if (framing === 'chunked') write('0\r\n\r\n')
  sentAll = !socket.destroyed
  await closed
  return parseAnswer(Buffer.concat(received), closedEarly)
}

function parseAnswer(data: Buffer, closedEarly: boolean): RawAnswer | null {
  const end = data.indexOf('\r\n\r\n')
  if (end < 0) return null
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n')
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  let rest = data.subarray(end + 4)
  if (headers['transfer-encoding']?.includes('chunked')) {
    const parts: Buffer[] = []
    for (;;) {
      const lineEnd = rest.indexOf('\r\n')
      const length = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16)
      if (!(length > 0)) break
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + length))
      rest = rest.subarray(lineEnd + 2 + length + 2)
    }
    rest = Buffer.concat(parts)
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: rest.toString('utf8'), closedEarly }
}
