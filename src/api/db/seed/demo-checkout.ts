/**
 * The demo shop's checkout rules (docs/decisions/0014): delivery weekdays per city, Morocco's
 * public holidays for 2026 and 2027, the reminder choices and a few vouchers. The numbers
 * (cut-off, booking window, points) are the `checkout_settings` row's defaults (migration 0005).
 */

/** ISO weekdays (1 Monday … 6 Saturday) for the cities not delivered every day but Sunday. */
export const demoDeliveryWeekdays: Record<string, number[]> = {
  tetouan: [1, 3, 5],
  'el-jadida': [1, 3, 5],
  'beni-mellal': [2, 4, 6],
  safi: [2, 4, 6],
  essaouira: [2, 5],
  nador: [2, 5],
  oujda: [2, 5],
  ouarzazate: [3],
  laayoune: [4],
  dakhla: [4],
}

type Holiday = { code: string; nameFr: string; nameAr: string }

const fixedHolidays: (Holiday & { monthDay: string })[] = [
  { monthDay: '01-01', code: 'new_year', nameFr: 'Nouvel An', nameAr: 'رأس السنة الميلادية' },
  { monthDay: '01-11', code: 'independence_manifesto', nameFr: "Manifeste de l'Indépendance", nameAr: 'ذكرى تقديم وثيقة الاستقلال' },
  { monthDay: '01-14', code: 'amazigh_new_year', nameFr: 'Nouvel An amazigh', nameAr: 'رأس السنة الأمازيغية' },
  { monthDay: '05-01', code: 'labour_day', nameFr: 'Fête du Travail', nameAr: 'عيد الشغل' },
  { monthDay: '07-30', code: 'throne_day', nameFr: 'Fête du Trône', nameAr: 'عيد العرش' },
  { monthDay: '08-14', code: 'oued_eddahab', nameFr: "Allégeance d'Oued Eddahab", nameAr: 'ذكرى استرجاع إقليم وادي الذهب' },
  { monthDay: '08-20', code: 'king_and_people', nameFr: 'Révolution du Roi et du Peuple', nameAr: 'ذكرى ثورة الملك والشعب' },
  { monthDay: '08-21', code: 'youth_day', nameFr: 'Fête de la Jeunesse', nameAr: 'عيد الشباب' },
  { monthDay: '10-31', code: 'unity_day', nameFr: "Fête de l'Unité", nameAr: 'عيد الوحدة' },
  { monthDay: '11-06', code: 'green_march', nameFr: 'Anniversaire de la Marche verte', nameAr: 'ذكرى المسيرة الخضراء' },
  { monthDay: '11-18', code: 'independence_day', nameFr: "Fête de l'Indépendance", nameAr: 'عيد الاستقلال' },
]

const eidFitr = { nameFr: 'Aïd al-Fitr', nameAr: 'عيد الفطر' }
const eidAdha = { nameFr: 'Aïd al-Adha', nameAr: 'عيد الأضحى' }
const mawlid = { nameFr: 'Aïd al-Mawlid', nameAr: 'عيد المولد النبوي' }
const hijriNewYear = { nameFr: "Nouvel An de l'Hégire", nameAr: 'رأس السنة الهجرية' }
const second = (holiday: { nameFr: string; nameAr: string }) => ({
  nameFr: `${holiday.nameFr} (2e jour)`,
  nameAr: `${holiday.nameAr} (اليوم الثاني)`,
})

/**
 * The Islamic holidays follow the sighting of the moon and are announced by the Ministry of
 * Habous a day or two before: these days are the astronomical estimates, to correct in the
 * table when announced. Eid al-Fitr, Eid al-Adha and the Mawlid are two days off in Morocco.
 */
const islamicHolidays: (Holiday & { day: string })[] = [
  { day: '2026-03-20', code: 'eid_al_fitr', ...eidFitr },
  { day: '2026-03-21', code: 'eid_al_fitr_2', ...second(eidFitr) },
  { day: '2026-05-27', code: 'eid_al_adha', ...eidAdha },
  { day: '2026-05-28', code: 'eid_al_adha_2', ...second(eidAdha) },
  { day: '2026-06-16', code: 'hijri_new_year', ...hijriNewYear },
  { day: '2026-08-25', code: 'mawlid', ...mawlid },
  { day: '2026-08-26', code: 'mawlid_2', ...second(mawlid) },
  { day: '2027-03-10', code: 'eid_al_fitr', ...eidFitr },
  { day: '2027-03-11', code: 'eid_al_fitr_2', ...second(eidFitr) },
  { day: '2027-05-17', code: 'eid_al_adha', ...eidAdha },
  { day: '2027-05-18', code: 'eid_al_adha_2', ...second(eidAdha) },
  { day: '2027-06-06', code: 'hijri_new_year', ...hijriNewYear },
  { day: '2027-08-14', code: 'mawlid', ...mawlid },
  { day: '2027-08-15', code: 'mawlid_2', ...second(mawlid) },
]

export const demoHolidays = [
  ...[2026, 2027].flatMap((year) =>
    fixedHolidays.map(({ monthDay, ...holiday }) => ({ ...holiday, day: `${year}-${monthDay}`, isEstimated: false })),
  ),
  ...islamicHolidays.map((holiday) => ({ ...holiday, isEstimated: true })),
]

export const demoReminderOptions = [
  { code: 'week', kind: 'period', days: 7, times: null, labelFr: 'Chaque semaine', labelAr: 'كل أسبوع' },
  { code: 'two_weeks', kind: 'period', days: 14, times: null, labelFr: 'Toutes les deux semaines', labelAr: 'كل أسبوعين' },
  { code: 'month', kind: 'period', days: 30, times: null, labelFr: 'Chaque mois', labelAr: 'كل شهر' },
  { code: 'two_months', kind: 'period', days: 60, times: null, labelFr: 'Tous les deux mois', labelAr: 'كل شهرين' },
  { code: 'once', kind: 'frequency', days: null, times: 1, labelFr: 'Une seule fois', labelAr: 'مرة واحدة' },
  { code: 'three_times', kind: 'frequency', days: null, times: 3, labelFr: '3 fois', labelAr: '3 مرات' },
  { code: 'six_times', kind: 'frequency', days: null, times: 6, labelFr: '6 fois', labelAr: '6 مرات' },
  { code: 'until_stopped', kind: 'frequency', days: null, times: null, labelFr: "Jusqu'à ce que je les arrête", labelAr: 'إلى أن أوقفها' },
] as const

const day = (iso: string) => new Date(`${iso}T00:00:00+01:00`)

/** Codes are upper case (compared case-insensitively). */
export const demoVouchers = [
  // A welcome discount: once per customer, from 100 MAD of goods.
  { code: 'BIENVENUE10', kind: 'percent', value: 10, minOrderCentimes: 10_000, maxUsesPerCustomer: 1 },
  // Free delivery from 80 MAD of goods.
  { code: 'LIVRAISON', kind: 'free_delivery', value: 0, minOrderCentimes: 8_000 },
  // 20 MAD off from 150 MAD, until the end of 2027.
  { code: 'REMISE20', kind: 'fixed', value: 2_000, minOrderCentimes: 15_000, endsAt: day('2028-01-01') },
  // The first 100 orders only, once per customer.
  { code: 'PREMIERS100', kind: 'percent', value: 15, maxUses: 100, maxUsesPerCustomer: 1 },
  // Over: shows the "expired" message.
  { code: 'ETE2026', kind: 'percent', value: 5, startsAt: day('2026-06-01'), endsAt: day('2026-09-01') },
] as const
