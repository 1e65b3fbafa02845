import { useLayoutEffect, useRef } from 'preact/hooks'
import { trapTab } from '../modal.ts'
import { useModel } from '../models/context.ts'
import { Composer } from './Composer.tsx'
import { Header } from './Header.tsx'
import { lazyPart } from './lazy-part.tsx'
import { MessageList } from './MessageList.tsx'
import { Notices } from './Notices.tsx'
import { PrivacyGate } from './PrivacyGate.tsx'
import { SuggestionChips } from './SuggestionChips.tsx'

/** Parts a text chat does not need, each a chunk of its own (see lazyPart). */
const AttachmentTray = lazyPart(() => import('./AttachmentTray.tsx').then((module) => module.AttachmentTray))
const VoiceStatus = lazyPart(() => import('./VoiceStatus.tsx').then((module) => module.VoiceStatus))
const HandoffForm = lazyPart(() => import('./HandoffForm.tsx').then((module) => module.HandoffForm))

/** Where focus goes on opening, best first. */
const FIRST_FOCUS = ['textarea:not([disabled])', '.accept', 'button:not([disabled])']

/**
 * The chat dialog. Opening moves focus into it (the message box, or the privacy notice's
 * button); Esc cancels a recording or closes; closing gives focus back to the bubble. Images
 * dropped anywhere on it are attached.
 *
 * @example
 * <Panel />
 */
export function Panel() {
  const model = useModel()
  const { open, strings, consentNeeded, config, attachments, voice, handoff, setOpen, host } = model
  const dialog = useRef<HTMLDivElement>(null)
  const isOpen = open.value
  const gated = consentNeeded.value
  const configured = Boolean(config.value)

  // Also after accepting the privacy notice (its button is gone, the message box is there),
  // and when the config arrives after a click opened the panel (the box was not there yet).
  // A layout effect: it runs before the browser draws the hidden dialog, while the focus is
  // still in it; once drawn, the focus has left the hidden element and closing lost it.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    // On touch screens focusing the box would throw the keyboard up at once: the dialog takes focus instead.
    const touch = window.matchMedia?.('(pointer: coarse)').matches
    if (isOpen) (touch ? element : FIRST_FOCUS.map((selector) => element.querySelector<HTMLElement>(selector)).find(Boolean))?.focus()
    else if (element.contains(host.root.activeElement)) host.bubble.focus()
  }, [isOpen, gated, configured, host])

  // The images model comes with the image controls' chunk, drawn when the chatbot allows images.
  const tray = attachments.value
  const canDrop = Boolean(config.value?.EnableUploadImage && tray) && !consentNeeded.value
  return (
    // A modal dialog: Tab stays inside, and it is named even before (or without) a config.
    <div
      ref={dialog}
      id="pl-panel"
      class="panel"
      role="dialog"
      aria-modal="true"
      tabIndex={-1}
      aria-label={config.value?.Name || strings.value.conversation}
      dir={strings.value.dir}
      hidden={!isOpen}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && dialog.current) trapTab(event, dialog.current, host.root)
        if (event.key !== 'Escape') return
        event.stopPropagation()
        const recorder = voice.peek()
        if (recorder && recorder.phase.peek() !== 'idle') recorder.cancel()
        else if (handoff.value) handoff.value = false
        else setOpen(false)
      }}
      onDragOver={(event) => {
        if (canDrop && event.dataTransfer?.types.includes('Files')) event.preventDefault()
      }}
      onDrop={(event) => {
        if (!canDrop || !tray || !event.dataTransfer?.files.length) return
        event.preventDefault()
        void tray.add(event.dataTransfer.files)
      }}
    >
      <Header />
      <Notices />
      {handoff.value ? (
        <HandoffForm />
      ) : (
        <>
          <MessageList />
          {/* Without a config (loading, or refused) there is nothing to write to. */}
          {!config.value ? null : consentNeeded.value ? (
            <PrivacyGate />
          ) : (
            <>
              <SuggestionChips />
              {config.value.EnableUploadImage && <AttachmentTray />}
              {config.value.EnablePushToTalk && <VoiceStatus />}
              <Composer />
            </>
          )}
        </>
      )}
    </div>
  )
}
