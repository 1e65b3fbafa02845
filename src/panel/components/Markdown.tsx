import { useLayoutEffect, useRef } from 'preact/hooks'
import { renderSafe } from '../markdown/sanitize.ts'

/**
 * An answer rendered as markdown. The sanitized fragment replaces the element's children on
 * every update, streaming included; Preact never sees the markup as a string.
 *
 * @example
 * <Markdown text={message.text} />
 */
export function Markdown({ text }: { text: string }) {
  const element = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    element.current?.replaceChildren(renderSafe(text))
  }, [text])
  // The answer may be in another script than the UI: its own text sets its direction.
  return <div class="md" dir="auto" ref={element} />
}
