import { useModel } from '../models/context.ts'
import { useLazy } from './lazy.ts'

/**
 * The talk-to-a-person form, loaded as its own chunk the first time it is opened so the text
 * chat does not pay for it.
 *
 * @example
 * {handoff.value && <HandoffPane />}
 */
export function HandoffPane() {
  const { handoff } = useModel()
  const Form = useLazy(handoff.value, () => import('./HandoffForm.tsx').then((module) => module.HandoffForm))
  return handoff.value && Form ? <Form /> : null
}
