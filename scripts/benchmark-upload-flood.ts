/**
 * `npm run benchmark:upload-flood`: what 20 anonymous image uploads at once do to the catalogue
 * (issue 32, hole 4). Against a running built shop (`npm start`, or its address as the first
 * argument), it times the catalogue page alone, then again while 20 callers without a session post
 * a 6 MB form each, all at once, to the back office's image upload, and prints both, with the
 * uploads' answers. A figure, not a test (tests/security/image-upload-gate.test.ts is the test).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serverFunctionId } from '../tests/support/server-functions'

const origin = process.argv[2] ?? 'http://127.0.0.1:3000'
const REQUESTS = 200
const UPLOADERS = 20
const UPLOAD_BYTES = 6 * 1024 * 1024

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** The catalogue page timed `count` times in a row, or for as long as `going` says (at least 20 times). */
async function catalogueTimes(count: number, going?: () => boolean) {
  const times: number[] = []
  const started = performance.now()
  for (let n = 0; going ? going() || n < 20 : n < count; n++) {
    const sent = performance.now()
    const answer = await fetch(`${origin}/catalogue`)
    await answer.arrayBuffer()
    times.push(performance.now() - sent)
  }
  const elapsed = performance.now() - started
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1)!, count: times.length, elapsed }
}

// One file for every upload, sent by curl: the uploads' own work (multipart encoding) stays out of
// this process, whose event loop times the catalogue.
const file = path.join(mkdtempSync(path.join(tmpdir(), 'upload-flood-')), 'flood.png')
writeFileSync(file, randomBytes(UPLOAD_BYTES))

function anonymousUpload(id: string): Promise<string> {
  const curl = spawn('curl', [
    ...['--silent', '--output', '/dev/null', '--write-out', '%{http_code}'],
    ...['-H', `Origin: ${origin}`, '-H', 'Sec-Fetch-Site: same-origin', '-H', 'x-tsr-serverFn: true'],
    ...['-F', `file=@${file};type=image/png`, '-F', 'kind=product', `${origin}/_serverFn/${id}`],
  ])
  let status = ''
  curl.stdout.on('data', (chunk: Buffer) => (status += chunk.toString()))
  return new Promise((resolve) => curl.on('close', (code) => resolve(code === 0 ? status : `curl exit ${code}`)))
}

const id = serverFunctionId('uploadImageFn')
await catalogueTimes(REQUESTS) // warm-up
const alone = await catalogueTimes(REQUESTS)
// The burst: 20 uploads at once, the catalogue asked for again and again until each is answered.
let uploading = true
const burst = Promise.all(Array.from({ length: UPLOADERS }, () => anonymousUpload(id))).finally(() => (uploading = false))
const duringBurst = await catalogueTimes(REQUESTS, () => uploading)
const statuses = await burst
const counted = statuses.reduce<Record<string, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {})
const ms = (value: number) => `${value.toFixed(1)} ms`
console.log(
  `catalogue alone:                     p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}, max ${ms(alone.max)} (${alone.count} requests)`,
)
console.log(
  `during ${UPLOADERS} anonymous uploads at once: p50 ${ms(duringBurst.p50)}, p99 ${ms(duringBurst.p99)}, max ${ms(duringBurst.max)} (${duringBurst.count} requests)`,
)
console.log(
  `the ${UPLOADERS} uploads of ${UPLOAD_BYTES / 1024 / 1024} MB were answered ${JSON.stringify(counted)} in ${ms(duringBurst.elapsed)}`,
)
