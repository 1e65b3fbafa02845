import { renderBlocks } from './render-markdown.ts'
import { sanitize } from './sanitize.ts'

/** How long one task adds blocks before the page gets its main thread back, ms. */
const SLICE_MS = 8

/** Draws markdown into one element; see blockView. */
export interface BlockView {
  show(markdown: string): void
  /** Shows what `markdown` gives at the next frame: however often a stream calls this, the text is read and drawn at most once per frame. */
  showSoon(markdown: () => string): void
  /** Cancels the blocks still waiting to be added. */
  stop(): void
}

/**
 * Shows markdown in `element` block by block. Blocks equal to those already shown stay as
 * they are (a streamed answer changes only at its end), so an update sanitizes and lays out
 * only what changed; new blocks are sanitized and added in slices of SLICE_MS, the rest in a
 * later task, so even the longest answer never holds the page up.
 *
 * @example
 * const view = blockView(element)
 * view.show('# Homes\n\nThree in **Austin**')
 * view.show('# Homes\n\nThree in **Austin** and two') // only the paragraph is drawn again
 */
export function blockView(element: HTMLElement): BlockView {
  /** The HTML of each block on screen, and the nodes it became. */
  const shown: Array<[html: string, nodes: ChildNode[]]> = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let frame = 0
  let next: () => string

  const add = (blocks: string[], from: number) => {
    const started = performance.now()
    for (let at = from; at < blocks.length; at++) {
      const fragment = sanitize(blocks[at]!)
      shown.push([blocks[at]!, [...fragment.childNodes]])
      element.append(fragment)
      if (performance.now() - started > SLICE_MS) return void (timer = setTimeout(add, 0, blocks, at + 1))
    }
  }

  const view: BlockView = {
    show(markdown) {
      view.stop()
      const blocks = renderBlocks(markdown)
      let same = 0
      while (same < blocks.length && same < shown.length && blocks[same] === shown[same]![0]) same++
      for (const [, nodes] of shown.splice(same)) for (const node of nodes) node.remove()
      add(blocks, same)
    },
    showSoon(markdown) {
      next = markdown
      frame ||= requestAnimationFrame(() => {
        frame = 0
        view.show(next())
      })
    },
    // A frame already asked for still comes: it draws the newest streamed text, which is what the element shows anyway.
    stop() {
      clearTimeout(timer)
    }
  }
  return view
}
