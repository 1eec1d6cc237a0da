import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { ArrowStartIcon } from './icons'

/**
 * The honest page for a screen that a later issue builds: its title, a plain sentence saying
 * it is not available yet, and the way home. Nothing on it pretends to work.
 */
export function ComingSoon({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mb-6 text-slate-600">{m.coming_soon()}</p>
      {children}
      <Link to="/" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
        <ArrowStartIcon className="size-4" />
        {m.coming_soon_back()}
      </Link>
    </main>
  )
}
