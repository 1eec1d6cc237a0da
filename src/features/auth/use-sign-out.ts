/**
 * Sign-out for the user menu (spec 4): `POST /api/logout`, then the token, the user, local
 * storage and the cart are cleared. Placeholder until the auth feature lands.
 */
export function useSignOut(): () => Promise<void> {
  return async () => {
    window.location.assign('/')
  }
}
