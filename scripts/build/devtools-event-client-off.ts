/**
 * TanStack Form's link to TanStack Devtools (`@tanstack/devtools-event-client`), switched off in
 * the site's builds (vite.config.ts aliases the package here). The site ships no devtools, and
 * the real client, from a form's first event on, dispatches a connection attempt every second
 * and keeps every form state it could not deliver. The same class, doing nothing.
 */
type Unsubscribe = () => void

export class EventClient {
  readonly #pluginId: string

  constructor(options: { pluginId: string; debug?: boolean; enabled?: boolean; reconnectEveryMs?: number }) {
    this.#pluginId = options.pluginId
  }

  getPluginId(): string {
    return this.#pluginId
  }

  emit(_eventSuffix: string, _payload: unknown): void {}

  on(_eventSuffix: string, _callback: (event: unknown) => void, _options?: unknown): Unsubscribe {
    return () => {}
  }

  onAll(_callback: (event: unknown) => void): Unsubscribe {
    return () => {}
  }

  onAllPluginEvents(_callback: (event: unknown) => void): Unsubscribe {
    return () => {}
  }

  startConnectLoop(): void {}

  stopConnectLoop(): void {}
}
