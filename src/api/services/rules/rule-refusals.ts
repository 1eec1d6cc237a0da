/**
 * How the rules' saves refuse (issue 17 §6, §8): a field's message under that field (with its
 * index for a list, `fees.1.fee`, which the form kit maps to its field), and a save made from an
 * older version refused with who changed the item since, when, and which of its fields (named
 * with `RULE_FIELD_LABELS` by the one versioned save, shared/versioned-save.ts).
 */
import type { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { ApiError, type SavedSince } from '~/api/http/errors'
import { staleSave } from '~/api/services/shared/versioned-save'

type Message = (locale: Locale) => string

/**
 * A 400 whose errors are keyed by each wrong field: its whole path when `messages` has one for
 * the path with list indices written `*` (`fees.*.fee`), else its first segment; `fallback` for the rest.
 */
export function ruleFieldRefusal(error: z.ZodError, messages: Record<string, Message>, fallback: Message): ApiError {
  const wrong = new Map<string, Message>()
  for (const issue of error.issues) {
    const path = issue.path.map(String)
    const pattern = path.map((part) => (/^\d+$/.test(part) ? '*' : part)).join('.')
    // A list's item is named with its index only where its own message exists (`fees.1.fee`);
    // else the list itself (`delivery_weekdays`), as one field of the form.
    const own = messages[pattern]
    const field = own ? path.join('.') : path[0] || '_'
    if (!wrong.has(field)) wrong.set(field, own ?? messages[path[0] ?? ''] ?? fallback)
  }
  return new ApiError(
    400,
    (locale) => m.api_invalid_input({}, { locale }),
    (locale) => Object.fromEntries([...wrong].map(([field, message]) => [field, [message(locale)]])),
  )
}

/** The name shown for a rule's field in a refusal (the same words as the back office's labels). */
export const RULE_FIELD_LABELS: Record<string, Message> = {
  name_fr: (locale) => m.bo_rules_field_name_fr({}, { locale }),
  name_ar: (locale) => m.bo_rules_field_name_ar({}, { locale }),
  label_fr: (locale) => m.bo_rules_field_name_fr({}, { locale }),
  label_ar: (locale) => m.bo_rules_field_name_ar({}, { locale }),
  min_order: (locale) => m.bo_rules_field_min_order({}, { locale }),
  delivery_weekdays: (locale) => m.bo_rules_field_weekdays({}, { locale }),
  is_active: (locale) => m.bo_rules_field_active({}, { locale }),
  is_default: (locale) => m.bo_rules_field_default({}, { locale }),
  sort_order: (locale) => m.bo_rules_field_sort_order({}, { locale }),
  fees: (locale) => m.bo_rules_field_fees({}, { locale }),
  lead_days: (locale) => m.bo_rules_field_lead_days({}, { locale }),
  days: (locale) => m.bo_rules_field_days({}, { locale }),
  times: (locale) => m.bo_rules_field_times({}, { locale }),
  cutoff_hour: (locale) => m.bo_rules_field_cutoff_hour({}, { locale }),
  booking_window_days: (locale) => m.bo_rules_field_window({}, { locale }),
  points_earn_per: (locale) => m.bo_rules_field_points_earn_per({}, { locale }),
  point_value: (locale) => m.bo_rules_field_point_value({}, { locale }),
  points_max_share_percent: (locale) => m.bo_rules_field_points_share({}, { locale }),
  points_admin_threshold: (locale) => m.bo_rules_field_points_threshold({}, { locale }),
}

/**
 * The 409 of a save compared by values (a year's holidays, which have no version column): `since`
 * is who saved last (versioned-save.ts `lastSaved`), `describe` what changed.
 */
export function valuesConflict(since: SavedSince, describe: Message) {
  return staleSave(since, ({ by, at }, locale) => m.api_bo_edit_conflict({ by, at, changed: describe(locale) }, { locale }))
}
