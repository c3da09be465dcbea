/**
 * What came of signing in and then opening the screen asked for. The two steps fail for different
 * reasons, said differently: credentials refused, on the sign-in form; a screen whose code did
 * not arrive (the web build replaced meanwhile, the connection dropped) once the user is signed
 * in, with a reload (SignedInScreenFailed.vue). Both used to be the form's "sign-in failed".
 */
export type EnterOutcome = { kind: 'opened' } | { kind: 'refused'; error: unknown } | { kind: 'screenFailed'; error: unknown }

export async function signInThenOpen(signIn: () => Promise<void>, open: () => Promise<unknown>): Promise<EnterOutcome> {
  try {
    await signIn()
  } catch (error) {
    return { kind: 'refused', error }
  }
  try {
    await open()
    return { kind: 'opened' }
  } catch (error) {
    return { kind: 'screenFailed', error }
  }
}
