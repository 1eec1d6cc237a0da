/**
 * Global middleware of TanStack Start. Defining this file turns off Start's automatic CSRF
 * protection, so it is added back here, first, for every server function.
 */
import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { signInAgainMiddleware } from './features/auth/sign-in-again-middleware'
import { xsrfMiddleware } from './features/auth/xsrf-middleware'
import { localeFunctionMiddleware } from './i18n/locale-middleware'
import { httpStatusFunctionMiddleware } from './lib/server-fn-transport'

const csrfMiddleware = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
  secFetchSite: ['same-origin'],
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrfMiddleware],
  functionMiddleware: [localeFunctionMiddleware, httpStatusFunctionMiddleware, xsrfMiddleware, signInAgainMiddleware],
}))
