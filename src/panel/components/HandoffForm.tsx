import { useState } from 'preact/hooks'
import { ApiError, postJson } from '../../api/envelope.ts'
import { useModel } from '../models/context.ts'

type Sent = { state: 'idle' | 'sending' } | { state: 'done'; reply: string } | { state: 'failed'; message: string }

/**
 * Asks for a person: name, e-mail and message go to the server, which mails the chatbot's
 * owner with the conversation (TalkToHumanEmail). The reply is TalkToHumanResponseMessage.
 *
 * @example
 * const { HandoffForm } = await import('./HandoffForm.tsx')
 */
export function HandoffForm() {
  const { config, strings, handoff, host } = useModel()
  const s = strings.value
  const [sent, setSent] = useState<Sent>({ state: 'idle' })
  const current = config.value
  if (!current) return null

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    setSent({ state: 'sending' })
    try {
      const reply = await postJson<string | null>({ base: host.apiBase, key: current.SessionKey }, '/chat/Chat/TalkToHuman', {
        sessionID: current.SessionID,
        name: form.get('name'),
        email: form.get('email'),
        message: form.get('message')
      })
      setSent({ state: 'done', reply: typeof reply === 'string' && reply ? reply : current.TalkToHumanResponseMessage })
    } catch (error) {
      const missing = error instanceof ApiError && error.status === 404
      setSent({ state: 'failed', message: missing ? s.handoffUnavailable : error instanceof Error && error.message !== 'network' ? error.message : s.failed })
    }
  }
  return (
    <div class="handoff" role="group" aria-labelledby="pl-handoff">
      <h3 id="pl-handoff">{s.talkToHuman}</h3>
      {sent.state === 'done' ? (
        <p role="status">{sent.reply}</p>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)}>
          <label>
            {s.yourName}
            <input name="name" autocomplete="name" required maxLength={200} />
          </label>
          <label>
            {s.yourEmail}
            <input name="email" type="email" autocomplete="email" required maxLength={254} />
          </label>
          <label>
            {s.message}
            <textarea name="message" rows={3} required maxLength={5000} />
          </label>
          {sent.state === 'failed' && <p role="alert">{sent.message}</p>}
          <button type="submit" class="primary" disabled={sent.state === 'sending'}>
            {s.request}
          </button>
        </form>
      )}
      <button type="button" class="link" onClick={() => (handoff.value = false)}>
        {s.back}
      </button>
    </div>
  )
}
