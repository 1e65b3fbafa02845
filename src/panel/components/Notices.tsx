import type { Strings } from '../i18n/languages.ts'
import { fill } from '../i18n/languages.ts'
import type { Trouble } from '../models/chat.ts'
import { useModel } from '../models/context.ts'
import { useSecondsLeft } from '../use-seconds-left.ts'

function RateNotice({ trouble, strings, retry }: { trouble: Extract<Trouble, { kind: 'rate' }>; strings: Strings; retry(): void }) {
  const left = useSecondsLeft(trouble.until)
  return (
    <div class="notice" role="alert">
      <p>
        {trouble.message} {left > 0 && <span class="count">{fill(strings.wait, { s: left })}</span>}
      </p>
      <button type="button" disabled={left > 0} onClick={retry}>
        {strings.retry}
      </button>
    </div>
  )
}

/**
 * What stands in the visitor's way, with the way out when there is one: offline, a config
 * that could not load, chat not allowed on this site, too many messages (with a countdown),
 * or a failed answer (with Retry).
 *
 * @example
 * <Notices />
 */
export function Notices() {
  const { configState, reloadConfig, chat, online, strings } = useModel()
  const s = strings.value
  const state = configState.value
  const trouble = chat.trouble.value
  const notices = []
  if (!online.value) notices.push(<div class="notice" role="status" key="offline"><p>{s.offline}</p></div>)
  if (state.status === 'failed' || trouble?.kind === 'forbidden') {
    const forbidden = trouble?.kind === 'forbidden' || (state.status === 'failed' && state.reason === 'forbidden')
    notices.push(
      <div class="notice" role="alert" key="config">
        <p>{forbidden ? s.forbidden : s.unavailable}</p>
        {!forbidden && state.status === 'failed' && (
          <button type="button" onClick={() => void reloadConfig()}>
            {s.retry}
          </button>
        )}
      </div>
    )
  } else if (trouble?.kind === 'rate') {
    notices.push(<RateNotice key={trouble.until} trouble={trouble} strings={s} retry={() => void chat.retry()} />)
  } else if (trouble) {
    notices.push(
      <div class="notice" role="alert" key="trouble">
        <p>{trouble.kind === 'offline' ? s.offline : trouble.message || s.failed}</p>
        <button type="button" onClick={() => void chat.retry()}>
          {s.retry}
        </button>
      </div>
    )
  }
  return notices.length ? <div class="notices">{notices}</div> : null
}
