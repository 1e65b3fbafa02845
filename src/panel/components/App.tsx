import { Panel } from './Panel.tsx'

/**
 * Everything the panel module draws in the widget's shadow root: the dialog. (The teaser
 * beside the closed bubble is core.js's, so it shows without the panel.)
 *
 * @example
 * <ModelContext.Provider value={model}><App /></ModelContext.Provider>
 */
export function App() {
  return <Panel />
}
