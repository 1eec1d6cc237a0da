/** salesman.js ships no types: the two names it exports (docs/decisions/0086). */
declare module 'salesman.js' {
  export class Point {
    constructor(x: number, y: number)
    x: number
    y: number
  }
  /** The visiting order as indexes into `points`; the first point stays first. */
  export function solve(points: Point[], temperatureCoefficient?: number, callback?: (order: number[]) => void): number[]
}
