import { honeypotField } from '~/lib/submission-envelope'

/**
 * The bot trap: a field that is not displayed (so people, their browsers' autofill and
 * assistive technology never reach it) but that form-filling bots find in the HTML.
 */
export function Honeypot() {
  return (
    <div hidden>
      <label>
        Website
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** What the trap holds when the form is sent ('' for people). */
export function honeypotValue(form: HTMLFormElement | null): string {
  const value = form ? new FormData(form).get(honeypotField) : null
  return typeof value === 'string' ? value : ''
}
