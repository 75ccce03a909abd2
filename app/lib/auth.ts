/** What the browser may know about the session: who is signed in and whether they are an admin. */
export interface AuthState {
  user: { id: string; email: string } | null
  isAdmin: boolean
}

/** A sign-in result carries an error with a message (spec section 3). */
export type AuthResult = { error: null; auth: AuthState } | { error: { message: string }; auth: AuthState }

export const authQueryKey = ['auth'] as const
