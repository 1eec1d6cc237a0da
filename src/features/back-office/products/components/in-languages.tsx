import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages.js'

type Lang = 'fr' | 'ar'

/** A text's French then Arabic field, each told which language it is in. */
export const inLanguages = (field: (lang: Lang, language: string) => ReactNode) => [
  field('fr', m.api_content_language_fr()),
  field('ar', m.api_content_language_ar()),
]
