import { useNavigate } from '@tanstack/react-router'
import { m } from '../../paraglide/messages.js'
import { toast } from '../../ui/toasts/toast-store'
import { signOutFn } from './auth.functions'
import { useSessionChange } from './use-session-change'

/**
 * Spec 4, sign-out: `POST /api/logout`, then the token, the user, local storage and the cart are
 * cleared. The browser forgets the session even when the server could not be reached.
 */
export function useSignOut(): () => Promise<void> {
  const session = useSessionChange()
  const navigate = useNavigate()
  return async () => {
    const answer = await signOutFn().catch(() => ({ ok: false as const }))
    await session.signedOut()
    if (answer.ok) toast.success(m.auth_signed_out())
    else toast.warning(m.auth_sign_out_failed())
    await navigate({ to: '/' })
  }
}
