/**
 * The old shop's addresses and where they lead now. The mapping is data: the old
 * category and product ids live in the database (`legacy_id`), the old pages in the table below.
 * Old paths come with `/fr`, under `/ar`, or with no prefix; the language of the new page is the
 * one the old path named.
 */

/** Old static pages → new pages (paths of the new shop, before any `/ar` prefix). */
export const LEGACY_PAGES: Readonly<Record<string, string>> = {
  'mentions-legales': '/mentions-legales',
  'content/2-mentions-legales': '/mentions-legales',
  cgv: '/conditions-generales-de-vente',
  'conditions-generales-de-vente': '/conditions-generales-de-vente',
  'content/3-conditions-generales-de-vente': '/conditions-generales-de-vente',
  'qui-sommes-nous': '/a-propos',
  'a-propos': '/a-propos',
  'content/4-a-propos': '/a-propos',
  faq: '/faq',
  'content/faq': '/faq',
  identite: '/espace/profil',
  'historique-commandes': '/espace/orders',
  'details-commande': '/espace/orders',
  adresses: '/espace/addresses',
  adresse: '/espace/addresses/ajouter',
  reduction: '/espace',
  connexion: '/login',
  authentification: '/login',
  'mot-de-passe-oublie': '/forgot-password',
  'module/loyalty/default': '/espace',
  'points-fidelite': '/espace',
  fidelite: '/espace',
  commande: '/step-1',
  'commande-rapide': '/step-1',
  panier: '/step-1',
  contact: '/nous-contacter',
  'nous-contacter': '/nous-contacter',
}

export type LegacyMatch = { kind: 'category'; legacyId: number } | { kind: 'product'; legacyId: number } | { kind: 'page'; to: string }

/** Reads a catch-all path (without the `/ar` prefix the router already removed). */
export function matchLegacyPath(path: string): LegacyMatch | null {
  const clean = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/^fr(\/|$)/, '')
    .toLowerCase()
  const product = /^[a-z0-9-]+\/(\d{1,9})-[a-z0-9-]*\.html$/.exec(clean)
  if (product) return { kind: 'product', legacyId: Number(product[1]) }
  const category = /^(\d{1,9})-[a-z0-9-]+$/.exec(clean)
  if (category) return { kind: 'category', legacyId: Number(category[1]) }
  const page = LEGACY_PAGES[clean.replace(/\.html$/, '')]
  return page ? { kind: 'page', to: page } : null
}
