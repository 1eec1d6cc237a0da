/**
 * The demo catalogue's search terms (issue 20): how shoppers in Morocco also write its brands and
 * kinds of product, in Darija, Latin letters or another language. The back office edits them per
 * product; the demo gives each product its brand's and its category's.
 */

const BRAND_TERMS: Record<string, string[]> = {
  'sidi-ali': ['sidi ali', 'sidiali', 'sidi 3li', 'سيدي علي', 'سيدي على'],
  'ain-atlas': ['ain atlas', 'aïn atlas', 'ayn atlas', 'عين اطلس'],
  oulmes: ['oulmes', 'oulmès', 'ulmes', 'والماس', 'اولماس', 'ولماس'],
  bahia: ['bahia', 'bahiya', 'باهيا'],
  orangina: ['orangina', 'oranjina', 'اورانجينا'],
  glass: ['glass', 'glas', 'غلاص'],
  vitalya: ['vitalya', 'vitalia', 'فيتاليا'],
  purifya: ['purifya', 'purifia', 'بوريفيا'],
  timelessoulmes: ['timeless', 'تايملس'],
}

const CATEGORY_TERMS: Record<string, string[]> = {
  'bouteilles-familiales': ['bouteille', 'qar3a', 'قرعة', 'قرعات'],
  'coin-des-enfants': ['enfant', 'kids', 'drari', 'دراري'],
  'petites-bouteilles': ['petite bouteille', 'qar3a sghira', 'قرعة صغيرة'],
  'bouteilles-en-verre': ['verre', 'glass bottle', 'zjaj', 'زجاج'],
  bonbonnes: ['bonbonne', 'jerrican', 'bidon', 'jug', 'gallon', 'بيدو', 'بيدون', 'قنينة'],
  'fontaines-a-eau': ['fontaine', 'distributeur', 'water dispenser', 'فونتين', 'موزع الماء'],
  purificateur: ['purificateur', 'filtre', 'filter', 'فلتر', 'مصفي'],
  vetements: ['t-shirt', 'tshirt', 'casquette', 'تيشيرت', 'كاسكيط'],
}

/** A product's search terms from its brand and category (unknown ones add none). */
export function demoSearchTerms(brandSlug: string, categorySlug: string): string[] {
  return [...new Set([...(BRAND_TERMS[brandSlug] ?? []), ...(CATEGORY_TERMS[categorySlug] ?? [])])]
}
