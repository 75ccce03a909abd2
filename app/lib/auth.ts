/** What the browser may know about the session: who is signed in and whether they are an admin. */
export interface AuthState {
  user: { id: string; email: string } | null
  isAdmin: boolean
}

/** A sign-in result: an error with a message, or the new auth state. */
export type AuthResult = { error: null; auth: AuthState } | { error: { message: string }; auth: AuthState }
