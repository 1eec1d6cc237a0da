import { createServerFn } from '@tanstack/react-start'
import { publicConfig } from '#app-config'

/** The public part of the configuration, read once per page load and kept by the query cache. */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(() => publicConfig())
