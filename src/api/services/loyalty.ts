/**
 * Loyalty points earned by an order: one point per full 10 MAD of goods (delivery fees and
 * discounts excluded). The checkout issue moves this rule to the database settings.
 */
export const CENTIMES_PER_POINT = 1000

export function pointsEarned(subtotalCentimes: number): number {
  return Math.floor(subtotalCentimes / CENTIMES_PER_POINT)
}
