/**
 * A user's name as the screens write it (`Giulia Ferrari`): first name, then last name; a user
 * without a last name is not followed by a space. Imports nothing: the sign-in screen's page for a
 * screen that did not load uses it too (features/auth/components/SignedInScreenFailed.vue).
 */
export const personName = (u: { readonly name: string; readonly lastName: string }): string => `${u.name} ${u.lastName}`.trim()
