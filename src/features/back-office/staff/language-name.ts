import { m } from '~/paraglide/messages.js'

/** A language's name in the page's language. */
export const languageName = (locale: 'fr' | 'ar') => (locale === 'ar' ? m.bo_language_ar() : m.bo_language_fr())
