/**
 * widget.js: the classic script a page embeds. It runs before anything else of Porchlight,
 * so it stays tiny: read the embed options, draw the bubble, fetch the config, install
 * `window.Porchlight`, and import the panel only when the visitor is about to need it.
 */
import { readEmbedOptions, type GlobalConfig } from './loader/embed-options.ts'
import { installPorchlight } from './loader/global-api.ts'
import type { PanelModule } from './shared/bridge.ts'

declare global {
  interface Window {
    PorchlightConfig?: GlobalConfig | GlobalConfig[]
  }
}

// Only readable while this script runs for the first time, so taken before anything else.
const script = document.currentScript as HTMLScriptElement | null

installPorchlight(
  readEmbedOptions(script, window.PorchlightConfig),
  (assetsUrl) => import(/* @vite-ignore */ assetsUrl + 'panel.js') as Promise<PanelModule>,
  __PORCHLIGHT_VERSION__
)
