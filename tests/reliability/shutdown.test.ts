/**
 * The shop's one shutdown (src/server/shutdown.ts): on SIGTERM the built shop refuses new
 * connections at once, lets the request in flight finish and answer, then stops the jobs, the
 * pool and the embedded PostgreSQL, and exits 0; a request that outlives the drain limit has its
 * connection cut, and the exit code says so. Needs the build (`npm test` builds first).
 */
import type { ChildProcess } from 'node:child_process'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { alive, postmasterPid, removeEmbeddedPostgres } from '../support/embedded-postgres-process'
import { exitCode, startShop } from '../support/shop-process'

const shop = { port: 3280, dbPort: 5680, dataDir: 'data/shutdown-test-postgres' }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let running: ChildProcess | undefined

afterEach(async () => {
  if (running && running.exitCode === null) running.kill('SIGKILL')
  await removeEmbeddedPostgres(shop.dataDir)
})

/** A cart save whose body is only half sent: the request stays in flight until `finish()`. */
async function requestInFlight() {
  const body = JSON.stringify({ city_id: 1, products: [], revision: 1 })
  const socket = net.connect(shop.port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)))
  socket.on('error', () => {})
  socket.write(
    `POST /api/fr/save-cart HTTP/1.1\r\nHost: 127.0.0.1:${shop.port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  )
  await sleep(300) // the shop has the headers and waits for the rest
  return { finish: () => socket.write(body.slice(10)), closed }
}

const refusesConnections = () =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(shop.port, '127.0.0.1')
    probe.once('connect', () => (probe.destroy(), resolve(false)))
    probe.once('error', () => resolve(true))
  })

describe('shutdown', () => {
  it('on SIGTERM refuses new connections, finishes the request in flight, stops PostgreSQL and exits 0', { timeout: 120_000 }, async () => {
    running = await startShop(shop)
    const postgres = postmasterPid(shop.dataDir)!
    const request = await requestInFlight()

    running.kill('SIGTERM')
    await sleep(500)
    expect(await refusesConnections()).toBe(true)
    expect(running.exitCode).toBeNull() // still serving the request in flight

    request.finish()
    const answer = await request.closed
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toContain('"success":true')
    expect(await exitCode(running)).toBe(0)
    expect(alive(postgres)).toBe(false)
  })

  it('cuts a request that outlives SHUTDOWN_DRAIN_SECONDS, still stops PostgreSQL, and exits 1', { timeout: 120_000 }, async () => {
    running = await startShop({ ...shop, env: { SHUTDOWN_DRAIN_SECONDS: '1' } })
    const postgres = postmasterPid(shop.dataDir)!
    const request = await requestInFlight()

    running.kill('SIGTERM')
    expect(await request.closed).toBe('') // cut, never answered
    expect(await exitCode(running)).toBe(1)
    expect(alive(postgres)).toBe(false)
  })
})
