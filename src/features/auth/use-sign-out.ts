import { m } from '~/paraglide/messages.js'
import { signOutFn } from './auth.functions'
import { reloadSignedOut } from './use-session-change'

/**
 * Sign-out: `POST /api/logout`, then the token, the user, local storage and the cart are
 * cleared. The browser forgets the session even when the server could not be reached.
 */
export function useSignOut(): () => Promise<void> {
  return async () => {
    const answer = await signOutFn().catch(() => ({ success: false as const }))
    reloadSignedOut(
      answer.success ? { type: 'success', message: m.auth_signed_out() } : { type: 'warning', message: m.auth_sign_out_failed() },
    )
  }
}
