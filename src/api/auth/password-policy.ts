/**
 * Common passwords are refused (OWASP ASVS 6.2.4, NIST SP 800-63B): the 49,000 most used ones of
 * zxcvbn-ts's maintained list, compared without case. Loaded once, server-side only.
 */
import { dictionary } from '@zxcvbn-ts/language-common'

let common: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()))
  return common.has(password.toLowerCase())
}
