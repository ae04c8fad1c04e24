// The react-admin app chunk: loaded lazily by the shell, and fetched ahead while the user types
// the password so the first page after login appears at once.
export const loadApp = () => import('../App').then((m) => m.App);
