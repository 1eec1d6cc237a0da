/**
 * A small seeded pseudo-random generator (mulberry32): the search is random, and a seed makes a
 * run repeatable (tests, benchmarks, "why did it plan this yesterday").
 */
export type Random = () => number

export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** An integer from `min` to `max`, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}
