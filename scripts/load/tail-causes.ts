/**
 * `tsx scripts/load/tail-causes.ts <requests.jsonl> <probe.jsonl> [--slow-ms 40] [--from <epoch ms>]`
 * (from the first answer recorded unless told):
 * where the slow answers of a `benchmark:mix` run came from (issue 42). It lays the answers the mix
 * recorded (`--requests`) beside the shop's pauses (`--probe`: garbage collections, a late event
 * loop) and prints the bursts of slow answers with what the shop's main thread did meanwhile, then
 * how much of the slow answers' time overlapped a major collection or a late loop.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'slow-ms': { type: 'string', default: '40' }, from: { type: 'string' } },
})
const [requestsFile, probeFile] = positionals
if (!requestsFile || !probeFile) {
  console.error('usage: tail-causes.ts <requests.jsonl> <probe.jsonl> [--slow-ms 40] [--from <epoch ms>]')
  process.exit(1)
}
type Answer = { at: number; kind: string; status: number; ms: number }
type Pause = { type: 'gc' | 'late'; kind?: string; at: number; ms: number }
const lines = <T>(file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T)
const allAnswers = lines<Answer>(requestsFile)
// From the first answer recorded (the warm-up's) unless told: the shop's start and the mix's preparation are not the run.
const from = Number(values.from ?? Math.min(...allAnswers.map((answer) => answer.at)))
const answers = allAnswers.filter((answer) => answer.at >= from)
const pauses = lines<Pause>(probeFile).filter(
  (pause) => pause.at + pause.ms >= from && pause.at <= Math.max(...answers.map((a) => a.at + a.ms)),
)
const slowMs = Number(values['slow-ms'])
const start = Math.min(...answers.map((answer) => answer.at))
const t = (at: number) => `${((at - start) / 1000).toFixed(1).padStart(6)} s`

const gcs = pauses.filter((pause) => pause.type === 'gc')
const byKind = new Map<string, number[]>()
for (const gc of gcs) byKind.set(gc.kind!, [...(byKind.get(gc.kind!) ?? []), gc.ms])
console.log(`${answers.length} answers from ${new Date(start).toISOString()}; slow: over ${slowMs} ms`)
for (const [kind, list] of byKind) {
  const sorted = [...list].sort((a, b) => a - b)
  console.log(
    `gc ${kind.padEnd(11)} ${String(list.length).padStart(5)} pauses, ${sorted.reduce((s, v) => s + v, 0).toFixed(0)} ms in all, ` +
      `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  )
}
const late = pauses.filter((pause) => pause.type === 'late')
console.log(`event loop late by more than 20 ms: ${late.length} times, ${late.filter((p) => p.ms > 50).length} by more than 50 ms`)

const overlaps = (a: number, aMs: number, b: number, bMs: number) => a < b + bMs && b < a + aMs
const slow = answers.filter((answer) => answer.ms > slowMs && answer.status !== 503).sort((a, b) => a.at - b.at)
// Bursts: slow answers sent within a second of each other.
const bursts: Answer[][] = []
for (const answer of slow) {
  const last = bursts.at(-1)
  if (last && answer.at - last.at(-1)!.at < 1000) last.push(answer)
  else bursts.push([answer])
}
console.log(`\n${slow.length} slow answers in ${bursts.length} bursts (the largest 25, in time order):`)
const largest = [...bursts].sort((a, b) => b.length - a.length).slice(0, 25)
for (const burst of bursts.filter((each) => largest.includes(each))) {
  const begin = burst[0]!.at
  const end = Math.max(...burst.map((answer) => answer.at + answer.ms))
  const within = pauses.filter((pause) => overlaps(pause.at, pause.ms, begin, end - begin))
  const describe = (pause: Pause) => `${pause.type === 'gc' ? pause.kind : 'late'} ${pause.ms.toFixed(0)}ms@${t(pause.at).trim()}`
  const kinds = [...new Set(burst.map((answer) => answer.kind))].join(', ')
  console.log(
    `${t(begin)} (${(((begin - start) / 1000) % 60).toFixed(0).padStart(2)} s in its minute): ${String(burst.length).padStart(3)} slow (${kinds}), worst ${Math.max(...burst.map((a) => a.ms)).toFixed(0)} ms; ` +
      `meanwhile: ${
        within
          .filter((p) => p.type === 'late' || p.kind === 'major' || p.ms > 5)
          .map(describe)
          .join(' ') || 'no pause'
      }`,
  )
}
const share = (test: (answer: Answer) => boolean) => `${((slow.filter(test).length / Math.max(1, slow.length)) * 100).toFixed(0)} %`
const majors = gcs.filter((gc) => gc.kind === 'major')
console.log(
  `\nslow answers overlapping a major collection: ${share((a) => majors.some((gc) => overlaps(gc.at, gc.ms, a.at, a.ms)))}; ` +
    `any collection of more than 5 ms: ${share((a) => gcs.some((gc) => gc.ms > 5 && overlaps(gc.at, gc.ms, a.at, a.ms)))}; ` +
    `a loop late by more than 50 ms: ${share((a) => late.some((p) => p.ms > 50 && overlaps(p.at, p.ms, a.at, a.ms)))}`,
)
