/**
 * What a visitor reads when sign-in or sign-out fails: our own words, chosen by
 * the auth service's error code. The auth service's own text is only logged.
 */
export const authErrorMessages = {
  invalidCredentials: 'Invalid login credentials',
  notConfirmed: 'This account has not been confirmed yet.',
  unavailable: 'Sign-in is not available right now. Please try again later.',
  signOutFailed: 'Signing out did not complete. Please try again.',
} as const

export interface AuthServiceError {
  code?: string | undefined
  status?: number | undefined
  message: string
}

export function signInErrorMessage(error: AuthServiceError): string {
  if (error.code === 'invalid_credentials') return authErrorMessages.invalidCredentials
  if (error.code === 'email_not_confirmed') return authErrorMessages.notConfirmed
  return authErrorMessages.unavailable
}

/** Only a wrong e-mail or password counts towards the sign-in limits; an unreachable backend is not the visitor's fault. */
export function isCredentialFailure(error: AuthServiceError): boolean {
  return error.code === 'invalid_credentials'
}
