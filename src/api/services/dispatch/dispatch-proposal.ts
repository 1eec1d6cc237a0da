/**
 * The proposal for a city's day (docs/decisions/0100): its confirmed orders split among the vans
 * of the city's drivers and each round ordered, by the solver in a worker thread (the shop keeps
 * answering while it searches). Distances are straight lines times the city's road factor and
 * travel times those metres at the city's van speed, until a road network gives a matrix of its
 * own. Nothing is saved: staff look, move stops, then apply (dispatch-apply.ts).
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Proposal, Unserved } from '~/api/contract/admin-dispatch'
import type { Executor } from '~/api/db/executor'
import { depots, users, vans } from '~/api/db/schema'
import { fullNameSql } from '~/api/db/full-name'
import { notFound } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import type { Pin } from '~/api/services/delivery/route-solver'
import { type BoardCity, type BoardOrder, boardCity, boardOrders, boardVersion } from './dispatch-board'
import { clockOf } from './fleet'
import { type RoutingProblem, type Solution, straightLineMatrices } from './solver'

/** The search's budget: the solver's own figures (docs/benchmarks.md) reach their plateau before it on 100 stops. */
const SOLVE_MS = 1_500

type Fleet = Awaited<ReturnType<typeof cityVans>>

async function cityVans(db: Executor, cityId: number) {
  return db
    .select({
      driverId: vans.driverId,
      name: fullNameSql(users),
      label: vans.label,
      jugCapacity: vans.jugCapacity,
      packCapacity: vans.packCapacity,
      shiftStart: vans.shiftStartMinute,
      shiftEnd: vans.shiftEndMinute,
      minutesPerStop: vans.minutesPerStop,
    })
    .from(vans)
    .innerJoin(users, eq(users.id, vans.driverId))
    .where(and(eq(vans.cityId, cityId), eq(users.role, 'driver'), isNull(users.disabledAt)))
    .orderBy(users.firstName, users.id)
}

async function depotOf(db: Executor, city: BoardCity, fallback: Pin) {
  if (city.depotId !== null) {
    const [depot] = await db.select().from(depots).where(eq(depots.id, city.depotId))
    if (depot) return { name: depot.name, latitude: depot.latitude, longitude: depot.longitude }
  }
  return { name: '', ...fallback }
}

/** Metres and minutes between every two places (index 0: the depot), as the city's roads are assumed to be (0100). */
const matrices = (places: readonly Pin[], city: BoardCity) =>
  straightLineMatrices(
    places.map((place) => ({ lat: place.latitude, lng: place.longitude })),
    { roadFactor: city.roadFactorPermille / 1000, speedKmh: city.vanSpeedKmh },
  )

/** The van's load at its fullest along the route: full jugs out, empties back, each taking a jug's place. */
const peakOf = (solution: Solution['routes'][number]) =>
  [solution.loadAtStart, ...solution.stops.map((stop) => stop.loadAfter)].reduce(
    (peak, load) => peak.map((value, index) => Math.max(value, load[index] ?? 0)),
    [0, 0],
  )

