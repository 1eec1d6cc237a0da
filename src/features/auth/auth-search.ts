import * as z from 'zod/mini'
import { safeReturnPath } from '~/lib/return-path'

/** `?redirect=` of the sign-in pages: a path of this shop only, `/` otherwise (no open redirect). */
export const returnToSearchSchema = z.object({
  redirect: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => safeReturnPath(value)),
    ),
  ),
})
