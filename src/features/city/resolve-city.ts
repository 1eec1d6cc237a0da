/**
 * The city at start: the saved city if it still exists, else the user's city, else the
 * default city.
 */
export function resolveCityId({
  savedCityId,
  userCityId,
  defaultCityId,
  cityIds,
}: {
  savedCityId: number | undefined
  userCityId: number | undefined
  defaultCityId: number
  cityIds: readonly number[]
}): number {
  if (savedCityId !== undefined && cityIds.includes(savedCityId)) return savedCityId
  if (userCityId !== undefined && cityIds.includes(userCityId)) return userCityId
  return defaultCityId
}

/** The `selectedCityId` cookie's value as a city id, or undefined when it is not one. */
export function parseCityId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined
  const id = Number(value)
  return id > 0 ? id : undefined
}
