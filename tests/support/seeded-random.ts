/**
 * A repeatable random draw for tests that try many cases: the same seed gives the same cases, so
 * a failure can be replayed. mulberry32, in 32-bit integer arithmetic: every value of
 * `random(n)` comes up, evenly. (A multiplicative generator in floating point loses its low bits
 * to rounding: for an even n it gives almost only multiples of its power of two.)
 */
export function seededRandom(seed: number): (n: number) => number {
  let state = seed
  return (n) => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) % n
  }
}
