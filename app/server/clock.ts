/**
 * The server's clock: everything that depends on the date (which events are upcoming, whether
 * registration is open, the conference page, the offer, when a cached page expires) asks
 * `now()` here, never `new Date()` or `Date.now()` itself.
 *
 * It is the real time, except on the built-in backend, where tests move it: the mock's clock
 * control (`POST /__mock/clock`) moves the database's clock and tells the process that started
 * the backend (scripts/start.mjs, the dev server), which calls `setTestClockOffset`. That only
 * takes effect after `allowTestClock()`, which those two call when, and only when, they start
 * the built-in backend: with a real backend the clock cannot be set.
 *
 * Plain TypeScript with no imports, on globalThis: scripts/start.mjs loads it directly and
 * shares it with the app bundle (as page-cache.ts).
 */
interface ClockState {
  offsetMs: number
  testClockAllowed: boolean
}

const stateKey = Symbol.for('ledgerline.clock')

function state(): ClockState {
  const holder = globalThis as unknown as Record<symbol, ClockState | undefined>
  holder[stateKey] ??= { offsetMs: 0, testClockAllowed: false }
  return holder[stateKey]
}

/** The current instant, as the site sees it. */
export function now(): Date {
  return new Date(nowMs())
}

export function nowMs(): number {
  return Date.now() + state().offsetMs
}

/** Only the starters of the built-in backend call this (see above). */
export function allowTestClock() {
  state().testClockAllowed = true
}

/** The test clock's offset from the real time; ignored unless allowTestClock() was called. */
export function setTestClockOffset(offsetMs: number) {
  const current = state()
  if (current.testClockAllowed) current.offsetMs = offsetMs
}
