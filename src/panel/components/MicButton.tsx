import { useModel } from '../models/context.ts'
import { Icon } from './Icon.tsx'

/**
 * Push-to-talk: record while the button is held down, by pointer or by Space while it has
 * focus; releasing sends, Esc cancels.
 *
 * @example
 * <MicButton disabled={chat.streaming.value} />
 */
export function MicButton({ disabled }: { disabled: boolean }) {
  const { voice, strings } = useModel()
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
      <Icon name="mic" />
    </button>
  )
}
