/**
 * Which error screen an error gets (src/ui/error-screen.tsx).
 * A network error is status 500 or a message containing "network", "connexion" or "fetch".
 */
export type ErrorKind = 'not-found' | 'network' | 'generic'

/** An unhandled error is status 500 by default, so one without a status of its own counts as 500. */
export const DEFAULT_ERROR_STATUS = 500

export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return DEFAULT_ERROR_STATUS
  const candidate = error as { status?: unknown; statusCode?: unknown }
  const status = candidate.status ?? candidate.statusCode
  return typeof status === 'number' ? status : DEFAULT_ERROR_STATUS
}

export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message
    if (typeof message === 'string') return message
  }
  return ''
}

export function isNetworkError(error: unknown): boolean {
  return errorStatus(error) === 500 || /network|connexion|fetch/i.test(errorMessage(error))
}

export function classifyError(error: unknown): ErrorKind {
  if (errorStatus(error) === 404) return 'not-found'
  if (isNetworkError(error)) return 'network'
  return 'generic'
}

/** "Réessayer" is offered only where trying again can help: network errors and status 500. */
export function canRetry(error: unknown): boolean {
  return classifyError(error) === 'network'
}
