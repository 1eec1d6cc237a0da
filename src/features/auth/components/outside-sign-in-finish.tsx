import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { m } from '~/paraglide/messages.js'
import { toast } from '~/ui/toasts/toast-store'
import { finishOutsideSignInFn } from '~/features/auth/auth.functions'
import { useSessionChange } from '~/features/auth/use-session-change'

/**
 * The `/oauth` page: after the provider, the shop's session is made here (in the browser, so the
 * visitor's cart in local storage comes along), or the failure is explained.
 */
export function OutsideSignInFinish({ error, returnTo }: { error?: string; returnTo: string }) {
  const session = useSessionChange()
  const [failure, setFailure] = useState<string | null>(error ? outsideFailure(error) : null)
  const started = useRef(false)
  useEffect(() => {
    if (failure || started.current) return
    started.current = true
    finishOutsideSignInFn({ data: { cart: session.visitorCart() } })
      .then(async (answer) => {
        if (!answer.success) return setFailure(answer.message || m.auth_oauth_failed())
        toast.success(m.auth_signed_in({ name: answer.user.first_name }))
        await session.signedIn(answer.cart, returnTo)
      })
      .catch(() => setFailure(m.auth_oauth_failed()))
  }, [failure, returnTo, session])

  if (!failure) {
    return (
      <div className="p-6" role="status">
        <h1 className="text-xl font-bold text-slate-900">{m.auth_oauth_title()}</h1>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4 p-6">
      <h1 className="text-xl font-bold text-slate-900">{m.auth_oauth_failed_title()}</h1>
      <p role="alert" className="text-slate-700">
        {failure}
      </p>
      <Link to="/login" search={{ redirect: returnTo }} className="rounded-lg bg-brand-600 px-4 py-3 text-center font-bold text-white">
        {m.auth_login_submit()}
      </Link>
    </div>
  )
}

/**
 * better-auth's error, in the customer's words. `unable_to_create_session`: the shop refused a
 * session to a team member or an account with a second factor (docs/decisions/0060).
 */
function outsideFailure(error: string): string {
  if (error === 'account_not_linked') return m.auth_oauth_not_linked()
  if (error === 'unable_to_create_session') return m.auth_oauth_second_factor()
  return m.auth_oauth_failed()
}
