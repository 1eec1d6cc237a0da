import { describe, expect, it } from 'vitest'
import { matchLegacyPath } from './legacy-paths'

describe('matchLegacyPath', () => {
  it.each([
    ['fr/12-bouteilles-familiales', { kind: 'category', legacyId: 12 }],
    ['12-bouteilles-familiales', { kind: 'category', legacyId: 12 }],
    ['/fr/15-bonbonnes/', { kind: 'category', legacyId: 15 }],
    ['fr/sidi-ali/101-sidi-ali-6x1l.html', { kind: 'product', legacyId: 101 }],
    ['oulmes/118-oulmes-12x50cl.html', { kind: 'product', legacyId: 118 }],
    ['fr/mentions-legales', { kind: 'page', to: '/mentions-legales' }],
    ['fr/content/3-conditions-generales-de-vente', { kind: 'page', to: '/conditions-generales-de-vente' }],
    ['cgv', { kind: 'page', to: '/conditions-generales-de-vente' }],
    ['fr/qui-sommes-nous', { kind: 'page', to: '/a-propos' }],
    ['faq', { kind: 'page', to: '/faq' }],
    ['fr/identite', { kind: 'page', to: '/espace/profil' }],
    ['fr/historique-commandes', { kind: 'page', to: '/espace/orders' }],
    ['fr/adresses', { kind: 'page', to: '/espace/addresses' }],
    ['fr/reduction', { kind: 'page', to: '/espace' }],
    ['fr/connexion', { kind: 'page', to: '/login' }],
    ['fr/module/loyalty/default', { kind: 'page', to: '/espace' }],
    ['fr/commande', { kind: 'page', to: '/step-1' }],
    ['panier', { kind: 'page', to: '/step-1' }],
  ])('reads %s', (path, match) => {
    expect(matchLegacyPath(path)).toEqual(match)
  })

  it.each(['nothing-here', 'fr/sidi-ali/abc.html', 'fr/12', '12-', 'fr/../../etc/passwd', ''])('does not read %s', (path) => {
    expect(matchLegacyPath(path)).toBeNull()
  })
})
