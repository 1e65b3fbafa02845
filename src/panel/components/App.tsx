import { lazyPart } from './lazy-part.tsx'
import { Panel } from './Panel.tsx'

/** The welcome message beside the bubble: it shows only after a delay, so it comes as a chunk of its own. */
const Teaser = lazyPart(() => import('./Teaser.tsx').then((module) => module.Teaser))

/** Everything the panel module draws in the widget's shadow root: the teaser and the dialog. *
 * @example
 * <ModelContext.Provider value={model}><App /></ModelContext.Provider>
 */
export function App() {
  return (
    <>
      <Teaser />
      <Panel />
    </>
  )
}
