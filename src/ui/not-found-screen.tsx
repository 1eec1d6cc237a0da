import { useLocation } from '@tanstack/react-router'
import { ErrorScreenView } from './error-screen'

/** An unmatched route answers 404 with the message 'Page not found' and the path. */
export function notFoundMessage(path: string) {
  return `Page not found: ${path}`
}

export function NotFoundScreen() {
  const location = useLocation()
  return <ErrorScreenView kind="not-found" detail={notFoundMessage(location.publicHref ?? location.pathname)} />
}
