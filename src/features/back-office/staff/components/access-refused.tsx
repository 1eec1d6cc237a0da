import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { PageTitle } from '~/ui/admin/page-parts'

/** What a signed-in customer (or a staff member asked for a new password) sees at the back office's door. */
export function AccessRefused({ message }: { message: string }) {
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <PageTitle>{m.bo_refused_title()}</PageTitle>
      <p className="text-slate-700" role="alert">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/espace/profil" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800">
          {m.bo_refused_profile()}
        </Link>
        <Link to="/" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          {m.bo_refused_home()}
        </Link>
      </div>
    </main>
  )
}
