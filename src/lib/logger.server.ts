/**
 * The server's logger (docs/decisions/0027): pino, at the configured LOG_LEVEL; JSON lines on
 * stdout in production, readable lines elsewhere (log-lines.server.ts). Every line written during
 * a request carries its `requestId` (request-context.server.ts). Secrets never reach a line:
 * fields named after one are redacted wherever they sit in the first two levels, and e-mail
 * addresses and phone numbers in any text are masked (log-scrub.ts). Log ids (customer, order,
 * outbox e-mail), never contact details; put an error under `err`.
 *
 * No worker-thread transport: the stream is the process's stdout, written in place, so nothing
 * keeps a process alive or breaks the bundled server.
 */
import pino, { type DestinationStream, type LogFn, type Logger } from 'pino'
import { appConfig, type AppConfig } from '#app-config'
import { readableLogLine } from './log-lines.server'
import { maskContactDetailsDeep } from './log-scrub'
import { currentRequestId } from './request-context.server'

/** Fields whose value is a secret or a contact detail, whatever object they sit in. */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'sessionToken',
  'secret',
  'apiKey',
  'cookie',
  'cookies',
  'authorization',
  'set-cookie',
  'email',
  'to',
  'toAddress',
  'phone',
  'address',
]
const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`, `*.*["${key}"]`])

export type LogLevel = AppConfig['LOG_LEVEL']

/**
 * pino's error serializer, without the live objects some libraries hang on their errors
 * (`pg` puts the whole client, its socket and settings, on `error.client`).
 */
function serializeError(error: Error) {
  const { client: _client, ...serialized } = pino.stdSerializers.err(error) as ReturnType<typeof pino.stdSerializers.err> & {
    client?: unknown
  }
  return serialized
}

/** A logger writing to `destination` (stdout by default); `log` below is the process's own. */
export function createLogger({
  level,
  readable,
  destination = process.stdout,
}: {
  level: LogLevel
  readable: boolean
  destination?: DestinationStream
}): Logger {
  const output = readable ? { write: (line: string) => destination.write(readableLogLine(line)) } : destination
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError, error: serializeError },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
      // Every text of the finished line, messages and stacks included, loses its contact details.
      hooks: { streamWrite: (line) => `${JSON.stringify(maskContactDetailsDeep(JSON.parse(line)))}\n` },
    },
    output,
  )
}

let processLogger: Logger | undefined
/** Made on first use: the configuration is read then, not when a module imports this one. */
function processLog(): Logger {
  if (!processLogger) {
    const config = appConfig()
    processLogger = createLogger({ level: config.LOG_LEVEL, readable: config.NODE_ENV !== 'production' })
  }
  return processLogger
}

const forward = (level: 'debug' | 'info' | 'warn' | 'error' | 'fatal') =>
  ((...args: unknown[]) => (processLog()[level] as (...args: unknown[]) => void)(...args)) as LogFn

/**
 * The process's logger: `log.info({ orderId }, '[checkout] order placed')`. One object whose
 * methods stay put, so the tests' setup can watch `log.error` (tests/setup/fail-on-console-error.ts).
 */
export const log = {
  debug: forward('debug'),
  info: forward('info'),
  warn: forward('warn'),
  error: forward('error'),
  fatal: forward('fatal'),
  /** Whether a level is written (to skip building a costly debug line). */
  isLevelEnabled: (level: LogLevel) => processLog().isLevelEnabled(level),
}
