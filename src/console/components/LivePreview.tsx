import { useSignal } from '@preact/signals'
import { useEffect, useRef } from 'preact/hooks'
import type { WidgetConfig } from '../../../server/schemas/widget-config.ts'
import type { PreviewShow } from '../preview/messages.ts'

type Device = 'desktop' | 'phone'

/** A pair of radio buttons in a fieldset, the preview's toggles. */
function Choice<T extends string>({ legend, name, options, value, onChange }: { legend: string; name: string; options: Array<[T, string]>; value: T; onChange(next: T): void }) {
  return (
    <fieldset class="segmented">
      <legend>{legend}</legend>
      {options.map(([key, label]) => (
        <label key={key}>
          <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key)} />
          {label}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The live preview: the real widget in a sandboxed frame (scripts only, no origin of its own,
 * so it can reach neither the console nor its cookie), in a desktop or a phone frame, closed
 * (bubble and welcome teaser) or open (the panel with its suggestions). Each new config from
 * the server's preview call goes to the frame as it comes.
 */
export function LivePreview({ config }: { config: WidgetConfig | undefined }) {
  const device = useSignal<Device>('desktop')
  const open = useSignal(false)
  const frame = useRef<HTMLIFrameElement>(null)
  /**
   * The frame's `load`: its module script has run by then and listens for drafts. A listener
   * attached with the frame itself, so a frame that loads before this page's effects run (a
   * busy machine) is never missed, as a message from the frame could be.
   */
  const ready = useSignal(false)

  useEffect(() => {
    if (!ready.value || !config) return
    // The frame's origin is opaque: no other target origin can reach it. The config is the public one any visitor gets.
    frame.current?.contentWindow?.postMessage({ type: 'porchlight-preview-show', config, open: open.value } satisfies PreviewShow, '*')
  }, [ready.value, config, open.value, device.value])

  return (
    <aside class="preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <p class="rule">As visitors will see it once saved; it follows the form as you type.</p>
      <div class="preview-controls">
        <Choice legend="Screen" name="preview-device" options={[['desktop', 'Desktop'], ['phone', 'Phone']]} value={device.value} onChange={(next) => ((ready.value = false), (device.value = next))} />
        <Choice legend="Chat" name="preview-open" options={[['closed', 'Closed'], ['open', 'Open']]} value={open.value ? 'open' : 'closed'} onChange={(next) => (open.value = next === 'open')} />
      </div>
      <div class={`device device-${device.value}`}>
        <iframe
          key={device.value}
          ref={frame}
          class="preview-frame"
          title={`Preview of the chat widget on a ${device.value === 'desktop' ? 'desktop' : 'phone'} screen`}
          src="/console/preview.html"
          sandbox="allow-scripts"
          onLoad={() => (ready.value = true)}
        />
      </div>
    </aside>
  )
}
