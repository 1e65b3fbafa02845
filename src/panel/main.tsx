/**
 * panel.js: the chat panel, imported by the loader on first hover, focus, click or idle time.
 */
// core.js is loaded already (the loader imports it first): importing it here makes the build
// take every module the two share (API envelope, storage) from core.js instead of a copy.
import '../core/main.ts'
import { render } from 'preact'
import type { PanelApi, PanelHost } from '../shared/bridge.ts'
import { App } from './components/App.tsx'
import { ModelContext } from './models/context.ts'
import { createWidgetModel } from './models/widget.ts'
import css from './panel.css?inline'

/** One sheet for every widget on the page. */
let sheet: CSSStyleSheet | undefined

/**
 * Renders the panel into the widget's shadow root and returns the JS API's methods for it.
 *
 * @example
 * const panel = (await import('./panel.js')).mount(host)
 * panel.open()
 */
export function mount(host: PanelHost): PanelApi {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
  }
  host.root.adoptedStyleSheets = [...host.root.adoptedStyleSheets, sheet]
  const container = document.createElement('div')
  container.className = 'root'
  host.root.append(container)
  const model = createWidgetModel(host)
  render(
    <ModelContext.Provider value={model}>
      <App />
    </ModelContext.Provider>,
    container
  )
  return {
    open: () => model.setOpen(true),
    close: () => model.setOpen(false),
    send: (text) => model.sendFromPage(text),
    clear: () => model.clear(),
    destroy() {
      render(null, container)
      container.remove()
      model.dispose()
    }
  }
}
