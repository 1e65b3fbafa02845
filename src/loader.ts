/**
 * widget.js: the classic script a page embeds. It runs before anything else of Porchlight,
 * so it stays tiny: read the embed options, draw the bubble, install `window.Porchlight`;
 * core.js (config, storage) comes at idle time and the panel when the visitor shows interest.
 */
import { readEmbedOptions, type GlobalConfig } from './loader/embed-options.ts'
import { installPorchlight } from './loader/global-api.ts'
import type { ModuleLoader } from './shared/bridge.ts'

declare global {
  interface Window {
    PorchlightConfig?: GlobalConfig | GlobalConfig[]
  }
}

// Only readable while this script runs for the first time, so taken before anything else.
const script = document.currentScript as HTMLScriptElement | null

installPorchlight(
  readEmbedOptions(script, window.PorchlightConfig),
  ((assetsUrl, name) => import(/* @vite-ignore */ assetsUrl + name)) as ModuleLoader,
  __PORCHLIGHT_VERSION__
)
