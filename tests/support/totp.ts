/** The authenticator app of the tests: a TOTP code (RFC 6238) for a base32 secret, with the library better-auth uses. */
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

export const totpCode = (secret: string) => createOTP(base32.decode(secret)).totp()

/** A code that is surely not the current one (nor one window before or after). */
export async function wrongTotpCode(secret: string) {
  const otp = createOTP(base32.decode(secret))
  for (let guess = 0; ; guess++) {
    const code = String(guess).padStart(6, '0')
    if (!(await otp.verify(code))) return code
  }
}
