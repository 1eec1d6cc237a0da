import { useEffect } from 'react'
import { m } from '~/paraglide/messages.js'
import { toast } from './toasts/toast-store'

/** Tells the shopper when the connection drops and when it is back. */
export function useConnectionToasts() {
  useEffect(() => {
    const offline = () => toast.warning(m.toast_offline())
    const online = () => toast.success(m.toast_online())
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])
}
