import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { classifyError, type ErrorKind } from '~/lib/error-kind'
import { browserLog } from '~/lib/browser-log'
import { m } from '~/paraglide/messages.js'
import { MainLandmark } from './main-landmark'
import { AlertTriangleIcon, ArrowStartIcon, RefreshIcon, SearchXIcon, WifiOffIcon } from './icons'

const texts: Record<ErrorKind, { title: () => string; message: () => string; Icon: typeof WifiOffIcon }> = {
  'not-found': { title: m.error_not_found_title, message: m.error_not_found_message, Icon: SearchXIcon },
  network: { title: m.error_network_title, message: m.error_network_message, Icon: WifiOffIcon },
  generic: { title: m.error_generic_title, message: m.error_generic_message, Icon: AlertTriangleIcon },
}

/**
 * The error screen, its texts by kind of error. "Retour à l'accueil" goes to the home page in the current
 * language; "Réessayer" reloads the page and is offered only for network errors and status 500.
 * Raw error messages are never shown to the shopper (they go to the console and server log).
 */
export function ErrorScreenView({ kind, detail }: { kind: ErrorKind; detail?: string }) {
  const { title, message, Icon } = texts[kind]
  return (
    <MainLandmark className="error-screen mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" data-error-kind={kind}>
      <Icon className="mb-4 size-14 text-brand-500" />
      <h1 className="mb-3 text-2xl font-bold sm:text-3xl">{title()}</h1>
      <p className="mb-8 text-slate-600">{message()}</p>
      {detail ? (
        <p className="mb-6 text-xs text-slate-600" dir="ltr">
          {detail}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          reloadDocument
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          <ArrowStartIcon className="size-4" />
          {m.error_back_home()}
        </Link>
        {kind === 'network' ? (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex items-center gap-2 rounded-lg border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <RefreshIcon className="size-4" />
            {m.error_retry()}
          </button>
        ) : null}
      </div>
    </MainLandmark>
  )
}

/** Route error boundary: picks the screen from the error (see src/lib/error-kind.ts). */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    browserLog.error('[page error]', error)
  }, [error])
  return <ErrorScreenView kind={classifyError(error)} />
}
