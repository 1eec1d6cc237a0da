/**
 * Demo catalogue: delivery cities, brands, categories and about sixty products, in French and
 * Arabic. Money is integer centimes of MAD (3300 = 33,00 MAD). See ./demo-types for the shapes.
 *
 * Plain data plus two small helpers that build pack-size and clothing-size variants, so the
 * labels and references follow one pattern. Only type imports here, so Node can run this file
 * directly (scripts/generate-product-images.ts imports it).
 */
import type { DemoBrand, DemoCategory, DemoCity, DemoProduct, DemoVariant } from './demo-types'

// ---------------------------------------------------------------------------------------------
// Cities
// ---------------------------------------------------------------------------------------------

export const demoCities: DemoCity[] = [
  { slug: 'casablanca', nameFr: 'Casablanca', nameAr: 'الدار البيضاء', isDefault: true, minOrderCentimes: 5000 },
  { slug: 'rabat', nameFr: 'Rabat', nameAr: 'الرباط', minOrderCentimes: 5000 },
  { slug: 'sale', nameFr: 'Salé', nameAr: 'سلا', minOrderCentimes: 5000 },
  { slug: 'temara', nameFr: 'Témara', nameAr: 'تمارة', minOrderCentimes: 5000 },
  { slug: 'mohammedia', nameFr: 'Mohammédia', nameAr: 'المحمدية', minOrderCentimes: 5000 },
  { slug: 'marrakech', nameFr: 'Marrakech', nameAr: 'مراكش', minOrderCentimes: 5000 },
  { slug: 'fes', nameFr: 'Fès', nameAr: 'فاس', minOrderCentimes: 5000 },
  { slug: 'meknes', nameFr: 'Meknès', nameAr: 'مكناس', minOrderCentimes: 6000 },
  { slug: 'tanger', nameFr: 'Tanger', nameAr: 'طنجة', minOrderCentimes: 5000 },
  { slug: 'tetouan', nameFr: 'Tétouan', nameAr: 'تطوان', minOrderCentimes: 6000 },
  { slug: 'kenitra', nameFr: 'Kénitra', nameAr: 'القنيطرة', minOrderCentimes: 5000 },
  { slug: 'el-jadida', nameFr: 'El Jadida', nameAr: 'الجديدة', minOrderCentimes: 6000 },
  { slug: 'agadir', nameFr: 'Agadir', nameAr: 'أكادير', minOrderCentimes: 6000 },
  { slug: 'beni-mellal', nameFr: 'Béni Mellal', nameAr: 'بني ملال', minOrderCentimes: 7000 },
  { slug: 'safi', nameFr: 'Safi', nameAr: 'آسفي', minOrderCentimes: 7000 },
  { slug: 'essaouira', nameFr: 'Essaouira', nameAr: 'الصويرة', minOrderCentimes: 7000 },
  { slug: 'nador', nameFr: 'Nador', nameAr: 'الناظور', minOrderCentimes: 8000 },
  { slug: 'oujda', nameFr: 'Oujda', nameAr: 'وجدة', priceFactor: 1.1, minOrderCentimes: 10000 },
  { slug: 'ouarzazate', nameFr: 'Ouarzazate', nameAr: 'ورزازات', priceFactor: 1.1, minOrderCentimes: 10000 },
  { slug: 'laayoune', nameFr: 'Laâyoune', nameAr: 'العيون', priceFactor: 1.15, minOrderCentimes: 10000 },
  { slug: 'dakhla', nameFr: 'Dakhla', nameAr: 'الداخلة', priceFactor: 1.15, minOrderCentimes: 10000 },
]

// ---------------------------------------------------------------------------------------------
// Brands
// ---------------------------------------------------------------------------------------------

export const demoBrands: DemoBrand[] = [
  { slug: 'sidi-ali', name: 'Sidi Ali', legacySlug: 'sidi-ali', color: '#1f5fa8' },
  { slug: 'ain-atlas', name: 'Ain Atlas', legacySlug: 'ain-atlas', color: '#2e8b57' },
  { slug: 'oulmes', name: 'Oulmès', legacySlug: 'oulmes', color: '#c8102e' },
  { slug: 'bahia', name: 'Bahia', legacySlug: 'bahia', color: '#0096c7' },
  { slug: 'orangina', name: 'Orangina', legacySlug: 'orangina', color: '#f28c00' },
  { slug: 'glass', name: 'Glass', legacySlug: 'glass', color: '#4f6272' },
  { slug: 'vitalya', name: 'Vitalya', legacySlug: 'vitalya', color: '#d6246e' },
  { slug: 'purifya', name: 'Purifya', legacySlug: 'purifya', color: '#6a4fb3' },
  { slug: 'timelessoulmes', name: 'Timeless Oulmès', legacySlug: 'timelessoulmes', color: '#2b2d42' },
]

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

export const demoCategories: DemoCategory[] = [
  {
    slug: 'bouteilles-familiales',
    slugAr: 'qarurat-ailiya',
    nameFr: 'Bouteilles familiales',
    nameAr: 'القارورات العائلية',
    legacyId: 12,
    legacySlug: 'bouteilles-familiales',
  },
  {
    slug: 'coin-des-enfants',
    slugAr: 'rukn-al-atfal',
    nameFr: 'Coin des enfants',
    nameAr: 'ركن الأطفال',
    legacyId: 13,
    legacySlug: 'coin-des-enfants',
  },
  {
    slug: 'petites-bouteilles',
    slugAr: 'qarurat-saghira',
    nameFr: 'Petites bouteilles',
    nameAr: 'القارورات الصغيرة',
    legacyId: 14,
    legacySlug: 'petites-bouteilles',
  },
  {
    slug: 'bouteilles-en-verre',
    slugAr: 'qarurat-zujajiya',
    nameFr: 'Bouteilles en verre',
    nameAr: 'القارورات الزجاجية',
    legacyId: 15,
    legacySlug: 'bouteilles-en-verre',
  },
  {
    slug: 'bonbonnes',
    slugAr: 'qaninat-kabira',
    nameFr: 'Bonbonnes',
    nameAr: 'القنينات الكبيرة',
    legacyId: 16,
    legacySlug: 'bonbonnes',
  },
  {
    slug: 'fontaines-a-eau',
    slugAr: 'muwazziat-al-miyah',
    nameFr: 'Fontaines à eau',
    nameAr: 'موزعات المياه',
    legacyId: 17,
    legacySlug: 'fontaines-a-eau',
  },
  {
    slug: 'purificateur',
    slugAr: 'jihaz-tanqiyat-al-miyah',
    nameFr: 'Purificateur',
    nameAr: 'جهاز تنقية المياه',
    legacyId: 18,
    legacySlug: 'purificateur',
  },
  {
    slug: 'vetements',
    slugAr: 'al-malabis',
    nameFr: 'Vêtements',
    nameAr: 'الملابس',
    legacyId: 19,
    legacySlug: 'vetements',
  },
]

// ---------------------------------------------------------------------------------------------
// Variant helpers
// ---------------------------------------------------------------------------------------------

/** [value, priceCentimes, sellPriceCentimes?], value like '6x1-5l' (6 × 1,5 L) or '12x33cl'. */
type Pack = [value: string, priceCentimes: number, sellPriceCentimes?: number]

/** Pack-size variants (attribute 'format'); reference = `${refPrefix}-${VALUE}`, e.g. 'SA-6X1-5L'. */
function formats(refPrefix: string, packs: Pack[]): DemoVariant[] {
  return packs.map(([value, priceCentimes, sellPriceCentimes]) => {
    const m = /^(\d+)x(\d+(?:-\d+)?)(cl|l)$/.exec(value)
    if (!m) throw new Error(`Bad format value: ${value}`)
    const count = m[1]!
    const amount = m[2]!.replace('-', ',')
    const litres = m[3] === 'l'
    return {
      attribute: 'format',
      value,
      labelFr: `${count} × ${amount} ${litres ? 'L' : 'cl'}`,
      labelAr: `${count} × ${amount} ${litres ? 'لتر' : 'سنتيلتر'}`,
      reference: `${refPrefix}-${value.toUpperCase()}`,
      priceCentimes,
      ...(sellPriceCentimes !== undefined ? { sellPriceCentimes } : {}),
    }
  })
}

