/**
 * The one toast system: a stack of success, error, warning and info messages,
 * each hidden after 5000 ms or when clicked. Kept in a TanStack Store so any code
 * (mutations, connection watcher) can push a toast without a React context.
 */
import { Store } from '@tanstack/react-store'

export const TOAST_DURATION_MS = 5000

export type ToastType = 'success' | 'error' | 'warning' | 'info'
/** A button in a toast ("Charger la leur"): it runs, then the toast closes. */
export type ToastAction = { label: string; run: () => void | Promise<void> }
export type Toast = { id: number; type: ToastType; message: string; actions?: ToastAction[] }

export const toastStore = new Store<{ toasts: Toast[] }>({ toasts: [] })

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

/**
 * Shows a toast; one with actions stays until one is chosen or it is closed (a question must not
 * vanish before it is read and answered with the keyboard).
 */
export function showToast(type: ToastType, message: string, actions?: ToastAction[]): number {
  const id = nextId++
  toastStore.setState((state) => ({ toasts: [...state.toasts, { id, type, message, ...(actions?.length ? { actions } : {}) }] }))
  if (!actions?.length)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
    )
  return id
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }))
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  warning: (message: string) => showToast('warning', message),
  info: (message: string) => showToast('info', message),
  /** A toast asking the reader to choose (each action is a button); it stays until answered or closed. */
  ask: (type: ToastType, message: string, actions: ToastAction[]) => showToast(type, message, actions),
}

const PENDING_TOAST_KEY = 'pending-toast'

/**
 * A toast for the next page load, for actions that end with a full reload (account deletion,
 * sign-out) so that nothing of the old session stays in memory.
 */
export function showToastAfterReload(type: ToastType, message: string) {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ type, message }))
  } catch {
    // No storage: the page still loads, without the toast.
  }
}

/** Shows the toast left by the previous page, once. */
export function showPendingToast() {
  try {
    const pending = sessionStorage.getItem(PENDING_TOAST_KEY)
    if (!pending) return
    sessionStorage.removeItem(PENDING_TOAST_KEY)
    const { type, message } = JSON.parse(pending) as { type?: unknown; message?: unknown }
    if (typeof message === 'string' && (type === 'success' || type === 'error' || type === 'warning' || type === 'info'))
      showToast(type, message)
  } catch {
    // A broken entry is dropped.
  }
}
