/**
 * Every file of src/routes and where the accessibility test (accessibility.spec.ts) opens it: by
 * whom, at which path (`:name` is filled with the test's own data, the language's prefix is added).
 * A file that draws no page of its own says why instead; the test fails on a file missing here.
 *
 * Who: `shopper` are the storefront's main pages, checked on a desktop and on a phone; `visitor`
 * the other public pages; `customer` the account area; `checkout` the three steps, walked with a
 * cart; `admin`, `staff` and `driver` the back office as each role sees it.
 */
export type Who = 'shopper' | 'visitor' | 'customer' | 'checkout' | 'admin' | 'staff' | 'driver'
export type Visit = readonly [Who, string]

const LAYOUT = 'a layout: drawn around every page below it'

export const ROUTE_PAGES: Record<string, readonly Visit[] | string> = {
  '__root.tsx': LAYOUT,
  '$.tsx': [['visitor', '/page-qui-n-existe-pas']],
  '_auth.tsx': LAYOUT,
  '_auth/forgot-password.tsx': [['visitor', '/forgot-password']],
  '_auth/login.tsx': [['shopper', '/login']],
  '_auth/oauth.tsx': [['visitor', '/oauth?error=access_denied']],
  '_auth/registration.tsx': [
    ['visitor', '/registration'],
    ['visitor', '/registration?token=a-link-of-the-e-mail'],
  ],
  '_auth/reset-password.tsx': [['visitor', '/reset-password?token=a-link-of-the-e-mail']],
  '_auth/staff-invitation.tsx': [['visitor', '/staff-invitation?token=a-link-of-the-e-mail']],
  '_auth/confirm-email.tsx': [['visitor', '/confirm-email?token=a-link-of-the-e-mail']],
  '_shop.tsx': LAYOUT,
  '_shop/_checkout.tsx': LAYOUT,
  '_shop/_checkout/-prefetch.ts': 'no route: a helper of the checkout steps (the router ignores files starting with -)',
  '_shop/_checkout/step-1.tsx': [['checkout', '/step-1']],
  '_shop/_checkout/step-2.tsx': [['checkout', '/step-2']],
  '_shop/_checkout/step-3.tsx': [
    ['checkout', '/step-3'],
    ['checkout', '/step-3?order=:order'],
  ],
  '_shop/a-propos.tsx': [['visitor', '/a-propos']],
  '_shop/catalogue/$.tsx': [
    ['shopper', '/catalogue'],
    ['shopper', '/catalogue/bouteilles-familiales?brand=sidi-ali,oulmes&sort=price_asc'],
    ['shopper', '/catalogue?q=bonbone'],
  ],
  '_shop/conditions-generales-de-vente.tsx': [['visitor', '/conditions-generales-de-vente']],
  '_shop/espace/UserDropDown.tsx': [['customer', '/espace/UserDropDown']],
  '_shop/espace/addresses/$id.tsx': [['customer', '/espace/addresses/:address']],
  '_shop/espace/addresses/ajouter.tsx': [['customer', '/espace/addresses/ajouter']],
  '_shop/espace/addresses/index.tsx': [['customer', '/espace/addresses']],
  '_shop/espace/index.tsx': [['customer', '/espace']],
  '_shop/espace/orders/$id.tsx': [['customer', '/espace/orders/:order']],
  '_shop/espace/orders/index.tsx': [['customer', '/espace/orders']],
  '_shop/espace/profil.tsx': [['customer', '/espace/profil']],
  '_shop/espace/consignes.tsx': [['customer', '/espace/consignes']],
  '_shop/espace/abonnements.tsx': [['customer', '/espace/abonnements']],
  '_shop/abonnement/$token.tsx': [['visitor', '/abonnement/1.2026-01-05.not-a-link-the-shop-signed']],
  '_shop/suivi/$token.tsx': [['visitor', '/suivi/MS-AAAA-BBBB.2026-01-05.not-a-link-the-shop-signed']],
  '_shop/espace/route.tsx': LAYOUT,
  '_shop/faq.tsx': [['visitor', '/faq']],
  '_shop/index.tsx': [['shopper', '/']],
  '_shop/mentions-legales.tsx': [['visitor', '/mentions-legales']],
  '_shop/nous-contacter.tsx': [['visitor', '/nous-contacter']],
  '_shop/produit/$product.tsx': [['shopper', '/produit/1-sidi-ali-1-5l']],
  'espace/avoirs/$reference.ts': 'a download: one of the customer’s credit notes as a PDF, no page',
  'espace/factures/$reference.ts': "a download: the customer's invoice as a PDF, no page",
  'espace/gpdr-export.ts': 'a download: the customer data as a JSON file, no page',
  'espace/gpdr.tsx': [['customer', '/espace/gpdr']],
  'gestion/bons/$id.tsx': [
    ['admin', '/gestion/bons/:voucher'],
    ['admin', '/gestion/bons/nouveau'],
    ['staff', '/gestion/bons/:voucher'],
  ],
  'gestion/bons/index.tsx': [['admin', '/gestion/bons']],
  'gestion/avoirs/$reference.ts': 'a download: a credit note as a PDF, no page',
  'gestion/categories.tsx': [['admin', '/gestion/categories']],
  'gestion/clients/$id.tsx': [['admin', '/gestion/clients/:customer']],
  'gestion/clients/index.tsx': [['admin', '/gestion/clients?q=:customerEmail']],
  'gestion/consignes.tsx': [['staff', '/gestion/consignes']],
  'gestion/commandes/$reference.tsx': [
    ['admin', '/gestion/commandes/:order'],
    ['staff', '/gestion/commandes/:order'],
  ],
  'gestion/commandes/index.tsx': [['admin', '/gestion/commandes']],
  'gestion/commandes/bordereaux.tsx': [['admin', '/gestion/commandes/bordereaux?refs=:order']],
  'gestion/commandes/export.ts': 'a download: the chosen orders as a CSV or Excel file, no page',
  'gestion/commandes/telephone.tsx': [['staff', '/gestion/commandes/telephone']],
  'gestion/contenus/$slug.tsx': [
    ['admin', '/gestion/contenus/a-propos'],
    ['admin', '/gestion/contenus/faq'],
  ],
  'gestion/comptabilite/export.ts': 'a download: an export for the accountant (CSV or Excel), no page',
  'gestion/comptabilite/index.tsx': [
    ['admin', '/gestion/comptabilite'],
    ['staff', '/gestion/comptabilite'],
  ],
  'gestion/contenus/index.tsx': [['admin', '/gestion/contenus']],
  'gestion/equipe.tsx': [['admin', '/gestion/equipe']],
  'gestion/factures/$reference.ts': "a download: an order's invoice as a PDF, no page",
  'gestion/factures/imprimer.ts': 'a download: several orders’ invoices as one PDF, no page',
  'gestion/facturation.tsx': [
    ['admin', '/gestion/facturation'],
    ['staff', '/gestion/facturation'],
  ],
  'gestion/preuves/$reference.ts': "a file: an order's proof of delivery (signature or photo) for staff, no page",
  'gestion/securite.tsx': [['admin', '/gestion/securite']],
  // The back office's address sends each role home: its page is the dashboard or the round.
  'gestion/imports/export.ts': 'a download: a catalogue file (CSV or Excel), no page',
  'gestion/imports/index.tsx': [['admin', '/gestion/imports']],
  'gestion/index.tsx': [
    ['admin', '/gestion'],
    ['driver', '/gestion'],
  ],
  'gestion/journal.tsx': [['admin', '/gestion/journal']],
  'gestion/jours-feries.tsx': [['admin', '/gestion/jours-feries']],
  'gestion/livraisons/export.ts': 'a download: the day as a CSV file, no page',
  'gestion/livraisons/feuille.tsx': [['admin', '/gestion/livraisons/feuille?date=:today&driver=:driver&city=:city']],
  'gestion/livraisons/index.tsx': [
    ['admin', '/gestion/livraisons?date=:today&city=:city'],
    ['staff', '/gestion/livraisons?date=:today&city=:city'],
  ],
  'gestion/marques.tsx': [['admin', '/gestion/marques']],
  'gestion/messages/$id.tsx': [['admin', '/gestion/messages/:message']],
  'gestion/messages/index.tsx': [['admin', '/gestion/messages']],
  'gestion/prix/$productId.tsx': [['admin', '/gestion/prix/1']],
  'gestion/prix/index.tsx': [['admin', '/gestion/prix']],
  'gestion/produits/$id.tsx': [['admin', '/gestion/produits/1']],
  'gestion/produits/index.tsx': [['admin', '/gestion/produits']],
  'gestion/produits/nouveau.tsx': [['admin', '/gestion/produits/nouveau']],
  'gestion/regles.tsx': [['admin', '/gestion/regles']],
  // With its proposal of the day (the e2e shop's drivers in Casablanca have no van: the unserved list and the fleet).
  'gestion/repartition.tsx': [['admin', '/gestion/repartition?date=:today&city=:city&proposition=1']],
  // The back office's frame, and what it says to a customer who opens it.
  'gestion/route.tsx': [['customer', '/gestion/tableau-de-bord']],
  'gestion/stock.tsx': [['admin', '/gestion/stock']],
  'gestion/abonnements.tsx': [['admin', '/gestion/abonnements']],
  'gestion/groupes.tsx': [['admin', '/gestion/groupes']],
  'gestion/tableau-de-bord.tsx': [
    ['admin', '/gestion/tableau-de-bord'],
    ['staff', '/gestion/tableau-de-bord'],
  ],
  // A staff member who is not a driver is told the round is not theirs.
  'gestion/tournee.tsx': [
    ['driver', '/gestion/tournee'],
    ['staff', '/gestion/tournee'],
  ],
}

/** The pages `who` opens, in the table's order. */
export const pagesOf = (who: Who) =>
  Object.values(ROUTE_PAGES)
    .flatMap((visits) => (typeof visits === 'string' ? [] : visits))
    .filter(([visitor]) => visitor === who)
    .map(([, path]) => path)
