/**
 * The edge's admission (docs/decisions/0071): the one gate of this instance (src/server/admission.ts)
 * with the settings of app.config.ts, and the 503 each kind of caller gets when its request cannot
 * start within ADMISSION_WAIT_MS, at once and in its language, with `Retry-After`: the Shop API's
 * refusal body for /api, the refusal shape of src/lib/refusal.ts for a server function, a small
 * page for a page. Nothing behind the gate ran, so the same request may be sent again as it is
 * (an order with its Idempotency-Key is placed once).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { Context } from 'hono'
import { FastResponse } from 'srvx/node'
import { appConfig } from '#app-config'
import { errorBody } from '~/api/http/errors'
import { withAdmissionTurn } from '~/lib/admission-turn.server'
import { BUSY_STATUS, busyRefusal } from '~/lib/busy'
import { log } from '~/lib/logger.server'
import { isServerFunction } from '~/lib/server-fn-transport'
import { textDirection } from '~/i18n/direction'
import { localeOfPath } from '~/i18n/locale-path'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { type AdmissionGate, createAdmissionGate } from './admission'
import { callerLocale } from './caller-locale'

let gate: AdmissionGate | undefined

/** This instance's gate, made on first use from the settings. */
export function admissionGate(): AdmissionGate {
  if (!gate) {
    const { ADMISSION_CONCURRENCY, ADMISSION_QUEUE, ADMISSION_WAIT_MS, ADMISSION_MAX_LOOP_DELAY_MS } = appConfig()
    gate = createAdmissionGate({ concurrency: ADMISSION_CONCURRENCY, queue: ADMISSION_QUEUE, waitMs: ADMISSION_WAIT_MS })
    if (ADMISSION_MAX_LOOP_DELAY_MS > 0) followEventLoop(gate, ADMISSION_CONCURRENCY, ADMISSION_MAX_LOOP_DELAY_MS)
  }
  return gate
}

/** How often the event loop's delay is read, and the concurrency adjusted. */
const LOOP_WINDOW_MS = 500

/**
 * The concurrency follows the event loop (docs/decisions/0071): every half second, a loop late by
 * more than `maxDelayMs` lets a quarter fewer requests in at once (never under a sixth of the
 * setting); a punctual one, two more, or the whole setting at once when nobody waits. Work that
 * takes the CPU (rendering, parsing, pricing) is then bounded by what the core can do, and the
 * loop keeps the time to answer cached pages and refusals fast.
 */
function followEventLoop(gate: AdmissionGate, places: number, maxDelayMs: number) {
  const delays = monitorEventLoopDelay({ resolution: 10 })
  delays.enable()
  const floor = Math.max(2, Math.ceil(places / 6))
  const timer = setInterval(() => {
    const lateMs = delays.percentile(90) / 1e6
    delays.reset()
    const now = gate.concurrency()
    if (lateMs > maxDelayMs) gate.setConcurrency(Math.max(floor, Math.floor(now * 0.75)))
    else if (gate.figures().waiting === 0) gate.setConcurrency(places)
    else gate.setConcurrency(Math.min(places, now + 2))
  }, LOOP_WINDOW_MS)
  timer.unref()
}

/** What a busy answer asks the caller to wait: the gate's wait, in whole seconds, at least one. */
const retryAfter = () => String(Math.max(1, Math.ceil(appConfig().ADMISSION_WAIT_MS / 1000)))

/** Refusals logged at most once a second, with how many there were: a flood must not flood the log too. */
let lastLogged = 0
let unlogged = 0
function noteRefusal(path: string) {
  unlogged++
  const now = Date.now()
  if (now - lastLogged < 1000) return
  const { running, waiting, refused } = admissionGate().figures()
  log.warn({ refusedSinceLastLine: unlogged, refusedInAll: refused, running, waiting, path }, '[admission] busy: requests answered 503')
  lastLogged = now
  unlogged = 0
}

/** The 503 for this request, in the caller's language and the caller's format. */
export function busyAnswer(c: Context): Response {
  noteRefusal(c.req.path)
  const headers = { 'Retry-After': retryAfter(), 'Cache-Control': 'no-store' }
  if (c.req.path.startsWith('/api/')) {
    return c.json(errorBody(m.busy_message({}, { locale: callerLocale(c) })), BUSY_STATUS, headers)
  }
  if (isServerFunction(c.req.path)) {
    return c.json(busyRefusal(m.busy_message({}, { locale: callerLocale(c) })), BUSY_STATUS, headers)
  }
  const locale = localeOfPath(c.req.path)
  return new FastResponse(busyPage(locale, c.req.path), {
    status: BUSY_STATUS,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** A page of its own: no script, no style from the app, nothing that costs the busy server work. */
function busyPage(locale: Locale, path: string): string {
  const title = escapeHtml(m.busy_page_title({}, { locale }))
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${escapeHtml(m.busy_message({}, { locale }))}</p><p><a href="${escapeHtml(path)}">${escapeHtml(m.error_retry({}, { locale }))}</a></p></main></body></html>
`
}

/**
 * Runs `work` (a request that does work) in its turn, or answers the busy 503 at once. The turn
 * goes along (src/lib/admission-turn.server.ts): a request that then waits on a bounded queue of
 * its own (a PDF render, docs/decisions/0092) gives its place back for that wait.
 */
export function admitted(c: Context, work: () => Promise<Response>): Promise<Response> {
  return admissionGate().admit(
    (leave) => withAdmissionTurn(leave, work),
    () => busyAnswer(c),
  )
}
