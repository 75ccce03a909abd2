import type { Locator } from '@playwright/test'
import { expect } from './support/fixtures'

/**
 * Some sections (accordions, tabs, the resource library) are server-rendered and
 * hydrate when their own chunk arrives. Before typing into them, wait until React
 * has hydrated the element: it keeps its fiber on every DOM node it hydrated.
 */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(() => locator.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the section hydrated',
    })
    .toBe(true)
}
