/** Admin sign-in: both fields are required, and submit is disabled while either is empty. */
export function canSubmitLogin(values: { email: string; password: string }): boolean {
  return values.email.trim() !== '' && values.password !== ''
}
