import { useEffect, useLayoutEffect, useRef } from 'preact/hooks'
import { settleStream } from '../markdown/render-markdown.ts'
import { renderSafe } from '../markdown/sanitize.ts'

/**
 * An answer rendered as markdown. The sanitized fragment replaces the element's children;
 * Preact never sees the markup as a string. A finished answer renders at once. One being
 * streamed (`live`) has the markup it left open closed and renders at most once per frame,
 * and less often when a render is slow, so a fast stream of a long answer cannot keep the
 * page busy: each update costs one render of the newest text, however many chunks came.
 *
 * @example
 * <Markdown text={message.text} />
 * <Markdown text={draft.text} live />
 */
export function Markdown({ text, live = false, settle = live }: { text: string; live?: boolean; settle?: boolean }) {
  const element = useRef<HTMLDivElement>(null)
  const latest = useRef(text)
  const pending = useRef(false)
  const timers = useRef<[number, number]>([0, 0])
  const lastCost = useRef(0)
  latest.current = text

  const draw = () => {
    pending.current = false
    const started = performance.now()
    element.current?.replaceChildren(renderSafe(settle ? settleStream(latest.current) : latest.current))
    lastCost.current = performance.now() - started
  }

  useLayoutEffect(() => {
    if (!live) return draw()
    if (pending.current) return
    // Wait a few times as long as the last render took, then for the next frame.
    const wait = Math.min(lastCost.current * 3, 1000)
    pending.current = true
    timers.current[0] = window.setTimeout(() => (timers.current[1] = requestAnimationFrame(draw)), wait)
  }, [text, live, settle])

  useEffect(
    () => () => {
      clearTimeout(timers.current[0])
      cancelAnimationFrame(timers.current[1])
    },
    []
  )
  // The answer may be in another script than the UI: its own text sets its direction.
  return <div class="md" dir="auto" ref={element} />
}