export async function proposeDispatch(
  db: Executor,
  { date, city: cityId }: { date: string; city: number },
  locale: Locale,
  settings: { depot: Pin },
): Promise<Proposal> {
  const city = await boardCity(db, cityId)
  if (!city) throw notFound()
  const board = await boardOrders(db, city, date)
  const fleet = await cityVans(db, city.id)
  const depot = await depotOf(db, city, settings.depot)
  const placed = board.filter((order): order is BoardOrder & { pin: Pin } => order.pin !== null)
  const unserved: Unserved[] = board
    .filter((order) => order.pin === null || fleet.length === 0)
    .map((order) => unservedOf(order, order.pin === null ? 'no_pin' : 'no_van', locale))
  const { size, distance, duration } = matrices([depot, ...placed.map((order) => order.pin)], city)
  const current = currentDistance(board, placed, distance, size)
  const started = performance.now()
  // Imported when a day is planned: the worker thread loads that chunk alone (solver-worker.ts, 0098).
  const solveInWorker = async (...args: Parameters<typeof import('./solver-worker').solveInWorker>) =>
    (await import('./solver-worker')).solveInWorker(...args)
  const solution =
    fleet.length && placed.length
      ? await solveInWorker(problemOf(placed, fleet, { size, distance, duration }), { timeLimitMs: SOLVE_MS, seed: 1 })
      : null
  const byId = new Map(placed.map((order) => [String(order.id), order]))
  for (const each of solution?.unassigned ?? []) unserved.push(unservedOf(byId.get(each.stopId)!, each.reason, locale))
  const rounds = (solution?.routes ?? []).map((route) => {
    const van = fleet.find((each) => String(each.driverId) === route.vehicleId)!
    const [jugs, packs] = peakOf(route)
    return {
      driver_id: van.driverId,
      driver_name: van.name,
      van_label: van.label,
      capacity: { jugs: van.jugCapacity, packs: van.packCapacity },
      peak: { jugs: jugs!, packs: packs! },
      shift_start: clockOf(van.shiftStart),
      shift_end: clockOf(van.shiftEnd),
      minutes_per_stop: van.minutesPerStop,
      returns_at: clockOf(Math.ceil(route.returnTime)),
      distance_m: Math.round(route.distance),
      stops: route.stops.map((stop) => {
        const order = byId.get(stop.stopId)!
        return {
          reference: order.reference,
          customer: order.customer,
          address: order.address,
          latitude: order.pin.latitude,
          longitude: order.pin.longitude,
          jugs: order.jugs,
          packs: order.packs,
          empties: order.empties,
          window_start: clockOf(order.window[0]),
          window_end: clockOf(order.window[1]),
          arrival: clockOf(Math.round(stop.serviceStart)),
          current_driver_id: order.driverId,
        }
      }),
    }
  })
  return {
    date,
    city: city.id,
    board_version: boardVersion(board),
    depot,
    rounds,
    unserved,
    distance_m: Math.round(solution?.distance ?? 0),
    current_distance_m: current,
    solve_ms: Math.round(performance.now() - started),
  }
}

function problemOf(
  placed: readonly BoardOrder[],
  fleet: Fleet,
  matrix: { size: number; distance: Float64Array; duration: Float64Array },
): RoutingProblem {
  // A stop's time is the van's; the solver takes one per stop, so the slowest van's is planned for
  // every stop: a faster driver is early, never late.
  const serviceTime = Math.max(...fleet.map((van) => van.minutesPerStop))
  return {
    ...matrix,
    stops: placed.map((order, index) => ({
      id: String(order.id),
      location: index + 1,
      delivery: [order.jugs, order.packs],
      // Empties come back in the jug places the full ones left (docs/decisions/0083).
      pickup: [order.empties, 0],
      windowStart: order.window[0],
      windowEnd: order.window[1],
      serviceTime,
    })),
    vehicles: fleet.map((van) => ({
      id: String(van.driverId),
      capacity: [van.jugCapacity, van.packCapacity],
      shiftStart: van.shiftStart,
      shiftEnd: van.shiftEnd,
      start: 0,
      end: 0,
    })),
  }
}

/** The same orders as today's rounds drive them (by driver, in round order; unassigned ones left out). */
function currentDistance(board: readonly BoardOrder[], placed: readonly BoardOrder[], distance: Float64Array, size: number) {
  const index = new Map(placed.map((order, position) => [order.id, position + 1]))
  const rounds = new Map<number, BoardOrder[]>()
  for (const order of board) {
    if (order.driverId === null || !index.has(order.id)) continue
    rounds.set(order.driverId, [...(rounds.get(order.driverId) ?? []), order])
  }
  let total = 0
  for (const stops of rounds.values()) {
    stops.sort((a, b) => (a.roundPosition ?? Infinity) - (b.roundPosition ?? Infinity))
    let from = 0
    for (const stop of stops) {
      const to = index.get(stop.id)!
      total += distance[from * size + to]!
      from = to
    }
    total += distance[from * size]!
  }
  return Math.round(total)
}

function unservedOf(order: BoardOrder, reason: Unserved['reason'], locale: Locale): Unserved {
  const messages: Record<Unserved['reason'], () => string> = {
    no_pin: () => m.dispatch_unserved_no_pin({}, { locale }),
    capacity: () => m.dispatch_unserved_capacity({}, { locale }),
    time_window: () => m.dispatch_unserved_time_window({}, { locale }),
    fleet: () => m.dispatch_unserved_fleet({}, { locale }),
    no_van: () => m.dispatch_unserved_no_van({}, { locale }),
  }
  return {
    reference: order.reference,
    customer: order.customer,
    reason,
    message: messages[reason](),
    jugs: order.jugs,
    packs: order.packs,
    empties: order.empties,
  }
}
