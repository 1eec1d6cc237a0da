/**
 * The ruin step of SISR ("Slack Induction by String Removals", Christiaens & Vanden Berghe,
 * Transportation Science 2020): remove a few strings (runs of consecutive stops) from routes that
 * are near each other. Removing neighbouring strings frees room in several routes around the same
 * area, which the greedy recreate then uses to rebuild those routes differently: it is what lets a
 * simple insertion heuristic escape its local optima.
 */
import type { Model } from './model'
import { type Random, randomInt } from './random'
import { buildRoute } from './route'
import type { State } from './state'

export interface RuinParameters {
  /** Average number of stops removed per ruin (the paper's c̄ = 10). */
  averageRemoved: number
  /** Longest string (the paper's L^max = 10). */
  maxString: number
  /** Chance of a split string (some stops inside the string are kept), 0.5 in the paper. */
  splitRate: number
  /** Chance of stopping to grow the kept part of a split string. */
  splitDepth: number
  /**
   * Chance that a ruin also empties a whole short route (not in the paper). Strings alone rarely
   * empty a route of 20 or 30 stops, and a plan with one van too many is often far from the best
   * distance (Solomon's C2: 4 routes at 630 against 3 at 592); emptying the smallest route and
   * letting the recreate spread its stops over the others is how the search gets out of it.
   */
  routeRemoval: number
}

export const DEFAULT_RUIN: RuinParameters = { averageRemoved: 10, maxString: 10, splitRate: 0.5, splitDepth: 0.5, routeRemoval: 0.05 }

/** Removes strings from `state` (in place, routes replaced) and returns the stops removed. */
export function ruin(model: Model, state: State, random: Random, parameters: RuinParameters = DEFAULT_RUIN): number[] {
  let served = 0
  let used = 0
  for (const route of state.routes) {
    if (route.stops.length > 0) {
      served += route.stops.length
      used++
    }
  }
  if (served === 0) return []

  const maxLength = Math.min(parameters.maxString, served / used)
  const maxStrings = (4 * parameters.averageRemoved) / (1 + maxLength) - 1
  const strings = Math.floor(random() * maxStrings) + 1

  // A random served stop, then its neighbours from nearest on.
  let seed = randomInt(random, 0, model.n - 1)
  while (state.routeOf[seed]! < 0) seed = (seed + 1) % model.n

  const removed: number[] = []
  const ruined = new Set<number>()
  if (used > 1 && random() < parameters.routeRemoval) {
    // Half the time the route with the fewest stops, otherwise any route: a plan can also be stuck
    // with its vans' areas badly drawn (C208: 3 routes at 678 against 588), which this redraws.
    const nonEmpty = state.routes.filter((route) => route.stops.length > 0).map((route) => route.vehicle)
    let smallest = nonEmpty[randomInt(random, 0, nonEmpty.length - 1)]!
    if (random() < 0.5) {
      for (const v of nonEmpty) if (state.routes[v]!.stops.length < state.routes[smallest]!.stops.length) smallest = v
    }
    for (const s of state.routes[smallest]!.stops) {
      removed.push(s)
      state.routeOf[s] = -1
    }
    state.routes[smallest] = buildRoute(model, smallest, new Int32Array(0))
    ruined.add(smallest)
  }
  const candidates = model.neighbours[seed]!
  for (let k = -1; k < candidates.length && ruined.size < strings; k++) {
    const stop = k < 0 ? seed : candidates[k]!
    const v = state.routeOf[stop]!
    if (v < 0 || ruined.has(v)) continue
    ruined.add(v)
    const route = state.routes[v]!
    const length = route.stops.length
    const position = route.stops.indexOf(stop)
    const stringLength = randomInt(random, 1, Math.max(1, Math.floor(Math.min(length, maxLength))))
    const keep: number[] = []
    let from: number
    let to: number
    if (stringLength < length && random() < parameters.splitRate) {
      // A split string: a longer window around the stop, with a run of m stops inside it kept.
      let m = 1
      while (stringLength + m < length && random() > parameters.splitDepth) m++
      const window = stringLength + m
      from = randomInt(random, Math.max(0, position - window + 1), Math.min(position, length - window))
      to = from + window
      const keptFrom = from + randomInt(random, 0, stringLength)
      for (let p = keptFrom; p < keptFrom + m; p++) keep.push(p)
    } else {
      from = randomInt(random, Math.max(0, position - stringLength + 1), Math.min(position, length - stringLength))
      to = from + stringLength
    }
    const remaining: number[] = []
    for (let p = 0; p < length; p++) {
      const s = route.stops[p]!
      if (p >= from && p < to && !keep.includes(p)) {
        removed.push(s)
        state.routeOf[s] = -1
      } else {
        remaining.push(s)
      }
    }
    state.routes[v] = buildRoute(model, v, Int32Array.from(remaining))
  }
  return removed
}
