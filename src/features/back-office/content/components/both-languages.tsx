import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages.js'

type Lang = 'fr' | 'ar'

/** A text's French and Arabic fields side by side on a desktop, one under the other on a phone. */
export function BothLanguages({ children }: { children: (lang: Lang, language: string) => ReactNode }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {children('fr', m.api_content_language_fr())}
      {children('ar', m.api_content_language_ar())}
    </div>
  )
}
