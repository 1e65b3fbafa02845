import { useEffect, useState } from 'preact/hooks'

/**
 * Whole seconds until `until` (a Date.now() time), ticking down once a second; 0 once passed.
 *
 * @example
 * const left = useSecondsLeft(trouble.until) // 12, 11, … 0
 */
export function useSecondsLeft(until: number): number {
  const count = () => Math.max(0, Math.ceil((until - Date.now()) / 1000))
  const [left, setLeft] = useState(count)
  useEffect(() => {
    setLeft(count())
    const timer = setInterval(() => {
      const next = count()
      setLeft(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return left
}
