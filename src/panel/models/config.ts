import { computed, signal, type ReadonlySignal } from '@preact/signals'
import type { ApiTarget } from '../../api/envelope.ts'
import type { ConfigState, PanelHost, WidgetConfig } from '../../shared/bridge.ts'

/** The config as signals, and the API target that goes with the visitor session. */
export interface ConfigModel {
  state: ReadonlySignal<ConfigState>
  config: ReadonlySignal<WidgetConfig | undefined>
  /** Where to send calls, with the visitor key and session id; undefined until the config is there. */
  target(): (ApiTarget & { sessionID: number }) | undefined
  /** Fetches the config again (a new visitor session when `fresh`). */
  reload(fresh?: boolean): Promise<void>
  dispose(): void
}

/**
 * Follows the loader's config state.
 *
 * @example
 * const { config } = createConfigModel(host)
 * effect(() => console.log(config.value?.Name))
 */
export function createConfigModel(host: PanelHost): ConfigModel {
  const state = signal(host.config())
  const dispose = host.onConfig((next) => (state.value = next))
  const config = computed(() => (state.value.status === 'ready' ? state.value.config : undefined))
  return {
    state,
    config,
    target() {
      const current = config.peek()
      return current && { base: host.apiBase, key: current.SessionKey, sessionID: current.SessionID }
    },
    reload: (fresh) => host.reloadConfig(fresh),
    dispose
  }
}
