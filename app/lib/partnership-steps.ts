/** The partnership application's steps: types, roles, expertise, motivation, contact. */
export type StepNumber = 1 | 2 | 3 | 4 | 5
export const totalSteps = 5

export function isStepNumber(value: unknown): value is StepNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= totalSteps
}

/** Progress percent = step / 5 * 100. */
export function progressPercent(step: StepNumber): number {
  return Math.round((step / totalSteps) * 100)
}
