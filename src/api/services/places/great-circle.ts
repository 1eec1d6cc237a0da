/**
 * The one straight-line distance between two places on the Earth (metres), for the round's suggested
 * order (delivery/route-solver.ts) and the dispatch's matrices (dispatch/solver/matrix.ts), whichever
 * shape their points have. No import: the dispatch solver's worker thread loads it alone.
 */

/** The Earth's mean radius (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8

/** Great-circle (haversine) metres between two points given in degrees. */
export function greatCircleMetres(fromLat: number, fromLng: number, toLat: number, toLng: number): number {
  const rad = Math.PI / 180
  const dLat = (toLat - fromLat) * rad
  const dLng = (toLng - fromLng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(fromLat * rad) * Math.cos(toLat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}
