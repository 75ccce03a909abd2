import type { Plugin } from 'vite'
import { loadAppConfig } from '../../app.config.ts'
import { BEACON_PATH } from '../../app/lib/analytics-beacon.ts'
import { siteBeaconReceiver } from '../../app/server/analytics-beacon.ts'
import { beaconEndpoint } from '../server/beacon-endpoint.ts'

/** During `vite dev`, the analytics beacon is answered as the production server answers it (scripts/server/beacon-endpoint.ts). */
export function beaconEndpointDuringDev(): Plugin {
  return {
    name: 'beacon-endpoint-during-dev',
    apply: 'serve',
    configureServer(server) {
      const config = loadAppConfig(process.env)
      const endpoint = beaconEndpoint({
        receiver: siteBeaconReceiver(config),
        trustedHops: config.trustProxyHops,
        headers: [],
        onError: (error) => console.error('[analytics] beacon failed:', error),
      })
      server.middlewares.use((request, response, next) => {
        if (request.method === 'POST' && request.url?.split('?')[0] === BEACON_PATH) return endpoint(request, response)
        next()
      })
    },
  }
}
