import { useStore } from '@tanstack/react-store'
import { m } from '~/paraglide/messages.js'
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '~/ui/icons'
import { useEffect } from 'react'
import { dismissToast, showPendingToast, type ToastType, toastStore } from './toast-store'

const looks: Record<ToastType, { className: string; Icon: typeof InfoIcon }> = {
  success: { className: 'border-emerald-600 bg-emerald-50 text-emerald-900', Icon: CheckCircleIcon },
  error: { className: 'border-red-600 bg-red-50 text-red-900', Icon: AlertCircleIcon },
  warning: { className: 'border-amber-500 bg-amber-50 text-amber-900', Icon: AlertTriangleIcon },
  info: { className: 'border-brand-500 bg-brand-50 text-brand-900', Icon: InfoIcon },
}

/**
 * Renders the toast stack at the bottom end of the screen (bottom-right in French,
 * bottom-left in Arabic), inside a polite live region; errors are alerts, announced at once.
 */
export function Toaster() {
  const toasts = useStore(toastStore, (state) => state.toasts)
  useEffect(() => showPendingToast(), [])
  return (
    <section
      aria-label={m.toast_region()}
      aria-live="polite"
      className="pointer-events-none fixed start-3 end-3 bottom-3 z-50 flex flex-col items-stretch gap-2 sm:start-auto sm:end-4 sm:bottom-4 sm:w-96"
    >
      {toasts.map(({ id, type, message, actions }) => {
        const { className, Icon } = looks[type]
        return (
          // The whole toast dismisses on click; the close button is the keyboard path. A toast with
          // actions closes only by them or its close button (a stray click must not answer for the reader).
          <div
            key={id}
            role={type === 'error' ? 'alert' : 'status'}
            data-toast-type={type}
            onClick={actions ? undefined : () => dismissToast(id)}
            className={`toast pointer-events-auto flex items-start ${actions ? '' : 'cursor-pointer'} gap-3 rounded-lg border-s-4 p-3 shadow-lg ${className}`}
          >
            <Icon className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <p className="text-sm font-medium">{message}</p>
              {actions ? (
                <div className="flex flex-wrap gap-2">
                  {actions.map((action) => (
                    <button
                      key={action.label}
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation()
                        dismissToast(id)
                        void action.run()
                      }}
                      className="rounded-md border border-current bg-white/70 px-2.5 py-1 text-sm font-semibold hover:bg-white focus-visible:outline-2 focus-visible:outline-current"
                    >
                      {action.label}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
            <button
              type="button"
              aria-label={m.toast_close()}
              onClick={(event) => {
                event.stopPropagation()
                dismissToast(id)
              }}
              className="shrink-0 rounded p-0.5 opacity-70 hover:opacity-100"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        )
      })}
    </section>
  )
}