/** Clothing sizes (attribute 'taille'), all at the same price. */
function sizes(refPrefix: string, values: string[], priceCentimes: number, sellPriceCentimes?: number): DemoVariant[] {
  return values.map((value) => ({
    attribute: 'taille',
    value,
    labelFr: `Taille ${value.toUpperCase()}`,
    labelAr: `المقاس ${value.toUpperCase()}`,
    reference: `${refPrefix}-${value.toUpperCase()}`,
    priceCentimes,
    ...(sellPriceCentimes !== undefined ? { sellPriceCentimes } : {}),
  }))
}

type ProductInput = Omit<DemoProduct, 'priceCentimes' | 'sellPriceCentimes'> & {
  /** Only for products without variants; otherwise taken from the first variant. */
  priceCentimes?: number
  sellPriceCentimes?: number
}

/** The product price (and promotion) is the first variant's when there are variants. */
function product(input: ProductInput): DemoProduct {
  const first = input.variants[0]
  const priceCentimes = first ? first.priceCentimes : input.priceCentimes
  const sellPriceCentimes = first ? first.sellPriceCentimes : input.sellPriceCentimes
  if (priceCentimes === undefined) throw new Error(`No price for ${input.slug}`)
  const { priceCentimes: _p, sellPriceCentimes: _s, ...rest } = input
  return { ...rest, priceCentimes, ...(sellPriceCentimes !== undefined ? { sellPriceCentimes } : {}) }
}

/** Far cities without fountain, purifier or jug service. */
const FAR = ['laayoune', 'dakhla', 'ouarzazate']
/** Glass bottles (fragile, returnable crates) only in cities close to the bottling sites. */
const NO_GLASS = ['laayoune', 'dakhla', 'ouarzazate', 'oujda']

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

