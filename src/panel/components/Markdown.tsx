import { useEffect, useLayoutEffect, useRef } from 'preact/hooks'
import { blockView, type BlockView } from '../markdown/block-view.ts'
import { settleStream } from '../markdown/render-markdown.ts'

/**
 * An answer rendered as markdown, block by block (BlockView): sanitized fragments, so Preact
 * never sees the markup as a string. A finished answer renders at once. One being streamed
 * (`live`) has the markup it left open closed and renders at most once per frame, however
 * many chunks came, and only its changed end.
 *
 * @example
 * <Markdown text={message.text} />
 * <Markdown text={draft.text} live />
 */
export function Markdown({ text, live = false, settle = live }: { text: string; live?: boolean; settle?: boolean }) {
  const element = useRef<HTMLDivElement>(null)
  const view = useRef<BlockView>()

  useLayoutEffect(() => {
    const shown = (view.current ??= blockView(element.current!))
    if (live) shown.showSoon(() => (settle ? settleStream(text) : text))
    else shown.show(settle ? settleStream(text) : text)
  }, [text, live, settle])

  useEffect(() => () => view.current?.stop(), [])
  // The answer may be in another script than the UI: its own text sets its direction.
  return <div class="md" dir="auto" ref={element} />
}
