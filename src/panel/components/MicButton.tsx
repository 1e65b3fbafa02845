import { useModel } from '../models/context.ts'
import { voiceOf } from '../models/voice.ts'
import { Icon } from './Icon.tsx'
import css from './voice.css?inline'
import { usePartStyles } from './lazy-part.tsx'

const MIC = 'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z'

/**
 * Push-to-talk: record while the button is held down, by pointer or by Space while it has
 * focus; releasing sends, Esc cancels.
 *
 * @example
 * <MicButton disabled={chat.streaming.value} />
 */
export function MicButton({ disabled }: { disabled: boolean }) {
  usePartStyles(css)
  const model = useModel()
  const { strings } = model
  const voice = voiceOf(model)
  const phase = voice.phase.value
  const active = phase === 'starting' || phase === 'recording'
  return (
    <button
      type="button"
      class={`icon mic${active ? ' live' : ''}`}
      aria-label={strings.value.holdToTalk}
      title={strings.value.holdToTalk}
      aria-pressed={active}
      disabled={disabled || phase === 'sending'}
      onPointerDown={(event) => {
        if (event.button !== 0) return
        event.currentTarget.setPointerCapture?.(event.pointerId)
        void voice.start()
      }}
      onPointerUp={() => void voice.stop()}
      onPointerCancel={() => voice.cancel()}
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault()
          if (!event.repeat) void voice.start()
        }
      }}
      onKeyUp={(event) => {
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault()
          void voice.stop()
        }
      }}
      onContextMenu={(event) => event.preventDefault()}
    >
      <Icon d={MIC} />
    </button>
  )
}
