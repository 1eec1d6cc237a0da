import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { publicConfigQuery } from '~/features/shop/shop.queries'

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const

/**
 * The buttons of the outside providers that have keys (none without). Plain links: the API
 * sets the signed state cookie and sends the browser to the provider.
 */
export function OutsideSignIn({ returnTo }: { returnTo: string }) {
  const { data: config } = useQuery(publicConfigQuery)
  const providers = config?.signInProviders ?? []
  if (providers.length === 0) return null
  return (
    <div className="flex flex-col gap-3">
      {providers.map((provider) => (
        <a
          key={provider}
          href={`/api/oauth/${provider}?lang=${getLocale()}&redirect=${encodeURIComponent(returnTo)}`}
          className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
        >
          {m.auth_continue_with({ provider: PROVIDER_NAMES[provider] })}
        </a>
      ))}
      <p className="flex items-center gap-3 text-sm text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {m.auth_or()}
      </p>
    </div>
  )
}
