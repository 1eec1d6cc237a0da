/**
 * The recreate step of SISR: put the removed stops back one by one, each at its cheapest feasible
 * place over all routes ("greedy insertion with blinks": each place is skipped with a small
 * probability, so the same ruin can give different plans). The order of the stops is drawn among a
 * few sort keys, as in the paper, plus the tightest windows first, which helps with time windows.
 */
import type { Model } from './model'
import type { Random } from './random'
import { insertionCost, withInserted } from './route'
import type { State } from './state'

export const BLINK_RATE = 0.01

function sortForInsertion(model: Model, stops: number[], random: Random): void {
  const { dims, size, dist, loc } = model
  const depot = model.vStart[0]! ?? 0
  const weight = (s: number) => {
    let w = 0
    for (let d = 0; d < dims; d++) w += model.delivery[s * dims + d]! + model.pickup[s * dims + d]!
    return w
  }
  const pick = random() * 13
  if (pick < 4) {
    for (let i = stops.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      const swap = stops[i]!
      stops[i] = stops[j]!
      stops[j] = swap
    }
  } else if (pick < 8) {
    stops.sort((a, b) => weight(b) - weight(a))
  } else if (pick < 10) {
    stops.sort((a, b) => dist[depot * size + loc[b]!]! - dist[depot * size + loc[a]!]!)
  } else if (pick < 11) {
    stops.sort((a, b) => dist[depot * size + loc[a]!]! - dist[depot * size + loc[b]!]!)
  } else {
    stops.sort((a, b) => model.due[a]! - model.ready[a]! - (model.due[b]! - model.ready[b]!))
  }
}

/** Inserts `stops` into `state` (in place); what fits nowhere goes to `state.unassigned`. */
export function recreate(model: Model, state: State, stops: number[], random: Random, blinkRate = BLINK_RATE): void {
  sortForInsertion(model, stops, random)
  const seenEmptyGroup = new Set<number>()
  // Blinks drawn as the gap to the next skipped place (geometric), not one draw per place.
  const logKeep = Math.log(1 - blinkRate)
  const nextGap = () => (blinkRate > 0 ? Math.floor(Math.log(1 - random()) / logKeep) : Infinity)
  let untilBlink = nextGap()
  for (const u of stops) {
    let bestCost = Infinity
    let bestRoute = -1
    let bestPosition = -1
    seenEmptyGroup.clear()
    const due = model.due[u]!
    for (let v = 0; v < state.routes.length; v++) {
      const route = state.routes[v]!
      const length = route.stops.length
      if (length === 0) {
        // Interchangeable empty vans: trying one of each kind is enough.
        const group = model.group[v]!
        if (seenEmptyGroup.has(group)) continue
        seenEmptyGroup.add(group)
      }
      for (let i = 0; i <= length; i++) {
        // Service starts only grow along a route: once the stop before is served after u's window
        // closes, no later place can work either.
        if (i > 0 && route.data[i - 1]! > due) break
        if (untilBlink-- === 0) {
          untilBlink = nextGap()
          continue
        }
        const cost = insertionCost(model, route, u, i, bestCost)
        if (cost < bestCost) {
          bestCost = cost
          bestRoute = v
          bestPosition = i
        }
      }
    }
    if (bestRoute < 0) {
      state.unassigned.push(u)
    } else {
      state.routes[bestRoute] = withInserted(model, state.routes[bestRoute]!, u, bestPosition)
      state.routeOf[u] = bestRoute
    }
  }
}
