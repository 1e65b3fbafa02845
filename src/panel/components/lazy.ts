import { useEffect, useState } from 'preact/hooks'

/**
 * A value from a chunk that loads the first time `wanted` is true, for parts of the panel the
 * text chat does not need at first (the talk-to-a-person form, cards and feedback).
 *
 * @example
 * const Form = useLazy(handoff.value, () => import('./HandoffForm.tsx').then((module) => module.HandoffForm))
 */
export function useLazy<T>(wanted: boolean, load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<{ loaded: T }>()
  useEffect(() => {
    if (wanted && !value) void load().then((loaded) => setValue({ loaded }))
  }, [wanted, value])
  return value?.loaded
}