export const demoProducts: DemoProduct[] = [
  // --- Sidi Ali: still natural mineral water ---------------------------------------------------
  product({
    slug: 'sidi-ali-1-5l',
    nameFr: 'Sidi Ali 1,5 L',
    nameAr: 'سيدي علي 1,5 لتر',
    descriptionFr:
      'Eau minérale naturelle plate Sidi Ali, puisée au cœur du Moyen Atlas. Le format familial idéal pour la table et la cuisine de tous les jours.',
    descriptionAr:
      'مياه معدنية طبيعية غير غازية من سيدي علي، مستخرجة من قلب الأطلس المتوسط. الحجم العائلي المثالي للمائدة والطبخ اليومي.',
    brand: 'sidi-ali',
    category: 'bouteilles-familiales',
    reference: 'SA-1-5L',
    variants: formats('SA', [
      ['6x1-5l', 3300],
      ['12x1-5l', 6400, 6000],
    ]),
    popularity: 98,
    addedDaysAgo: 390,
    legacyId: 101,
    legacySlug: 'sidi-ali-6x1-5l',
    picture: 'bottle',
  }),
  product({
    slug: 'sidi-ali-1l',
    nameFr: 'Sidi Ali 1 L',
    nameAr: 'سيدي علي 1 لتر',
    descriptionFr:
      "L'eau minérale plate Sidi Ali en bouteille d'un litre, légère et faiblement minéralisée. Pratique à garder au réfrigérateur ou à emporter au bureau.",
    descriptionAr:
      'مياه سيدي علي المعدنية غير الغازية في قارورة من لتر واحد، خفيفة وقليلة المعادن. عملية للحفظ في الثلاجة أو لأخذها إلى العمل.',
    brand: 'sidi-ali',
    category: 'bouteilles-familiales',
    reference: 'SA-1L',
    variants: formats('SA', [
      ['6x1l', 2700],
      ['12x1l', 5200],
    ]),
    popularity: 90,
    addedDaysAgo: 365,
    legacyId: 102,
    legacySlug: 'sidi-ali-6x1l',
    picture: 'bottle',
  }),
  product({
    slug: 'sidi-ali-2l',
    nameFr: 'Sidi Ali 2 L',
    nameAr: 'سيدي علي 2 لتر',
    descriptionFr:
      'La grande bouteille de 2 litres de Sidi Ali pour les familles nombreuses. Une eau pure et équilibrée, à partager à chaque repas.',
    descriptionAr:
      'القارورة الكبيرة من سيدي علي سعة 2 لتر للأسر الكبيرة. مياه نقية ومتوازنة تُتقاسم في كل وجبة.',
    brand: 'sidi-ali',
    category: 'bouteilles-familiales',
    reference: 'SA-2L',
    variants: formats('SA', [['6x2l', 3900]]),
    popularity: 62,
    addedDaysAgo: 210,
    legacyId: 103,
    legacySlug: 'sidi-ali-6x2l',
    picture: 'bottle',
  }),
  product({
    slug: 'sidi-ali-5l',
    nameFr: 'Sidi Ali 5 L',
    nameAr: 'سيدي علي 5 لترات',
    descriptionFr:
      'Bouteille de 5 litres avec poignée, pensée pour la cuisine, le thé et les grandes tablées. Elle se range facilement grâce à sa forme compacte.',
    descriptionAr:
      'قارورة سعة 5 لترات بمقبض، مصممة للطبخ وتحضير الشاي والموائد الكبيرة. يسهل تخزينها بفضل شكلها المدمج.',
    brand: 'sidi-ali',
    category: 'bouteilles-familiales',
    reference: 'SA-5L',
    variants: formats('SA', [
      ['1x5l', 1200],
      ['2x5l', 2300],
      ['4x5l', 4500, 4200],
    ]),
    popularity: 85,
    addedDaysAgo: 300,
    legacyId: 104,
    legacySlug: 'sidi-ali-1x5l',
    picture: 'bottle',
  }),
  product({
    slug: 'sidi-ali-50cl',
    nameFr: 'Sidi Ali 50 cl',
    nameAr: 'سيدي علي 50 سنتيلتر',
    descriptionFr:
      'La petite bouteille de 50 cl de Sidi Ali, parfaite pour le sac, la voiture ou le sport. Une eau plate fraîche à portée de main toute la journée.',
    descriptionAr:
      'قارورة سيدي علي الصغيرة سعة 50 سنتيلتر، مثالية للحقيبة أو السيارة أو الرياضة. مياه منعشة في متناول اليد طوال اليوم.',
    brand: 'sidi-ali',
    category: 'petites-bouteilles',
    reference: 'SA-50CL',
    variants: formats('SA', [
      ['12x50cl', 4200],
      ['24x50cl', 8200],
    ]),
    popularity: 88,
    addedDaysAgo: 340,
    legacyId: 105,
    legacySlug: 'sidi-ali-12x50cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'sidi-ali-33cl',
    nameFr: 'Sidi Ali 33 cl',
    nameAr: 'سيدي علي 33 سنتيلتر',
    descriptionFr:
      'Le format 33 cl de Sidi Ali, idéal pour les réunions, les goûters et les boîtes à repas. Juste la bonne quantité pour une pause.',
    descriptionAr:
      'حجم 33 سنتيلتر من سيدي علي، مثالي للاجتماعات ووجبات اللمجة وعلب الغداء. الكمية المناسبة تماماً لاستراحة قصيرة.',
    brand: 'sidi-ali',
    category: 'petites-bouteilles',
    reference: 'SA-33CL',
    variants: formats('SA', [
      ['12x33cl', 3600],
      ['24x33cl', 7000],
    ]),
    popularity: 80,
    addedDaysAgo: 330,
    legacyId: 106,
    legacySlug: 'sidi-ali-12x33cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'sidi-ali-sport-75cl',
    nameFr: 'Sidi Ali Sport 75 cl',
    nameAr: 'سيدي علي سبور 75 سنتيلتر',
    descriptionFr:
      "Sidi Ali en bouteille de 75 cl avec bouchon sport, facile à ouvrir d'une main. Pour la salle de sport, la course ou la randonnée.",
    descriptionAr:
      'سيدي علي في قارورة سعة 75 سنتيلتر بغطاء رياضي يُفتح بيد واحدة. للنادي الرياضي والجري والمشي في الطبيعة.',
    brand: 'sidi-ali',
    category: 'petites-bouteilles',
    reference: 'SA-SPORT-75CL',
    variants: formats('SA', [
      ['6x75cl', 3000],
      ['12x75cl', 5800],
    ]),
    popularity: 55,
    addedDaysAgo: 45,
    legacyId: 107,
    legacySlug: 'sidi-ali-sport-6x75cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'sidi-ali-kids-25cl',
    nameFr: 'Sidi Ali Kids 25 cl',
    nameAr: 'سيدي علي للأطفال 25 سنتيلتر',
    descriptionFr:
      'Une petite bouteille de 25 cl adaptée aux mains des enfants, avec un bouchon facile à ouvrir. Idéale pour le cartable et la récréation.',
    descriptionAr:
      'قارورة صغيرة سعة 25 سنتيلتر تناسب أيدي الأطفال، بغطاء سهل الفتح. مثالية للمحفظة المدرسية ووقت الاستراحة.',
    brand: 'sidi-ali',
    category: 'coin-des-enfants',
    reference: 'SA-KIDS-25CL',
    variants: formats('SA', [
      ['12x25cl', 3000],
      ['24x25cl', 5800],
    ]),
    popularity: 70,
    addedDaysAgo: 120,
    legacyId: 108,
    legacySlug: 'sidi-ali-kids-12x25cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'sidi-ali-verre-50cl',
    nameFr: 'Sidi Ali verre 50 cl',
    nameAr: 'سيدي علي زجاج 50 سنتيلتر',
    descriptionFr:
      "Sidi Ali en bouteille de verre de 50 cl, pour un service élégant à table. Le verre préserve le goût pur de l'eau.",
    descriptionAr:
      'سيدي علي في قارورة زجاجية سعة 50 سنتيلتر لتقديم أنيق على المائدة. يحافظ الزجاج على المذاق النقي للماء.',
    brand: 'sidi-ali',
    category: 'bouteilles-en-verre',
    reference: 'SA-V-50CL',
    variants: formats('SA-V', [
      ['12x50cl', 7200],
      ['24x50cl', 14000],
    ]),
    popularity: 48,
    addedDaysAgo: 150,
    unavailableIn: NO_GLASS,
    legacyId: 109,
    legacySlug: 'sidi-ali-verre-12x50cl',
    picture: 'glass-bottle',
  }),
  product({
    slug: 'sidi-ali-recharge-18-9l',
    nameFr: 'Recharge Sidi Ali 18,9 L',
    nameAr: 'إعادة تعبئة سيدي علي 18,9 لتر',
    descriptionFr:
      "Bonbonne de 18,9 litres d'eau Sidi Ali, livrée en échange de votre bonbonne vide. Compatible avec toutes nos fontaines à eau.",
    descriptionAr:
      'قنينة سيدي علي سعة 18,9 لتر تُسلَّم مقابل قنينتكم الفارغة. متوافقة مع جميع موزعات المياه لدينا.',
    brand: 'sidi-ali',
    category: 'bonbonnes',
    reference: 'SA-REC-18-9L',
    priceCentimes: 3000,
    variants: [],
    popularity: 86,
    addedDaysAgo: 280,
    unavailableIn: ['laayoune', 'dakhla'],
    legacyId: 110,
    legacySlug: 'sidi-ali-recharge-18-9l',
    picture: 'jug',
  }),
  product({
    slug: 'sidi-ali-bonbonne-18-9l-consigne',
    nameFr: 'Bonbonne Sidi Ali 18,9 L avec consigne',
    nameAr: 'قنينة سيدي علي 18,9 لتر مع مبلغ الضمان',
    descriptionFr:
      'Votre première bonbonne de 18,9 litres, consigne du récipient incluse. Les recharges suivantes se font par simple échange de la bonbonne vide.',
    descriptionAr:
      'قنينتكم الأولى سعة 18,9 لتر، مع احتساب مبلغ الضمان على الوعاء. تتم التعبئات التالية بمجرد استبدال القنينة الفارغة.',
    brand: 'sidi-ali',
    category: 'bonbonnes',
    reference: 'SA-BON-18-9L',
    priceCentimes: 9000,
    variants: [],
    popularity: 60,
    addedDaysAgo: 280,
    unavailableIn: ['laayoune', 'dakhla'],
    legacyId: 111,
    legacySlug: 'sidi-ali-bonbonne-18-9l-consigne',
    picture: 'jug',
  }),

  // --- Ain Atlas: still natural mineral water ---------------------------------------------------
  product({
    slug: 'ain-atlas-1-5l',
    nameFr: 'Ain Atlas 1,5 L',
    nameAr: 'عين أطلس 1,5 لتر',
    descriptionFr:
      "Eau minérale naturelle Ain Atlas, issue d'une source des montagnes de l'Atlas. Une eau plate légère, au bon rapport qualité-prix pour toute la famille.",
    descriptionAr:
      'مياه معدنية طبيعية عين أطلس من منبع في جبال الأطلس. مياه خفيفة غير غازية بسعر مناسب لكل أفراد الأسرة.',
    brand: 'ain-atlas',
    category: 'bouteilles-familiales',
    reference: 'AA-1-5L',
    variants: formats('AA', [
      ['6x1-5l', 3000],
      ['12x1-5l', 5800],
    ]),
    popularity: 84,
    addedDaysAgo: 370,
    legacyId: 112,
    legacySlug: 'ain-atlas-6x1-5l',
    picture: 'bottle',
  }),
  product({
    slug: 'ain-atlas-1l',
    nameFr: 'Ain Atlas 1 L',
    nameAr: 'عين أطلس 1 لتر',
    descriptionFr:
      "Ain Atlas en bouteille d'un litre, une eau douce et désaltérante. Un format pratique pour la table comme pour le bureau.",
    descriptionAr:
      'عين أطلس في قارورة من لتر واحد، مياه عذبة تروي العطش. حجم عملي للمائدة وللمكتب على حد سواء.',
    brand: 'ain-atlas',
    category: 'bouteilles-familiales',
    reference: 'AA-1L',
    variants: formats('AA', [
      ['6x1l', 2500],
      ['12x1l', 4800],
    ]),
    popularity: 66,
    addedDaysAgo: 350,
    legacyId: 113,
    legacySlug: 'ain-atlas-6x1l',
    picture: 'bottle',
  }),
  product({
    slug: 'ain-atlas-50cl',
    nameFr: 'Ain Atlas 50 cl',
    nameAr: 'عين أطلس 50 سنتيلتر',
    descriptionFr:
      "La bouteille nomade de 50 cl d'Ain Atlas, à glisser dans un sac. Parfaite pour les trajets et les journées chargées.",
    descriptionAr:
      'قارورة عين أطلس سعة 50 سنتيلتر تُحمل بسهولة في الحقيبة. مثالية للتنقلات والأيام المزدحمة.',
    brand: 'ain-atlas',
    category: 'petites-bouteilles',
    reference: 'AA-50CL',
    variants: formats('AA', [
      ['12x50cl', 3600],
      ['24x50cl', 7000, 6500],
    ]),
    popularity: 72,
    addedDaysAgo: 320,
    legacyId: 114,
    legacySlug: 'ain-atlas-12x50cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'ain-atlas-33cl',
    nameFr: 'Ain Atlas 33 cl',
    nameAr: 'عين أطلس 33 سنتيلتر',
    descriptionFr:
      'Ain Atlas en 33 cl, le petit format pour les enfants, les réunions et les pique-niques. Une eau fraîche, sans gaspillage.',
    descriptionAr:
      'عين أطلس بحجم 33 سنتيلتر، الحجم الصغير للأطفال والاجتماعات والنزهات. مياه منعشة دون تبذير.',
    brand: 'ain-atlas',
    category: 'petites-bouteilles',
    reference: 'AA-33CL',
    variants: formats('AA', [
      ['12x33cl', 3200],
      ['24x33cl', 6200],
    ]),
    popularity: 58,
    addedDaysAgo: 300,
    legacyId: 115,
    legacySlug: 'ain-atlas-12x33cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'ain-atlas-5l',
    nameFr: 'Ain Atlas 5 L',
    nameAr: 'عين أطلس 5 لترات',
    descriptionFr:
      "La bouteille de 5 litres d'Ain Atlas pour la cuisine et la réserve de la maison. Sa poignée facilite le transport et le service.",
    descriptionAr:
      'قارورة عين أطلس سعة 5 لترات للمطبخ ولمخزون البيت. مقبضها يسهّل حملها وصبّ الماء.',
    brand: 'ain-atlas',
    category: 'bouteilles-familiales',
    reference: 'AA-5L',
    variants: formats('AA', [
      ['1x5l', 1100],
      ['2x5l', 2100],
    ]),
    popularity: 68,
    addedDaysAgo: 260,
    legacyId: 116,
    legacySlug: 'ain-atlas-1x5l',
    picture: 'bottle',
  }),
  product({
    slug: 'ain-atlas-recharge-18-9l',
    nameFr: 'Recharge Ain Atlas 18,9 L',
    nameAr: 'إعادة تعبئة عين أطلس 18,9 لتر',
    descriptionFr:
      "Recharge de 18,9 litres d'eau Ain Atlas, livrée contre votre bonbonne vide. Elle s'installe sur toutes les fontaines standard.",
    descriptionAr:
      'تعبئة 18,9 لتر من مياه عين أطلس، تُسلَّم مقابل قنينتكم الفارغة. تُركَّب على جميع الموزعات العادية.',
    brand: 'ain-atlas',
    category: 'bonbonnes',
    reference: 'AA-REC-18-9L',
    priceCentimes: 2800,
    variants: [],
    popularity: 64,
    addedDaysAgo: 240,
    unavailableIn: ['laayoune', 'dakhla'],
    legacyId: 117,
    legacySlug: 'ain-atlas-recharge-18-9l',
    picture: 'jug',
  }),

  // --- Oulmès: naturally sparkling mineral water ------------------------------------------------
  product({
    slug: 'oulmes-1l',
    nameFr: 'Oulmès 1 L',
    nameAr: 'والماس 1 لتر',
    descriptionFr:
      "Oulmès, l'eau minérale naturellement gazeuse du Maroc, aux fines bulles. Elle accompagne parfaitement les repas copieux.",
    descriptionAr:
      'والماس، المياه المعدنية الغازية طبيعياً في المغرب، بفقاعاتها الدقيقة. ترافق الوجبات الدسمة على أحسن وجه.',
    brand: 'oulmes',
    category: 'bouteilles-familiales',
    reference: 'OU-1L',
    variants: formats('OU', [
      ['6x1l', 4200],
      ['12x1l', 8200],
    ]),
    popularity: 92,
    addedDaysAgo: 385,
    legacyId: 118,
    legacySlug: 'oulmes-6x1l',
    picture: 'bottle',
  }),
  product({
    slug: 'oulmes-50cl',
    nameFr: 'Oulmès 50 cl',
    nameAr: 'والماس 50 سنتيلتر',
    descriptionFr:
      "Les bulles d'Oulmès en bouteille de 50 cl, à emporter partout. Une eau gazeuse rafraîchissante pour accompagner un déjeuner sur le pouce.",
    descriptionAr:
      'فقاعات والماس في قارورة سعة 50 سنتيلتر تأخذونها أينما ذهبتم. مياه غازية منعشة ترافق وجبة غداء سريعة.',
    brand: 'oulmes',
    category: 'petites-bouteilles',
    reference: 'OU-50CL',
    variants: formats('OU', [
      ['12x50cl', 4800],
      ['24x50cl', 9400],
    ]),
    popularity: 78,
    addedDaysAgo: 330,
    legacyId: 119,
    legacySlug: 'oulmes-12x50cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'oulmes-33cl',
    nameFr: 'Oulmès 33 cl',
    nameAr: 'والماس 33 سنتيلتر',
    descriptionFr:
      "Le petit format 33 cl d'Oulmès, une portion de bulles pour une personne. Idéal pour les cafés, les bureaux et les réceptions.",
    descriptionAr:
      'حجم والماس الصغير 33 سنتيلتر، حصة من الفقاعات لشخص واحد. مثالي للمقاهي والمكاتب وحفلات الاستقبال.',
    brand: 'oulmes',
    category: 'petites-bouteilles',
    reference: 'OU-33CL',
    variants: formats('OU', [
      ['12x33cl', 4000],
      ['24x33cl', 7800],
    ]),
    popularity: 65,
    addedDaysAgo: 200,
    legacyId: 120,
    legacySlug: 'oulmes-12x33cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'oulmes-verre-1l',
    nameFr: 'Oulmès verre 1 L',
    nameAr: 'والماس زجاج 1 لتر',
    descriptionFr:
      "La bouteille en verre d'un litre d'Oulmès, un classique des tables marocaines. Servez-la bien fraîche avec un tajine ou un couscous.",
    descriptionAr:
      'قارورة والماس الزجاجية من لتر واحد، من كلاسيكيات المائدة المغربية. قدّموها باردة مع الطاجين أو الكسكس.',
    brand: 'oulmes',
    category: 'bouteilles-en-verre',
    reference: 'OU-V-1L',
    variants: formats('OU-V', [
      ['6x1l', 5400],
      ['12x1l', 10500],
    ]),
    popularity: 74,
    addedDaysAgo: 380,
    unavailableIn: NO_GLASS,
    legacyId: 121,
    legacySlug: 'oulmes-verre-6x1l',
    picture: 'glass-bottle',
  }),
  product({
    slug: 'oulmes-verre-75cl',
    nameFr: 'Oulmès verre 75 cl',
    nameAr: 'والماس زجاج 75 سنتيلتر',
    descriptionFr:
      'Oulmès en bouteille de verre de 75 cl, le format préféré des restaurants. Son verre vert reconnaissable habille élégamment la table.',
    descriptionAr:
      'والماس في قارورة زجاجية سعة 75 سنتيلتر، الحجم المفضل لدى المطاعم. زجاجها الأخضر المميز يزيّن المائدة بأناقة.',
    brand: 'oulmes',
    category: 'bouteilles-en-verre',
    reference: 'OU-V-75CL',
    variants: formats('OU-V', [
      ['6x75cl', 4800],
      ['12x75cl', 9400],
    ]),
    popularity: 52,
    addedDaysAgo: 170,
    unavailableIn: NO_GLASS,
    legacyId: 122,
    legacySlug: 'oulmes-verre-6x75cl',
    picture: 'glass-bottle',
  }),
  product({
    slug: 'oulmes-verre-50cl',
    nameFr: 'Oulmès verre 50 cl',
    nameAr: 'والماس زجاج 50 سنتيلتر',
    descriptionFr:
      "La bouteille en verre de 50 cl d'Oulmès pour un service individuel. Des bulles fines et un goût net, à déguster très frais.",
    descriptionAr:
      'قارورة والماس الزجاجية سعة 50 سنتيلتر للتقديم الفردي. فقاعات دقيقة ومذاق صافٍ، يُستحسن تناولها باردة جداً.',
    brand: 'oulmes',
    category: 'bouteilles-en-verre',
    reference: 'OU-V-50CL',
    variants: formats('OU-V', [
      ['12x50cl', 7800],
      ['24x50cl', 15200],
    ]),
    popularity: 57,
    addedDaysAgo: 360,
    unavailableIn: NO_GLASS,
    legacyId: 123,
    legacySlug: 'oulmes-verre-12x50cl',
    picture: 'glass-bottle',
  }),
  product({
    slug: 'oulmes-verre-25cl',
    nameFr: 'Oulmès verre 25 cl',
    nameAr: 'والماس زجاج 25 سنتيلتر',
    descriptionFr:
      "La petite bouteille en verre de 25 cl d'Oulmès, servie traditionnellement avec le café. Un format très apprécié des cafés et des hôtels.",
    descriptionAr:
      'قارورة والماس الزجاجية الصغيرة سعة 25 سنتيلتر، تُقدَّم تقليدياً مع القهوة. حجم يحظى بإقبال كبير في المقاهي والفنادق.',
    brand: 'oulmes',
    category: 'bouteilles-en-verre',
    reference: 'OU-V-25CL',
    variants: formats('OU-V', [
      ['6x25cl', 2400],
      ['12x25cl', 4600],
      ['24x25cl', 8900, 7900],
    ]),
    popularity: 81,
    addedDaysAgo: 395,
    unavailableIn: NO_GLASS,
    legacyId: 124,
    legacySlug: 'oulmes-verre-6x25cl',
    picture: 'glass-bottle',
  }),

  // --- Bahia: still table water -----------------------------------------------------------------
  product({
    slug: 'bahia-1-5l',
    nameFr: 'Bahia 1,5 L',
    nameAr: 'باهية 1,5 لتر',
    descriptionFr:
      "Bahia, l'eau de table plate à petit prix pour les besoins quotidiens de la famille. Une eau contrôlée et soigneusement embouteillée, pour boire comme pour cuisiner.",
    descriptionAr:
      'باهية، مياه المائدة غير الغازية بسعر في المتناول لاحتياجات الأسرة اليومية. مياه مراقبة ومعبأة بعناية للشرب والطبخ.',
    brand: 'bahia',
    category: 'bouteilles-familiales',
    reference: 'BA-1-5L',
    variants: formats('BA', [
      ['6x1-5l', 2400],
      ['12x1-5l', 4600],
    ]),
    popularity: 83,
    addedDaysAgo: 375,
    legacyId: 125,
    legacySlug: 'bahia-6x1-5l',
    picture: 'bottle',
  }),
  product({
    slug: 'bahia-1l',
    nameFr: 'Bahia 1 L',
    nameAr: 'باهية 1 لتر',
    descriptionFr:
      "Bahia en bouteille d'un litre, une eau de table légère à prix doux. Pratique pour la table et le réfrigérateur.",
    descriptionAr: 'باهية في قارورة من لتر واحد، مياه مائدة خفيفة بسعر مناسب. عملية للمائدة والثلاجة.',
    brand: 'bahia',
    category: 'bouteilles-familiales',
    reference: 'BA-1L',
    variants: formats('BA', [
      ['6x1l', 2000],
      ['12x1l', 3800],
    ]),
    popularity: 54,
    addedDaysAgo: 90,
    legacyId: 126,
    legacySlug: 'bahia-6x1l',
    picture: 'bottle',
  }),
  product({
    slug: 'bahia-5l',
    nameFr: 'Bahia 5 L',
    nameAr: 'باهية 5 لترات',
    descriptionFr:
      "Des bouteilles de 5 litres d'eau Bahia pour faire le plein à la maison. Le choix économique pour la cuisine et le thé.",
    descriptionAr:
      'قارورات سعة 5 لترات من مياه باهية لتموين البيت. الاختيار الاقتصادي للطبخ وتحضير الشاي.',
    brand: 'bahia',
    category: 'bouteilles-familiales',
    reference: 'BA-5L',
    variants: formats('BA', [
      ['2x5l', 1600],
      ['4x5l', 3000],
    ]),
    popularity: 76,
    addedDaysAgo: 250,
    legacyId: 127,
    legacySlug: 'bahia-2x5l',
    picture: 'bottle',
  }),
  product({
    slug: 'bahia-50cl',
    nameFr: 'Bahia 50 cl',
    nameAr: 'باهية 50 سنتيلتر',
    descriptionFr:
      'Bahia en 50 cl, la petite bouteille économique du quotidien. Idéale pour les chantiers, les écoles et les événements.',
    descriptionAr:
      'باهية بحجم 50 سنتيلتر، القارورة الصغيرة الاقتصادية للاستعمال اليومي. مثالية لأوراش العمل والمدارس والمناسبات.',
    brand: 'bahia',
    category: 'petites-bouteilles',
    reference: 'BA-50CL',
    variants: formats('BA', [
      ['12x50cl', 2800],
      ['24x50cl', 5400],
    ]),
    popularity: 69,
    addedDaysAgo: 310,
    legacyId: 128,
    legacySlug: 'bahia-12x50cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'bahia-33cl',
    nameFr: 'Bahia 33 cl',
    nameAr: 'باهية 33 سنتيلتر',
    descriptionFr:
      'Le format 33 cl de Bahia, une eau de table facile à distribuer lors des réunions et des fêtes. Petit prix, grande praticité.',
    descriptionAr:
      'حجم 33 سنتيلتر من باهية، مياه مائدة يسهل توزيعها في الاجتماعات والحفلات. سعر صغير وفائدة كبيرة.',
    brand: 'bahia',
    category: 'petites-bouteilles',
    reference: 'BA-33CL',
    variants: formats('BA', [
      ['12x33cl', 2400],
      ['24x33cl', 4600, 4200],
    ]),
    popularity: 61,
    addedDaysAgo: 290,
    legacyId: 129,
    legacySlug: 'bahia-12x33cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'bahia-mini-25cl',
    nameFr: 'Bahia Mini 25 cl',
    nameAr: 'باهية ميني 25 سنتيلتر',
    descriptionFr:
      'La mini-bouteille Bahia de 25 cl, pensée pour les goûters des enfants. Légère à porter et facile à ouvrir.',
    descriptionAr: 'قارورة باهية الصغيرة سعة 25 سنتيلتر، مصممة للمجة الأطفال. خفيفة الحمل وسهلة الفتح.',
    brand: 'bahia',
    category: 'coin-des-enfants',
    reference: 'BA-MINI-25CL',
    variants: formats('BA', [
      ['12x25cl', 2200],
      ['24x25cl', 4200],
    ]),
    popularity: 50,
    addedDaysAgo: 75,
    legacyId: 130,
    legacySlug: 'bahia-mini-12x25cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'bahia-recharge-18-9l',
    nameFr: 'Recharge Bahia 18,9 L',
    nameAr: 'إعادة تعبئة باهية 18,9 لتر',
    descriptionFr:
      "Recharge de 18,9 litres d'eau de table Bahia, en échange de votre bonbonne vide. La solution la plus économique pour votre fontaine.",
    descriptionAr:
      'تعبئة 18,9 لتر من مياه المائدة باهية مقابل قنينتكم الفارغة. الحل الأكثر اقتصاداً لموزع المياه لديكم.',
    brand: 'bahia',
    category: 'bonbonnes',
    reference: 'BA-REC-18-9L',
    priceCentimes: 2400,
    variants: [],
    popularity: 73,
    addedDaysAgo: 230,
    unavailableIn: ['laayoune', 'dakhla'],
    legacyId: 131,
    legacySlug: 'bahia-recharge-18-9l',
    picture: 'jug',
  }),

  // --- Orangina: sparkling orange soft drink ----------------------------------------------------
  product({
    slug: 'orangina-canette-33cl',
    nameFr: 'Orangina canette 33 cl',
    nameAr: 'أورانجينا علبة 33 سنتيلتر',
    descriptionFr:
      "La boisson gazeuse à l'orange avec sa pulpe, en canette de 33 cl. Retournez-la doucement avant de l'ouvrir pour remettre la pulpe en suspension.",
    descriptionAr:
      'المشروب الغازي بالبرتقال مع لبّه، في علبة سعة 33 سنتيلتر. اقلبوها بلطف قبل فتحها ليتوزع اللب من جديد.',
    brand: 'orangina',
    category: 'petites-bouteilles',
    reference: 'OR-CAN-33CL',
    variants: formats('OR-CAN', [
      ['6x33cl', 4200],
      ['12x33cl', 8200],
      ['24x33cl', 15900, 14900],
    ]),
    popularity: 89,
    addedDaysAgo: 220,
    legacyId: 132,
    legacySlug: 'orangina-canette-6x33cl',
    picture: 'can',
  }),
  product({
    slug: 'orangina-1-5l',
    nameFr: 'Orangina 1,5 L',
    nameAr: 'أورانجينا 1,5 لتر',
    descriptionFr:
      "Orangina en bouteille familiale de 1,5 litre, avec de vrais morceaux de pulpe d'orange. À partager bien frais lors des repas en famille.",
    descriptionAr:
      'أورانجينا في قارورة عائلية سعة 1,5 لتر، مع قطع حقيقية من لب البرتقال. تُتقاسم باردة في الوجبات العائلية.',
    brand: 'orangina',
    category: 'bouteilles-familiales',
    reference: 'OR-1-5L',
    variants: formats('OR', [
      ['2x1-5l', 3000],
      ['6x1-5l', 8700, 7900],
    ]),
    popularity: 87,
    addedDaysAgo: 260,
    legacyId: 133,
    legacySlug: 'orangina-2x1-5l',
    picture: 'bottle',
  }),
  product({
    slug: 'orangina-1l',
    nameFr: 'Orangina 1 L',
    nameAr: 'أورانجينا 1 لتر',
    descriptionFr:
      "Le format d'un litre d'Orangina, pratique pour les petits foyers. Un mélange pétillant d'orange, de citron et de mandarine.",
    descriptionAr: 'حجم أورانجينا من لتر واحد، عملي للأسر الصغيرة. مزيج فوّار من البرتقال والليمون واليوسفي.',
    brand: 'orangina',
    category: 'bouteilles-familiales',
    reference: 'OR-1L',
    variants: formats('OR', [
      ['6x1l', 6600],
      ['12x1l', 12800],
    ]),
    popularity: 63,
    addedDaysAgo: 140,
    legacyId: 134,
    legacySlug: 'orangina-6x1l',
    picture: 'bottle',
  }),
  product({
    slug: 'orangina-50cl',
    nameFr: 'Orangina 50 cl',
    nameAr: 'أورانجينا 50 سنتيلتر',
    descriptionFr:
      'Orangina en bouteille refermable de 50 cl, pour une pause fraîche à tout moment. Elle se glisse facilement dans la glacière.',
    descriptionAr:
      'أورانجينا في قارورة سعة 50 سنتيلتر قابلة لإعادة الإغلاق، لاستراحة منعشة في أي وقت. توضع بسهولة في صندوق التبريد.',
    brand: 'orangina',
    category: 'petites-bouteilles',
    reference: 'OR-50CL',
    variants: formats('OR', [
      ['12x50cl', 9600],
      ['24x50cl', 18500],
    ]),
    popularity: 59,
    addedDaysAgo: 60,
    legacyId: 135,
    legacySlug: 'orangina-12x50cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'orangina-verre-25cl',
    nameFr: 'Orangina verre 25 cl',
    nameAr: 'أورانجينا زجاج 25 سنتيلتر',
    descriptionFr:
      "La célèbre bouteille ronde en verre d'Orangina, en format 25 cl. Un incontournable des terrasses de café et des restaurants.",
    descriptionAr:
      'قارورة أورانجينا الزجاجية المستديرة الشهيرة بحجم 25 سنتيلتر. حاضرة دائماً في شرفات المقاهي والمطاعم.',
    brand: 'orangina',
    category: 'bouteilles-en-verre',
    reference: 'OR-V-25CL',
    variants: formats('OR-V', [
      ['6x25cl', 3600],
      ['12x25cl', 7000],
      ['24x25cl', 13600],
    ]),
    popularity: 71,
    addedDaysAgo: 190,
    unavailableIn: NO_GLASS,
    legacyId: 136,
    legacySlug: 'orangina-verre-6x25cl',
    picture: 'glass-bottle',
  }),

  // --- Glass: water in glass bottles for restaurants and hotels --------------------------------
  product({
    slug: 'glass-plate-75cl',
    nameFr: 'Glass eau plate 75 cl',
    nameAr: 'غلاس مياه غير غازية 75 سنتيلتر',
    descriptionFr:
      "Glass, l'eau plate en bouteille de verre conçue pour les restaurants et les hôtels. Le format 75 cl trouve naturellement sa place au centre de la table.",
    descriptionAr:
      'غلاس، مياه غير غازية في قارورة زجاجية مصممة للمطاعم والفنادق. حجم 75 سنتيلتر يزيّن وسط المائدة بأناقة.',
    brand: 'glass',
    category: 'bouteilles-en-verre',
    reference: 'GL-P-75CL',
    variants: formats('GL-P', [
      ['6x75cl', 4500],
      ['12x75cl', 8800],
    ]),
    popularity: 46,
    addedDaysAgo: 130,
    unavailableIn: NO_GLASS,
    legacyId: 137,
    legacySlug: 'glass-plate-6x75cl',
    picture: 'glass-bottle',
  }),
  product({
    slug: 'glass-plate-33cl',
    nameFr: 'Glass eau plate 33 cl',
    nameAr: 'غلاس مياه غير غازية 33 سنتيلتر',
    descriptionFr:
      "L'eau plate Glass en bouteille de verre de 33 cl, pour un service individuel soigné. Idéale pour les formules du midi et le service en chambre.",
    descriptionAr:
      'مياه غلاس غير الغازية في قارورة زجاجية سعة 33 سنتيلتر، لتقديم فردي راقٍ. مثالية لوجبات الغداء وخدمة الغرف.',
    brand: 'glass',
    category: 'bouteilles-en-verre',
    reference: 'GL-P-33CL',
    variants: formats('GL-P', [
      ['12x33cl', 4800],
      ['24x33cl', 9200],
    ]),
    popularity: 42,
    addedDaysAgo: 125,
    unavailableIn: NO_GLASS,
    legacyId: 138,
    legacySlug: 'glass-plate-12x33cl',
    picture: 'glass-bottle',
  }),
  product({
    slug: 'glass-plate-1l',
    nameFr: 'Glass eau plate 1 L',
    nameAr: 'غلاس مياه غير غازية 1 لتر',
    descriptionFr:
      "Glass en bouteille de verre d'un litre, pour les grandes tablées au restaurant. Une eau plate pure, servie dans un verre recyclable.",
    descriptionAr:
      'غلاس في قارورة زجاجية من لتر واحد للموائد الكبيرة في المطاعم. مياه نقية غير غازية في زجاج قابل لإعادة التدوير.',
    brand: 'glass',
    category: 'bouteilles-en-verre',
    reference: 'GL-P-1L',
    variants: formats('GL-P', [
      ['6x1l', 5400],
      ['12x1l', 10400],
    ]),
    popularity: 35,
    addedDaysAgo: 20,
    unavailableIn: NO_GLASS,
    legacyId: 139,
    legacySlug: 'glass-plate-6x1l',
    picture: 'glass-bottle',
  }),
  product({
    slug: 'glass-gazeuse-75cl',
    nameFr: 'Glass eau gazeuse 75 cl',
    nameAr: 'غلاس مياه غازية 75 سنتيلتر',
    descriptionFr:
      'La version pétillante de Glass, en bouteille de verre de 75 cl. Des bulles fines pour accompagner les plats en salle.',
    descriptionAr:
      'النسخة الغازية من غلاس في قارورة زجاجية سعة 75 سنتيلتر. فقاعات دقيقة ترافق الأطباق في قاعة المطعم.',
    brand: 'glass',
    category: 'bouteilles-en-verre',
    reference: 'GL-G-75CL',
    variants: formats('GL-G', [
      ['6x75cl', 5100],
      ['12x75cl', 9900],
    ]),
    popularity: 40,
    addedDaysAgo: 128,
    unavailableIn: NO_GLASS,
    legacyId: 140,
    legacySlug: 'glass-gazeuse-6x75cl',
    picture: 'glass-bottle',
  }),
  product({
    slug: 'glass-gazeuse-33cl',
    nameFr: 'Glass eau gazeuse 33 cl',
    nameAr: 'غلاس مياه غازية 33 سنتيلتر',
    descriptionFr:
      'Glass gazeuse en 33 cl, la petite bouteille en verre des cafés et des bars à jus. Servie fraîche avec une rondelle de citron.',
    descriptionAr:
      'غلاس الغازية بحجم 33 سنتيلتر، القارورة الزجاجية الصغيرة للمقاهي ومحلات العصير. تُقدَّم باردة مع شريحة ليمون.',
    brand: 'glass',
    category: 'bouteilles-en-verre',
    reference: 'GL-G-33CL',
    variants: formats('GL-G', [
      ['12x33cl', 5400],
      ['24x33cl', 10400, 9600],
    ]),
    popularity: 38,
    addedDaysAgo: 110,
    unavailableIn: NO_GLASS,
    legacyId: 141,
    legacySlug: 'glass-gazeuse-12x33cl',
    picture: 'glass-bottle',
  }),

  // --- Vitalya: water-based fruit drinks for children ------------------------------------------
  product({
    slug: 'vitalya-pomme-20cl',
    nameFr: 'Vitalya pomme 20 cl',
    nameAr: 'فيتاليا تفاح 20 سنتيلتر',
    descriptionFr:
      "Une boisson à base d'eau et de jus de pomme, douce et peu sucrée, pour les enfants. La petite bouteille de 20 cl tient parfaitement dans le cartable.",
    descriptionAr:
      'مشروب من الماء وعصير التفاح، لطيف وقليل السكر، مخصص للأطفال. القارورة الصغيرة سعة 20 سنتيلتر تناسب المحفظة المدرسية تماماً.',
    brand: 'vitalya',
    category: 'coin-des-enfants',
    reference: 'VI-POM-20CL',
    variants: formats('VI-POM', [
      ['6x20cl', 1800],
      ['12x20cl', 3400],
      ['24x20cl', 6500],
    ]),
    popularity: 77,
    addedDaysAgo: 160,
    legacyId: 142,
    legacySlug: 'vitalya-pomme-6x20cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'vitalya-orange-20cl',
    nameFr: 'Vitalya orange 20 cl',
    nameAr: 'فيتاليا برتقال 20 سنتيلتر',
    descriptionFr:
      "Vitalya orange mélange eau et jus d'orange pour un goûter rafraîchissant. Sans colorants, dans un format adapté aux petites mains.",
    descriptionAr:
      'فيتاليا برتقال يمزج الماء وعصير البرتقال للمجة منعشة. بدون ملوّنات وبحجم يناسب الأيدي الصغيرة.',
    brand: 'vitalya',
    category: 'coin-des-enfants',
    reference: 'VI-ORA-20CL',
    variants: formats('VI-ORA', [
      ['6x20cl', 1800],
      ['12x20cl', 3400],
      ['24x20cl', 6500, 5900],
    ]),
    popularity: 75,
    addedDaysAgo: 160,
    legacyId: 143,
    legacySlug: 'vitalya-orange-6x20cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'vitalya-multifruits-20cl',
    nameFr: 'Vitalya multifruits 20 cl',
    nameAr: 'فيتاليا متعدد الفواكه 20 سنتيلتر',
    descriptionFr:
      "Un cocktail de fruits allongé d'eau, au goût doux que les enfants adorent. Parfait pour les anniversaires et les sorties scolaires.",
    descriptionAr:
      'مزيج من الفواكه ممدود بالماء، بمذاق لطيف يحبه الأطفال. مثالي لأعياد الميلاد والرحلات المدرسية.',
    brand: 'vitalya',
    category: 'coin-des-enfants',
    reference: 'VI-MUL-20CL',
    variants: formats('VI-MUL', [
      ['6x20cl', 1900],
      ['12x20cl', 3600],
    ]),
    popularity: 67,
    addedDaysAgo: 100,
    legacyId: 144,
    legacySlug: 'vitalya-multifruits-6x20cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'vitalya-mangue-20cl',
    nameFr: 'Vitalya mangue 20 cl',
    nameAr: 'فيتاليا مانجو 20 سنتيلتر',
    descriptionFr:
      "Vitalya mangue, une boisson fruitée légère à base d'eau et de purée de mangue. Un petit plaisir exotique pour la récréation.",
    descriptionAr: 'فيتاليا مانجو، مشروب فاكهي خفيف من الماء وهريس المانجو. متعة استوائية صغيرة لوقت الاستراحة.',
    brand: 'vitalya',
    category: 'coin-des-enfants',
    reference: 'VI-MAN-20CL',
    variants: formats('VI-MAN', [
      ['6x20cl', 1900],
      ['12x20cl', 3600],
    ]),
    popularity: 53,
    addedDaysAgo: 12,
    legacyId: 145,
    legacySlug: 'vitalya-mangue-6x20cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'vitalya-fraise-33cl',
    nameFr: 'Vitalya eau aromatisée fraise 33 cl',
    nameAr: 'فيتاليا ماء بنكهة الفراولة 33 سنتيلتر',
    descriptionFr:
      "Une eau légèrement aromatisée à la fraise, pour donner envie aux enfants de boire de l'eau. Peu sucrée et sans bulles.",
    descriptionAr: 'ماء بنكهة خفيفة من الفراولة يشجّع الأطفال على شرب الماء. قليل السكر وغير غازي.',
    brand: 'vitalya',
    category: 'coin-des-enfants',
    reference: 'VI-FRA-33CL',
    variants: formats('VI-FRA', [
      ['6x33cl', 2100],
      ['12x33cl', 4000],
    ]),
    popularity: 60,
    addedDaysAgo: 30,
    legacyId: 146,
    legacySlug: 'vitalya-fraise-6x33cl',
    picture: 'small-bottle',
  }),
  product({
    slug: 'vitalya-peche-33cl',
    nameFr: 'Vitalya eau aromatisée pêche 33 cl',
    nameAr: 'فيتاليا ماء بنكهة الخوخ 33 سنتيلتر',
    descriptionFr:
      "L'eau aromatisée à la pêche de Vitalya, douce et désaltérante. Une alternative légère aux sodas pour les enfants.",
    descriptionAr: 'ماء فيتاليا بنكهة الخوخ، لطيف ويروي العطش. بديل خفيف عن المشروبات الغازية للأطفال.',
    brand: 'vitalya',
    category: 'coin-des-enfants',
    reference: 'VI-PEC-33CL',
    variants: formats('VI-PEC', [
      ['6x33cl', 2100],
      ['12x33cl', 4000],
    ]),
    popularity: 49,
    addedDaysAgo: 5,
    legacyId: 147,
    legacySlug: 'vitalya-peche-6x33cl',
    picture: 'small-bottle',
  }),

  // --- Water fountains (for 18.9 L jugs), sold ------------------------------------------------
  product({
    slug: 'fontaine-sur-pied-chaud-froid',
    nameFr: 'Fontaine sur pied eau chaude et froide',
    nameAr: 'موزع مياه أرضي ماء ساخن وبارد',
    descriptionFr:
      "Fontaine sur pied pour bonbonne de 18,9 litres, avec robinets d'eau chaude et d'eau froide. Sécurité enfant sur l'eau chaude, idéale pour la maison comme pour le bureau.",
    descriptionAr:
      'موزع مياه أرضي لقنينة سعة 18,9 لتر، مزوّد بصنبورين للماء الساخن والبارد. قفل أمان للأطفال على الماء الساخن، مثالي للبيت والمكتب.',
    brand: 'sidi-ali',
    category: 'fontaines-a-eau',
    reference: 'SA-FT-PIED-CF',
    priceCentimes: 149900,
    variants: [],
    popularity: 58,
    addedDaysAgo: 270,
    unavailableIn: FAR,
    legacyId: 148,
    legacySlug: 'fontaine-sur-pied-chaud-froid',
    picture: 'fountain',
  }),
  product({
    slug: 'fontaine-chargement-par-le-bas',
    nameFr: 'Fontaine à chargement par le bas',
    nameAr: 'موزع مياه بتعبئة سفلية',
    descriptionFr:
      "Plus besoin de soulever la bonbonne : elle se place dans le meuble bas de la fontaine. Eau chaude, froide et ambiante, dans un design moderne en inox.",
    descriptionAr:
      'لا حاجة لرفع القنينة بعد الآن: توضع في الخزانة السفلية للموزع. ماء ساخن وبارد وبدرجة حرارة الغرفة، بتصميم عصري من الفولاذ المقاوم للصدأ.',
    brand: 'sidi-ali',
    category: 'fontaines-a-eau',
    reference: 'SA-FT-BAS',
    priceCentimes: 239900,
    sellPriceCentimes: 219900,
    variants: [],
    popularity: 44,
    addedDaysAgo: 25,
    unavailableIn: FAR,
    legacyId: 149,
    legacySlug: 'fontaine-chargement-par-le-bas',
    picture: 'fountain',
  }),
  product({
    slug: 'fontaine-de-table-chaud-froid',
    nameFr: 'Fontaine de table eau chaude et froide',
    nameAr: 'موزع مياه مكتبي ماء ساخن وبارد',
    descriptionFr:
      'Fontaine compacte à poser sur un plan de travail, pour bonbonne de 18,9 litres. Parfaite pour les petites cuisines et les bureaux.',
    descriptionAr: 'موزع مياه صغير يوضع على سطح العمل، لقنينة سعة 18,9 لتر. مثالي للمطابخ الصغيرة والمكاتب.',
    brand: 'ain-atlas',
    category: 'fontaines-a-eau',
    reference: 'AA-FT-TABLE',
    priceCentimes: 89900,
    variants: [],
    popularity: 51,
    addedDaysAgo: 180,
    unavailableIn: FAR,
    legacyId: 150,
    legacySlug: 'fontaine-de-table-chaud-froid',
    picture: 'fountain',
  }),
  product({
    slug: 'fontaine-sur-pied-froid',
    nameFr: 'Fontaine sur pied eau froide et ambiante',
    nameAr: 'موزع مياه أرضي ماء بارد وعادي',
    descriptionFr:
      "Une fontaine sur pied simple et économe en énergie, qui délivre de l'eau fraîche et de l'eau à température ambiante. Un placard de rangement est intégré sous les robinets.",
    descriptionAr:
      'موزع مياه أرضي بسيط وموفّر للطاقة، يقدّم ماءً بارداً وماءً بدرجة حرارة الغرفة. يضم خزانة تخزين مدمجة أسفل الصنابير.',
    brand: 'bahia',
    category: 'fontaines-a-eau',
    reference: 'BA-FT-PIED-F',
    priceCentimes: 119900,
    variants: [],
    popularity: 39,
    addedDaysAgo: 230,
    unavailableIn: FAR,
    legacyId: 151,
    legacySlug: 'fontaine-sur-pied-froid',
    picture: 'fountain',
  }),

  // --- Purifya: water purifiers and their filters ----------------------------------------------
  product({
    slug: 'purifya-osmose-inverse-5-etapes',
    nameFr: 'Purificateur Purifya osmose inverse 5 étapes',
    nameAr: 'جهاز تنقية المياه بوريفيا بالتناضح العكسي 5 مراحل',
    descriptionFr:
      "Purificateur d'eau sous évier à osmose inverse, avec cinq étapes de filtration et un robinet dédié. Une eau pure directement au robinet, sans bouteilles à porter.",
    descriptionAr:
      'جهاز لتنقية المياه بالتناضح العكسي يُركَّب تحت المغسلة، بخمس مراحل ترشيح وصنبور خاص. مياه نقية مباشرة من الصنبور دون حمل القارورات.',
    brand: 'purifya',
    category: 'purificateur',
    reference: 'PU-RO5',
    priceCentimes: 249900,
    sellPriceCentimes: 229900,
    variants: [],
    popularity: 56,
    addedDaysAgo: 95,
    unavailableIn: FAR,
    legacyId: 152,
    legacySlug: 'purifya-osmose-inverse-5-etapes',
    picture: 'purifier',
  }),
  product({
    slug: 'purifya-compact-3-etapes',
    nameFr: 'Purificateur Purifya compact 3 étapes',
    nameAr: 'جهاز تنقية المياه بوريفيا المدمج 3 مراحل',
    descriptionFr:
      'Un purificateur compact à trois étapes de filtration, qui se pose sur le plan de travail sans travaux. Idéal pour les appartements en location.',
    descriptionAr:
      'جهاز تنقية مدمج بثلاث مراحل ترشيح، يوضع على سطح العمل دون أي أشغال. مثالي للشقق المستأجرة.',
    brand: 'purifya',
    category: 'purificateur',
    reference: 'PU-C3',
    priceCentimes: 169900,
    variants: [],
    popularity: 43,
    addedDaysAgo: 8,
    unavailableIn: FAR,
    legacyId: 153,
    legacySlug: 'purifya-compact-3-etapes',
    picture: 'purifier',
  }),
  product({
    slug: 'purifya-filtres-rechange',
    nameFr: 'Kit de filtres de rechange Purifya',
    nameAr: 'طقم فلاتر بديلة بوريفيا',
    descriptionFr:
      'Jeu de trois filtres (sédiments, charbon actif et post-filtre) à remplacer tous les six mois. Compatible avec les purificateurs Purifya.',
    descriptionAr:
      'طقم من ثلاثة فلاتر (للرواسب والكربون النشط والفلتر النهائي) يُستبدل كل ستة أشهر. متوافق مع أجهزة التنقية بوريفيا.',
    brand: 'purifya',
    category: 'purificateur',
    reference: 'PU-FILT3',
    priceCentimes: 29900,
    variants: [],
    popularity: 47,
    addedDaysAgo: 90,
    unavailableIn: FAR,
    legacyId: 154,
    legacySlug: 'purifya-filtres-rechange',
    picture: 'purifier',
  }),
  product({
    slug: 'purifya-membrane-osmose',
    nameFr: "Membrane d'osmose inverse Purifya",
    nameAr: 'غشاء التناضح العكسي بوريفيا',
    descriptionFr:
      "Membrane de rechange pour le purificateur Purifya à osmose inverse. À changer environ tous les deux ans pour garder une eau parfaitement filtrée.",
    descriptionAr:
      'غشاء بديل لجهاز التنقية بوريفيا بالتناضح العكسي. يُستبدل كل سنتين تقريباً للحفاظ على مياه مرشّحة بشكل مثالي.',
    brand: 'purifya',
    category: 'purificateur',
    reference: 'PU-MEMB',
    priceCentimes: 39900,
    variants: [],
    popularity: 33,
    addedDaysAgo: 88,
    unavailableIn: FAR,
    legacyId: 155,
    legacySlug: 'purifya-membrane-osmose',
    picture: 'purifier',
  }),

  // --- Timeless Oulmès: clothing ----------------------------------------------------------------
  product({
    slug: 'tshirt-timeless-oulmes-blanc',
    nameFr: 'T-shirt Timeless Oulmès blanc',
    nameAr: 'قميص تايملس والماس أبيض',
    descriptionFr:
      'T-shirt en coton blanc floqué du logo Timeless Oulmès. Coupe droite et confortable, pour femmes et hommes.',
    descriptionAr: 'قميص قطني أبيض مطبوع عليه شعار تايملس والماس. قصة مستقيمة ومريحة للنساء والرجال.',
    brand: 'timelessoulmes',
    category: 'vetements',
    reference: 'TO-TS-BLANC',
    variants: sizes('TO-TS-BLANC', ['s', 'm', 'l', 'xl'], 12000),
    popularity: 36,
    addedDaysAgo: 70,
    legacyId: 156,
    legacySlug: 'tshirt-timeless-oulmes-blanc',
    picture: 'tshirt',
  }),
  product({
    slug: 'tshirt-timeless-oulmes-vert',
    nameFr: 'T-shirt Timeless Oulmès vert',
    nameAr: 'قميص تايملس والماس أخضر',
    descriptionFr:
      "T-shirt vert bouteille aux couleurs historiques d'Oulmès, en coton doux. Un clin d'œil au verre emblématique de la marque.",
    descriptionAr:
      'قميص بلون أخضر القارورة، بألوان والماس التاريخية ومن قطن ناعم. إشارة إلى الزجاج الشهير للعلامة.',
    brand: 'timelessoulmes',
    category: 'vetements',
    reference: 'TO-TS-VERT',
    variants: sizes('TO-TS-VERT', ['s', 'm', 'l', 'xl'], 12000),
    popularity: 31,
    addedDaysAgo: 70,
    legacyId: 157,
    legacySlug: 'tshirt-timeless-oulmes-vert',
    picture: 'tshirt',
  }),
  product({
    slug: 'tshirt-oulmes-retro',
    nameFr: 'T-shirt rétro Oulmès',
    nameAr: 'قميص والماس بطابع قديم',
    descriptionFr:
      "T-shirt illustré d'une affiche publicitaire rétro d'Oulmès, pour les amateurs de patrimoine marocain. Coton épais et impression durable.",
    descriptionAr: 'قميص مزيّن بملصق إشهاري قديم لوالماس، لعشاق التراث المغربي. قطن سميك وطباعة تدوم طويلاً.',
    brand: 'timelessoulmes',
    category: 'vetements',
    reference: 'TO-TS-RETRO',
    variants: sizes('TO-TS-RETRO', ['s', 'm', 'l', 'xl'], 14000, 11000),
    popularity: 41,
    addedDaysAgo: 15,
    legacyId: 158,
    legacySlug: 'tshirt-oulmes-retro',
    picture: 'tshirt',
  }),
  product({
    slug: 'casquette-timeless-oulmes',
    nameFr: 'Casquette Timeless Oulmès',
    nameAr: 'قبعة تايملس والماس',
    descriptionFr:
      'Casquette brodée Timeless Oulmès à visière incurvée, pour se protéger du soleil avec style. Disponible en deux tours de tête.',
    descriptionAr:
      'قبعة مطرزة بشعار تايملس والماس بحافة مقوّسة، للحماية من الشمس بأناقة. متوفرة بمقاسين لمحيط الرأس.',
    brand: 'timelessoulmes',
    category: 'vetements',
    reference: 'TO-CAP',
    variants: sizes('TO-CAP', ['m', 'l'], 9000),
    popularity: 34,
    addedDaysAgo: 65,
    legacyId: 159,
    legacySlug: 'casquette-timeless-oulmes',
    picture: 'cap',
  }),
  product({
    slug: 'casquette-oulmes-verte',
    nameFr: 'Casquette Oulmès verte',
    nameAr: 'قبعة والماس خضراء',
    descriptionFr:
      "Casquette en toile verte avec le logo Oulmès brodé en rouge. Un accessoire léger pour l'été, la plage et les matchs.",
    descriptionAr: 'قبعة من قماش أخضر مع شعار والماس مطرّز باللون الأحمر. إكسسوار خفيف للصيف والشاطئ والمباريات.',
    brand: 'timelessoulmes',
    category: 'vetements',
    reference: 'TO-CAP-VERTE',
    variants: sizes('TO-CAP-VERTE', ['m', 'l'], 9900),
    popularity: 29,
    addedDaysAgo: 40,
    legacyId: 160,
    legacySlug: 'casquette-oulmes-verte',
    picture: 'cap',
  }),
]
