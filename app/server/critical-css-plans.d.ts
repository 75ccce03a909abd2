/** The built stylesheets as critical-CSS plans; empty in development (scripts/build/critical-css-plans.ts). */
declare module 'virtual:critical-css-plans' {
  import type { StylesheetPlan } from './critical-css'

  const plans: StylesheetPlan[]
  export default plans
}
