/**
 * The server's logger (src/lib/logger.server.ts, docs/decisions/0027): LOG_LEVEL honoured,
 * secrets and contact details kept off the lines, and the request's id on every line written
 * while a request runs, in the Shop API and behind the edge, whose API calls continue it.
 */
import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { createApiApp } from '~/api/app'
import { betterAuthLog } from '~/api/auth/auth-log'
import { createLogger, log, type LogLevel } from '~/lib/logger.server'
import { requestIdContext } from '~/lib/request-id.server'
import { acceptedRequestId, withRequestId } from '~/lib/request-context.server'

type Line = Record<string, unknown>

/** A JSON logger (production's format) whose lines are kept. */
function capturingLogger(level: LogLevel = 'debug') {
  const lines: Line[] = []
  const logger = createLogger({
    level,
    readable: false,
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  })
  return { logger, lines }
}

/** The process's `log` writes to a capturing logger for the rest of the test. */
function captureProcessLog() {
  const { logger, lines } = capturingLogger()
  for (const level of ['debug', 'info', 'warn', 'error'] as const) {
    vi.spyOn(log, level).mockImplementation(((...args: unknown[]) => (logger[level] as (...a: unknown[]) => void)(...args)) as never)
  }
  return lines
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('the logger', () => {
  it('writes the configured level and above, nothing below', () => {
    const { logger, lines } = capturingLogger('warn')
    logger.debug('debug line')
    logger.info('info line')
    logger.warn('warn line')
    logger.error('error line')
    expect(lines.map((line) => line.msg)).toEqual(['warn line', 'error line'])
  })

  it('redacts passwords, tokens, cookies and authorization, and masks e-mail addresses and phone numbers anywhere', () => {
    const { logger, lines } = capturingLogger()
    logger.info(
      {
        password: 'hunter2-secret',
        body: { newPassword: 'n3w-secret', token: 'tok-secret', email: 'salma@example.ma', phone: '06 12 34 56 78' },
        headers: { cookie: 'session=cookie-secret', authorization: 'Bearer bearer-secret' },
        customerId: 42,
      },
      'signed in %s',
      'salma@example.ma',
    )
    logger.error({ err: new Error('duplicate key (email)=(salma@example.ma), phone +212 6 12 34 56 78') }, '[api] failed for 0612345678')
    const text = lines.map((line) => JSON.stringify(line)).join('\n')
    for (const secret of ['hunter2', 'n3w-secret', 'tok-secret', 'cookie-secret', 'bearer-secret', 'salma@', '12 34 56', '612345678']) {
      expect(text).not.toContain(secret)
    }
    expect(lines[0]).toMatchObject({
      password: '[redacted]',
      body: { newPassword: '[redacted]', token: '[redacted]', email: '[redacted]', phone: '[redacted]' },
      headers: { cookie: '[redacted]', authorization: '[redacted]' },
      customerId: 42,
      msg: 'signed in [email]',
    })
    expect(lines[1]).toMatchObject({ msg: '[api] failed for [phone]', err: { message: 'duplicate key (email)=([email]), phone [phone]' } })
  })

  it("puts the running request's id on every line, and none outside a request", async () => {
    const { logger, lines } = capturingLogger()
    logger.info('at start')
    await withRequestId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      logger.info('deep in a service, after an await')
    })
    expect(lines.map((line) => line.requestId)).toEqual([undefined, 'req-1'])
  })

  it('accepts an incoming X-Request-Id only when it is a short safe token', () => {
    expect(acceptedRequestId('lb-3f2a.9_x')).toBe('lb-3f2a.9_x')
    for (const bad of [undefined, '', 'has space', 'a\nforged line', '<script>', 'x'.repeat(65), 'salma@example.ma']) {
      expect(acceptedRequestId(bad)).toMatch(UUID)
    }
  })
})

describe('the request id', () => {
  const failingDatabase = () => Promise.reject(new Error('database down'))

  it('the Shop API: its lines carry the id it answers, a safe incoming one kept, a bad one replaced', async () => {
    const lines = captureProcessLog()
    const api = createApiApp(failingDatabase)
    const kept = await api.request('/api/fr/initial-data', { headers: { 'X-Request-Id': 'edge-42' } })
    const replaced = await api.request('/api/fr/initial-data', { headers: { 'X-Request-Id': 'bad id {"forged":1}' } })
    expect([kept.status, replaced.status]).toEqual([500, 500])
    expect(kept.headers.get('X-Request-Id')).toBe('edge-42')
    const newId = replaced.headers.get('X-Request-Id')!
    expect(newId).toMatch(UUID)
    const errors = lines.filter((line) => line.msg === '[api] unhandled error')
    expect(errors.map((line) => line.requestId)).toEqual(['edge-42', newId])
  })

  it("behind the edge (pages and server functions): the in-process API continues the edge's id", async () => {
    const lines = captureProcessLog()
    const api = createApiApp(failingDatabase)
    // As src/server.ts: the edge's middleware, then a server function calling the API in process.
    const edge = new Hono()
    edge.use(requestIdContext())
    edge.get('/_serverFn/initial-data', async (c) => {
      const answer = await api.fetch(new Request('http://shop-api.internal/api/fr/initial-data'), { clientIp: undefined })
      log.error({ status: answer.status }, '[initial-data] ignored failure')
      return c.json(null)
    })
    const response = await edge.request('/_serverFn/initial-data', { headers: { 'X-Request-Id': 'not safe!' } })
    const id = response.headers.get('X-Request-Id')!
    expect(id).toMatch(UUID)
    expect(lines.filter((line) => line.level === 50).map((line) => [line.msg, line.requestId])).toEqual([
      ['[api] unhandled error', id],
      ['[initial-data] ignored failure', id],
    ])
  })
})

describe("better-auth's lines", () => {
  it("go through the shop's logger (its errors as warnings: a visitor's mistakes), JSON, redacted and masked; nothing on the console", () => {
    const lines = captureProcessLog()
    const console = ['log', 'warn', 'error', 'info', 'debug'].map((name) =>
      vi.spyOn(globalThis.console, name as 'log').mockImplementation(() => {}),
    )
    betterAuthLog('error', 'Sign-in failed for amina@example.ma', { password: 'Secret-2026', email: 'amina@example.ma' }, new Error('boom'))
    betterAuthLog('warn', 'Rate limited')
    for (const spy of console) expect(spy).not.toHaveBeenCalled()
    const [failure, limited] = lines
    expect(failure).toMatchObject({ level: 40, source: 'better-auth', details: [{ password: '[redacted]', email: '[redacted]' }] })
    expect(failure!.msg).toMatch(/^\[auth\] Sign-in failed for /)
    expect(JSON.stringify(failure)).not.toContain('amina@example.ma')
    expect(JSON.stringify(failure)).not.toContain('Secret-2026')
    expect((failure!.err as { message: string }).message).toBe('boom')
    expect(limited).toMatchObject({ level: 40, source: 'better-auth', msg: '[auth] Rate limited' })
  })
})
