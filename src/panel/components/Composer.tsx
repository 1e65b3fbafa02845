import { useLayoutEffect, useRef } from 'preact/hooks'
import { useModel } from '../models/context.ts'
import { Icon } from './Icon.tsx'
import { lazyPart } from './lazy-part.tsx'

/** Only for chatbots that allow images or push-to-talk: chunks of their own. */
const AttachButton = lazyPart(() => import('./AttachButton.tsx').then((module) => module.AttachButton))
const MicButton = lazyPart(() => import('./MicButton.tsx').then((module) => module.MicButton))

/**
 * Grows the box with its text up to the stylesheet's max-height, for browsers without CSS
 * field-sizing (set through the CSSOM, which CSP allows). An empty or hidden box keeps its
 * one-row height.
 */
function fitHeight(box: HTMLTextAreaElement): void {
  box.style.height = ''
  if (box.value && box.scrollHeight > box.clientHeight) box.style.height = `${box.scrollHeight}px`
}

/**
 * The message box: text (Enter sends, Shift+Enter starts a new line, pasted images attach),
 * the image and push-to-talk buttons the chatbot allows, and Send, or Stop while an answer
 * streams.
 *
 * @example
 * <Composer />
 */
export function Composer() {
  const { config, strings, text, chat, attachments, voice, submit, configState } = useModel()
  const s = strings.value
  const current = config.value
  const trouble = chat.trouble.value
  const blocked = !current || trouble?.kind === 'forbidden' || configState.value.status !== 'ready'
  const waiting = trouble?.kind === 'rate' && trouble.until > Date.now()
  const tray = attachments.value
  const canSend = !blocked && !waiting && !tray?.uploading.value && (text.value.trim() !== '' || Boolean(tray?.ready.value.length))
  const recording = (voice.value?.phase.value ?? 'idle') !== 'idle'
  const box = useRef<HTMLTextAreaElement>(null)
  // Follows the text both ways: typing grows the box, sending empties and shrinks it.
  useLayoutEffect(() => {
    if (box.current) fitHeight(box.current)
  }, [text.value])

  return (
    <form
      class="composer"
      onSubmit={(event) => {
        event.preventDefault()
        if (canSend) submit()
      }}
    >
      {current?.EnableUploadImage && <AttachButton disabled={blocked} />}
      <textarea
        ref={box}
        rows={1}
        dir="auto"
        value={text.value}
        placeholder={current?.UserInputPlaceholder || s.message}
        aria-label={s.message}
        disabled={blocked}
        onInput={(event) => (text.value = event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
            event.preventDefault()
            if (canSend && !chat.streaming.value) submit()
          }
        }}
        onPaste={(event) => {
          const files = Array.from(event.clipboardData?.files ?? []).filter((file) => file.type.startsWith('image/'))
          if (files.length && tray) {
            event.preventDefault()
            void tray.add(files)
          }
        }}
      />
      {current?.EnablePushToTalk && <MicButton disabled={blocked || chat.streaming.value} />}
      {chat.streaming.value ? (
        <button type="button" class="icon send" aria-label={s.stop} title={s.stop} onClick={() => chat.stop()}>
          <Icon name="stop" />
        </button>
      ) : (
        <button type="submit" class="icon send" aria-label={s.send} title={s.send} disabled={!canSend || recording}>
          <Icon name="send" />
        </button>
      )}
    </form>
  )
}
