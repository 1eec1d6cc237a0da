/**
 * Reads an instance of Solomon's VRPTW benchmark (the 1987 text format: a vehicle section, then
 * one line per customer, customer 0 being the depot) into a routing problem: Euclidean distances
 * in double precision, travel time equal to distance, one load dimension, the depot's window as
 * every van's shift. Used by the benchmark script and the tests.
 */
import { euclideanMatrix } from './matrix'
import type { RoutingProblem } from './types'

export function parseSolomon(text: string): RoutingProblem & { name: string } {
  const lines = text.split(/\r?\n/).map((line) => line.trim())
  const name = lines.find((line) => line.length > 0) ?? 'solomon'
  const vehicleHeader = lines.findIndex((line) => /^NUMBER\s+CAPACITY/i.test(line))
  const [vehicleCount = 0, capacity = 0] = (lines[vehicleHeader + 1] ?? '').split(/\s+/).map(Number)
  const rows = lines
    .slice(lines.findIndex((line) => /^CUST/i.test(line)) + 1)
    .filter((line) => /^\d/.test(line))
    .map((line) => {
      const [id = 0, x = 0, y = 0, demand = 0, ready = 0, due = 0, service = 0] = line.split(/\s+/).map(Number)
      return { id, x, y, demand, ready, due, service }
    })
  const distance = euclideanMatrix(rows)
  const depot = rows[0]!
  return {
    name,
    size: rows.length,
    distance,
    stops: rows.slice(1).map(({ id, demand, ready, due, service }, index) => ({
      id: String(id),
      location: index + 1,
      delivery: [demand],
      windowStart: ready,
      windowEnd: due,
      serviceTime: service,
    })),
    vehicles: Array.from({ length: vehicleCount }, (_, v) => ({
      id: `V${v + 1}`,
      capacity: [capacity],
      shiftStart: depot.ready,
      shiftEnd: depot.due,
      start: 0,
      end: 0,
    })),
  }
}
