import { useState } from 'preact/hooks'
import type { TalkToHumanBody, TalkToHumanReply } from '../../../server/schemas/talk-to-human.ts'
import { ApiError, postJson } from '../../api/envelope.ts'
import { useModel } from '../models/context.ts'
import css from './handoff.css?inline'
import { usePartStyles } from './lazy-part.tsx'

type Sent = { state: 'idle' | 'sending' } | { state: 'done'; reply: string } | { state: 'failed'; message: string }

/**
 * Asks for a person: name, e-mail and message go to the server, which mails the chatbot's
 * owner with the conversation (TalkToHumanEmail). The reply's Message is what to show: the
 * chatbot's TalkToHumanResponseMessage, or the server's own thanks when that is empty.
 *
 * @example
 * const { HandoffForm } = await import('./HandoffForm.tsx')
 */
export function HandoffForm() {
  usePartStyles(css)
  const { config, strings, handoff, host, chat } = useModel()
  const s = strings.value
  const [sent, setSent] = useState<Sent>({ state: 'idle' })
  const current = config.value
  if (!current) return null

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    const field = (name: keyof TalkToHumanBody) => String(form.get(name) ?? '')
    setSent({ state: 'sending' })
    try {
      const body: TalkToHumanBody = { sessionID: current.SessionID, name: field('name'), email: field('email'), message: field('message') }
      const reply = await postJson<TalkToHumanReply>({ base: host.apiBase, key: current.SessionKey }, '/chat/Chat/TalkToHuman', body)
      setSent({ state: 'done', reply: reply.Message })
      // A person sees the conversation waiting: the chat follows it live (live/person.ts).
      if (reply.Mode) chat.mode.value = reply.Mode
      host.emit('handoff', { chatbotId: host.chatbotId })
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
