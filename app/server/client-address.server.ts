import { getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { clientAddress } from './client-address'
import { appConfig } from './config.server'

/** The address of the client of the current request, as TRUST_PROXY says to read it (see client-address.ts). */
export function requestClientAddress(): string {
  return clientAddress({
    socketAddress: getRequestIP(),
    forwardedFor: getRequestHeader('x-forwarded-for'),
    trustedHops: appConfig.trustProxyHops,
  })
}
