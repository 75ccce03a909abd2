/** The built stylesheets as critical-CSS plans; empty in development (scripts/build/critical-css-plans.ts). */
declare module 'virtual:critical-css-plans' {
  import type { CompactPlan } from 'beasties/runtime'

  const plans: { href: string; plan: CompactPlan }[]
  export default plans
}
