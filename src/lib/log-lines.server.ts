/**
 * The log line a developer reads (NODE_ENV other than production): the time, the level, the
 * request id, the message, the other fields as key=value, then an error's stack. Done here rather
 * than with pino-pretty, whose transport runs in a worker thread and whose stream form brings
 * dependencies the production bundle would carry unused.
 */

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }
/** Shown elsewhere on the line, or of no use to a reader at a terminal. */
const SHOWN_APART = new Set(['level', 'time', 'msg', 'requestId', 'err', 'pid', 'hostname'])

type ErrorFields = { type?: string; message?: string; stack?: string }

/** One JSON line of pino turned into a readable line (a line that is not JSON is left as it is). */
export function readableLogLine(json: string): string {
  let entry: Record<string, unknown>
  try {
    entry = JSON.parse(json) as Record<string, unknown>
  } catch {
    return json
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : new Date().toISOString().slice(11, 23)
  const level = (LEVEL_NAMES[entry.level as number] ?? String(entry.level)).padEnd(5)
  const request = entry.requestId ? ` [${String(entry.requestId)}]` : ''
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_APART.has(key))
    .map(([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('')
  const error = entry.err as ErrorFields | undefined
  const stack = error ? `\n    ${(error.stack ?? `${error.type ?? 'Error'}: ${error.message ?? ''}`).replace(/\n/g, '\n    ')}` : ''
  return `${time} ${level}${request} ${String(entry.msg ?? '')}${fields}${stack}\n`
}
