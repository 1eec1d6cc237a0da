import { isRedirect } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getCookie, setCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { appConfig } from '#app-config'
import { log } from '~/lib/logger.server'
import { initialDataResponseSchema } from '~/api/contract/initial-data'
import { m } from '~/paraglide/messages.js'
import { shopMiddleware } from '~/upstream/middleware'
import { parseCityId, resolveCityId } from './resolve-city'
import { cookiePolicyOf, shopCookieAttributes } from '~/lib/shop-cookies'

/** The chosen city is kept in the `selectedCityId` cookie. */
export const SELECTED_CITY_COOKIE = 'selectedCityId'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Initial data and the city to shop in. A failure is silently ignored: the
 * page still renders, without city-dependent parts.
 */
export const getInitialData = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => {
    try {
      const { data } = await context.upstream.get('initial-data', { schema: initialDataResponseSchema })
      const cityId = resolveCityId({
        savedCityId: parseCityId(getCookie(SELECTED_CITY_COOKIE)),
        userCityId: data.user_city?.id,
        defaultCityId: data.default_city.id,
        cityIds: data.cities.map((city) => city.id),
      })
      return { ...data, city_id: cityId }
    } catch (error) {
      if (isRedirect(error)) throw error
      log.error({ err: error }, '[initial-data] ignored failure')
      return null
    }
  })

/** Stores the shopper's city; it must be one the shop delivers. */
export const chooseCity = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ cityId: z.number().int().positive() }))
  .handler(async ({ data, context }) => {
    const { data: initial } = await context.upstream.get('initial-data', { schema: initialDataResponseSchema })
    if (!initial.cities.some((city) => city.id === data.cityId)) throw new Error(m.api_city_not_found())
    setCookie(
      SELECTED_CITY_COOKIE,
      String(data.cityId),
      shopCookieAttributes(cookiePolicyOf(appConfig()), { maxAge: ONE_YEAR_SECONDS, httpOnly: true }),
    )
    return { cityId: data.cityId }
  })
