/** The password change section of the profile page (ends the other sessions). Placeholder. */
export function ChangePasswordForm() {
  return null
}
