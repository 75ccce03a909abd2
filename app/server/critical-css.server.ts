/**
 * The build's critical-CSS inliner (./critical-css.ts) over the plans of its
 * stylesheets. In development there are no plans and pages pass unchanged.
 */
import plans from 'virtual:critical-css-plans'
import { createCriticalCssInliner } from './critical-css'

export const inlineCriticalCss = createCriticalCssInliner(plans)
