import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { compression } from 'vite-plugin-compression2'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mockBackendDuringDev } from './mocks/vite-plugin.ts'
import { criticalCssPlans } from './scripts/build/critical-css-plans.ts'
import { beaconEndpointDuringDev } from './scripts/build/beacon-endpoint-during-dev.ts'

/**
 * Routes whose code splits other than by default (component, error and not-found components
 * each their own chunk; everything else with the route tree). The admin area's spinner is admin
 * UI too: it goes with the page, away from the public pages' code. A speaker page's content
 * travels with the page, not in every page's first load.
 */
type RouteChunks = Array<Array<'loader' | 'component' | 'pendingComponent' | 'errorComponent' | 'notFoundComponent'>>
const adminGroupings: RouteChunks = [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
/**
 * Every other route: its loader travels with its component, so what a loader reads (a page's
 * queries, server-function stubs and the content it names) is in that page's chunk, not in the
 * route tree every page loads. Both are needed together anyway.
 */
const pageChunks: RouteChunks = [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
const routeChunks: Record<string, RouteChunks | undefined> = {
  '/admin': adminGroupings,
  '/admin_/login': adminGroupings,
  // 'Forgot password?' and a mailed link's page: the loader reads the link; it travels with the page.
  '/admin_/password': [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  '/rightnow_/$name': [['loader', 'component']],
}

export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      // TanStack Form's devtools link does nothing without the devtools, and costs a timer and a
      // kilobyte on every page with a form (scripts/build/devtools-event-client-off.ts).
      { find: /^@tanstack\/devtools-event-client$/, replacement: fileURLToPath(new URL('./scripts/build/devtools-event-client-off.ts', import.meta.url)) },
    ],
  },
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The client entry's exports are never imported: its chunks may be reshaped freely.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [
                // The browser's side of the admin server functions (their stubs and the admin
                // middleware) is one chunk that only admin pages load, never merged into the
                // chunks public pages share; it outranks the group below.
                {
                  name: 'admin-functions',
                  priority: 20,
                  includeDependenciesRecursively: false,
                  test: /[\\/]app[\\/]server[\\/](admin\.middleware|[\w-]+-admin\.functions|team\.functions|account\.functions|sign-in-code\.functions)\.ts$/,
                },
                // A first visit fetches few files: everything the entry imports statically
                // (React, the router, every route's loader and head) is one chunk.
                { name: 'app', priority: 10, tags: ['$initial'] },
                // The forms' libraries (TanStack Form with its store, valibot) are one file for the pages with a form.
                {
                  name: 'forms',
                  priority: 5,
                  includeDependenciesRecursively: false,
                  test: /[\\/]node_modules[\\/](@tanstack[\\/](form-core|react-form|pacer-lite|store|react-store)|valibot)[\\/]|[\\/]scripts[\\/]build[\\/]devtools-event-client-off\.ts$/,
                },
              ],
              // The pieces several pages share (icons, section components, the forms' field
              // components) are copied into each page's chunk instead of being files of their own:
              // each file a first visit loads costs a request and its headers (the page-weight
              // spec counts both). Rolldown keeps one module state across the copies.
              experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
            },
          },
        },
      },
    },
  },
  plugins: [
    mockBackendDuringDev(),
    beaconEndpointDuringDev(),
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'app',
      router: {
        codeSplittingOptions: {
          // How route files split, in one place (a route's own `codeSplitGroupings` would override it).
          splitBehavior: ({ routeId }) => routeChunks[routeId] ?? pageChunks,
        },
      },
      serverFns: {
        // Readable, stable ids (`experts-admin--createExpert`): logs and API tests can name a function.
        generateFunctionId: ({ filename, functionName }) =>
          `${basename(filename).replace(/\.functions\.ts$|\.tsx?$/, '')}--${functionName.replace(/_createServerFn_handler$/, '')}`,
      },
    }),
    viteReact(),
    // Each page inlines the stylesheet rules its elements use (app/server/critical-css.server.ts).
    criticalCssPlans(),
    // Build assets ship with .br and .gz beside them; the production server answers
    // them by Accept-Encoding, so no request compresses an asset (docs/decisions).
    {
      ...compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
      applyToEnvironment: (environment) => environment.name === 'client',
    },
  ],
})
