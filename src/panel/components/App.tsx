import { Panel } from './Panel.tsx'
import { Teaser } from './Teaser.tsx'

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
