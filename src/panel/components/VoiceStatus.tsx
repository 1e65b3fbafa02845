import { fill } from '../i18n/languages.ts'
import { useModel } from '../models/context.ts'
import { clock } from './MessageItem.tsx'
import css from './voice.css?inline'
import { usePartStyles } from './lazy-part.tsx'

/** The recording timer while recording, and what went wrong when a voice message did not happen. *
 * @example
 * <VoiceStatus />
 */
export function VoiceStatus() {
  usePartStyles(css)
  const { voice: made, strings } = useModel()
  const voice = made.value
  if (!voice) return null
  const s = strings.value
  const problem = voice.problem.value
  if (voice.phase.value === 'recording') {
    return (
      <p class="voice" role="status">
        <span class="rec" aria-hidden="true" />
        {fill(s.recording, { time: clock(voice.seconds.value) })}
      </p>
    )
  }
  return problem ? (
    <p class="voice problem" role="alert">
      {s[problem]}
    </p>
  ) : null
}
