import type { ComponentType } from 'preact'
import { useEffect, useState } from 'preact/hooks'

/**
 * A component that comes as a chunk of its own, imported the first time it is rendered, so a
 * text chat does not download or evaluate it (the talk-to-a-person form, the image and
 * push-to-talk controls the chatbot may not even allow). Nothing is drawn until it arrives;
 * a failed import is tried again at the next render.
 *
 * Adding one: export the component from its own file, import that file nowhere statically,
 * and render the `lazyPart` instead (test/widget/bundle.test.ts checks what a text chat loads).
 *
 * @example
 * const MicButton = lazyPart(() => import('./MicButton.tsx').then((module) => module.MicButton))
 * {config.EnablePushToTalk && <MicButton disabled={busy} />}
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<unknown> | undefined
  return function LazyPart(props: Props) {
    const [, arrived] = useState(0)
    useEffect(() => {
      if (loaded) return
      let live = true
      loading ??= load().then(
        (component) => void (loaded = component),
        () => void (loading = undefined)
      )
      void loading.then(() => live && arrived((count) => count + 1))
      return () => void (live = false)
    }, [])
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : null
  }
}
