/**
 * A file past one of the imports' limits (src/api/contract/import-limits.ts, docs/decisions/0091)
 * as the 413 the admin reads: the limit it passed, in their language, as the message and as the
 * file's own error (`data.errors.file`).
 */
import type { SheetLimit, SheetLimitError } from '~/api/files/sheet-errors'
import { ApiError } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'

const MEGABYTE = 1024 * 1024
/** 20000 as the admin reads it in both languages: "20 000". */
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ' ')

const messages: Record<SheetLimit, (max: number, locale: Locale) => string> = {
  bytes: (max, locale) => m.imp_file_too_large({ max: String(max / MEGABYTE) }, { locale }),
  rows: (max, locale) => m.imp_file_too_long({ max: grouped(max) }, { locale }),
  columns: (max, locale) => m.imp_file_too_wide({ max: String(max) }, { locale }),
  cells: (max, locale) => m.imp_file_too_many_cells({ max: grouped(max) }, { locale }),
  uncompressed: (max, locale) => m.imp_file_unpacked_too_large({ max: String(max / MEGABYTE) }, { locale }),
  entries: (max, locale) => m.imp_file_too_many_parts({ max: grouped(max) }, { locale }),
}

export function limitRefusal({ limit, max }: SheetLimitError): ApiError {
  const message = (locale: Locale) => messages[limit](max, locale)
  return new ApiError(413, message, (locale) => ({ file: [message(locale)] }))
}
