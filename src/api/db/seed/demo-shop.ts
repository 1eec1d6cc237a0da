/** The demo shop's delivery and payment modes, and its demo customer with past orders. */

/**
 * The demo team of the README (docs/decisions/0028), on the embedded demo shop only: an admin, a
 * staff member and a driver. Their passwords are public: never loaded into a configured database
 * unless the demo shop is asked for.
 */
export const DEMO_TEAM = [
  {
    email: 'admin@example.ma',
    password: 'Gestion-Demo-2026',
    firstName: 'Karim',
    lastName: 'Alaoui',
    phone: '+212 6 11 22 33 44',
    role: 'admin',
  },
  {
    email: 'equipe@example.ma',
    password: 'Equipe-Demo-2026',
    firstName: 'Salma',
    lastName: 'Idrissi',
    phone: '+212 6 22 33 44 55',
    role: 'staff',
  },
  {
    email: 'livreur@example.ma',
    password: 'Livreur-Demo-2026',
    firstName: 'Youssef',
    lastName: 'Tazi',
    phone: '+212 6 33 44 55 66',
    role: 'driver',
  },
  {
    email: 'livreur2@example.ma',
    password: 'Livreur2-Demo-2026',
    firstName: 'Hamza',
    lastName: 'Berrada',
    phone: '+212 6 44 55 66 77',
    role: 'driver',
  },
] as const

/**
 * The demo drivers' vans (issue 45), in Casablanca: a small van and a larger one, so a dispatch
 * of the demo day has something to split.
 */
export const DEMO_VANS: Record<string, { label: string; jugCapacity: number; packCapacity: number; shift: [number, number] }> = {
  'livreur@example.ma': { label: 'Kangoo 12-A-3456', jugCapacity: 30, packCapacity: 40, shift: [8 * 60, 17 * 60] },
  'livreur2@example.ma': { label: 'Master 34-B-7890', jugCapacity: 60, packCapacity: 80, shift: [8 * 60, 18 * 60] },
}

/** The demo depots (issue 45) and the cities each serves; the others use DELIVERY_DEPOT. */
export const DEMO_DEPOTS = [
  { name: 'Dépôt Aïn Sebaâ', latitude: 33.6049, longitude: -7.5336, cities: ['casablanca', 'mohammedia'] },
  { name: 'Dépôt Rabat Hay Riad', latitude: 33.9591, longitude: -6.8716, cities: ['rabat', 'sale', 'temara'] },
  { name: 'Dépôt Marrakech Sidi Ghanem', latitude: 31.6708, longitude: -8.0337, cities: ['marrakech'] },
  { name: 'Dépôt Fès Sidi Brahim', latitude: 34.0537, longitude: -4.9822, cities: ['fes'] },
  { name: 'Dépôt Tanger Mghogha', latitude: 35.7442, longitude: -5.7797, cities: ['tanger'] },
] as const

/** The demo customer's sign-in, given in the README. */
export const DEMO_CUSTOMER = {
  email: 'client@example.ma',
  password: 'Source-Demo-2026',
  firstName: 'Yasmine',
  lastName: 'Benali',
  phone: '+212 6 12 34 56 78',
  citySlug: 'casablanca',
  addresses: [
    {
      label: 'Maison',
      recipientName: 'Yasmine Benali',
      phone: '+212 6 12 34 56 78',
      line1: '24 rue Ibnou Mounir',
      line2: 'Appartement 6, 3e étage',
      district: 'Maârif',
      postalCode: '20330',
      latitude: 33.5842,
      longitude: -7.6322,
      isDefault: true,
    },
    {
      label: 'Bureau',
      recipientName: 'Yasmine Benali',
      phone: '+212 5 22 98 76 54',
      line1: '120 boulevard Zerktouni',
      line2: '',
      district: 'Gauthier',
      postalCode: '20060',
      latitude: 33.5893,
      longitude: -7.6285,
      isDefault: false,
    },
  ],
}

export const demoDeliveryModes = [
  {
    code: 'standard',
    nameFr: 'Livraison standard',
    nameAr: 'التوصيل العادي',
    leadDays: 1,
    fees: { feeCentimes: 1500, remoteFeeCentimes: 3000, freeFromCentimes: 20_000 },
  },
  {
    code: 'express',
    nameFr: 'Livraison express',
    nameAr: 'التوصيل السريع',
    leadDays: 0,
    fees: { feeCentimes: 3000, remoteFeeCentimes: 5000, freeFromCentimes: null },
  },
]

export const demoPaymentModes = [
  { code: 'cash_on_delivery', nameFr: 'Paiement en espèces à la livraison', nameAr: 'الدفع نقدًا عند التسليم', isOnline: false },
  { code: 'card_on_delivery', nameFr: 'Paiement par carte à la livraison', nameAr: 'الدفع بالبطاقة عند التسليم', isOnline: false },
]

type PastOrder = {
  reference: string
  status: 'placed' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled'
  /** Days before 2026-11-01, so the demo data is the same on every machine. */
  daysAgo: number
  lines: { reference: string; quantity: number }[]
}

/** Lines name variant references of demo-catalogue.ts. */
export const demoPastOrders: PastOrder[] = [
  {
    reference: 'MS-DEMO-0001',
    status: 'delivered',
    daysAgo: 60,
    lines: [
      { reference: 'SA-6X1-5L', quantity: 2 },
      { reference: 'OR-CAN-12X33CL', quantity: 1 },
    ],
  },
  {
    reference: 'MS-DEMO-0002',
    status: 'delivered',
    daysAgo: 30,
    lines: [
      { reference: 'SA-12X1-5L', quantity: 1 },
      { reference: 'OU-6X1L', quantity: 2 },
    ],
  },
  {
    reference: 'MS-DEMO-0003',
    status: 'confirmed',
    daysAgo: 2,
    lines: [
      { reference: 'VI-POM-12X20CL', quantity: 2 },
      { reference: 'SA-6X1-5L', quantity: 1 },
    ],
  },
]

/**
 * The demo shop's seller (docs/decisions/0074): invented, with the shapes the law asks (a 15-digit
 * ICE, an RC with its court), so that the demo's invoices and credit notes carry a whole seller
 * block. A real shop enters its own at /gestion/facturation; the dashboard warns until it does.
 */
export const DEMO_LEGAL_IDENTITY = {
  name: 'Ma Source Distribution',
  legalForm: 'SARL',
  address: '24 rue Ibnou Mounir, Maârif',
  city: 'Casablanca',
  ice: '002461357000081',
  taxId: '45127893',
  tradeRegister: 'RC Casablanca 498213',
  patente: '35421877',
  cnss: '8841207',
  capital: '100 000 MAD',
  phone: '+212 5 22 98 76 54',
  email: 'facturation@example.ma',
}
