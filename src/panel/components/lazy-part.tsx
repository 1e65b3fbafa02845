import type { ComponentType } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { useModel } from '../models/context.ts'

/**
 * A component that comes as a chunk of its own, imported the first time it is rendered, so a
 * text chat does not download or evaluate it (the talk-to-a-person form, the image and
 * push-to-talk controls the chatbot may not even allow). Nothing is drawn until it arrives;
 * a failed import is tried again the next time the part is drawn. `preload()` fetches it ahead
 * of its first drawing, so that drawing has it at once.
 *
 * Adding one: export the component from its own file, import that file nowhere statically,
 * and render the `lazyPart` instead (test/widget/bundle.test.ts checks what a text chat loads).
 * Its styles go in a CSS file beside it that the component adopts with `usePartStyles`.
 *
 * @example
 * const MicButton = lazyPart(() => import('./MicButton.tsx').then((module) => module.MicButton))
 * {config.EnablePushToTalk && <MicButton disabled={busy} />}
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<unknown> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => void (loaded = component),
      () => void (loading = undefined)
    ))
  function LazyPart(props: Props) {
    const [, arrived] = useState(0)
    useEffect(() => {
      if (loaded) return
      let live = true
      void preload().then(() => live && arrived((count) => count + 1))
      return () => void (live = false)
    }, [])
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : null
  }
  return Object.assign(LazyPart, { preload })
}

/** One sheet per part's CSS, shared by every widget on the page. */
const sheets = new Map<string, CSSStyleSheet>()

/**
 * Adopts the styles of a lazily loaded part into the widget's shadow root (once per root),
 * after the panel's own sheet, so they come with the part's chunk rather than with every
 * text chat.
 *
 * @example
 * import css from './voice.css?inline'
 * export function MicButton() { usePartStyles(css); … }
 */
export function usePartStyles(css: string): void {
  const { root } = useModel().host
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}
