export { solve } from './solve'
export { straightLineMatrices, haversineMetres, euclideanMatrix } from './matrix'
export type * from './types'
