import { useEffect, useState } from 'preact/hooks'
import type { ComponentType } from 'preact'
import { useModel } from '../models/context.ts'

/**
 * The talk-to-a-person form, loaded as its own chunk the first time it is opened so the text
 * chat does not pay for it.
 *
 * @example
 * {handoff.value && <HandoffPane />}
 */
export function HandoffPane() {
  const { handoff } = useModel()
  const [Form, setForm] = useState<ComponentType | undefined>(undefined)
  useEffect(() => {
    if (handoff.value && !Form) void import('./HandoffForm.tsx').then((module) => setForm(() => module.HandoffForm))
  }, [handoff.value, Form])
  return handoff.value && Form ? <Form /> : null
}
