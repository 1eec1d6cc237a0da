import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../.output/routeTree.gen'

export function getRouter() {
  return createRouter({ routeTree, scrollRestoration: true })
}
