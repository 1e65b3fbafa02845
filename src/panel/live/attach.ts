import { batch, effect } from '@preact/signals-core'
import { checkedMessages, type ChatMessage } from '../models/history.ts'
import type { WidgetModel } from '../models/widget.ts'
import css from './live.css?inline'
import { keepPlace } from './keep-place.ts'
import { keepAnswers } from './resume.ts'

/** One sheet for every widget on the page. */
let sheet: CSSStyleSheet | undefined

/** How often at most a tab sends its conversation to the others: a streamed answer changes it at every piece. */
const SYNC_MS = 100

/** What one tab tells the others of a chatbot: its conversation and the answer being written. */
interface TabState {
  session: number
  /** when the sending tab's conversation last changed there (Date.now()) */
  at: number
  messages: ChatMessage[]
  draft: ChatMessage | undefined
}

/** Set while a change from another tab is being shown, so it is neither sent back nor reported twice. */
interface FromOtherTab {
  applying: boolean
}

/**
 * Keeps the tabs of one visitor in step: the conversation, the streamed answer included, goes
 * to the chatbot's BroadcastChannel at most every SYNC_MS (copying a long answer at every
 * piece would hold the page up), and what other tabs send is shown here, unless this tab has
 * changed it since (a state sent late must not undo a newer one). What arrives is checked as
 * the server's replies are (checkedMessages): any script of the page can post on the channel.
 */
function syncTabs(model: WidgetModel, remote: FromOtherTab): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(`porchlight:${model.host.chatbotId}`)
  /** When this tab's conversation last changed, here or by another tab. */
  let changedAt = 0
  channel.onmessage = ({ data }: MessageEvent<TabState>) => {
    if (data?.session !== model.config.peek()?.SessionID || !(data.at >= changedAt)) return
    changedAt = data.at
    remote.applying = true
    batch(() => {
      model.chat.messages.value = checkedMessages(data.messages)
      model.chat.draft.value = checkedMessages([data.draft])[0]
    })
    remote.applying = false
  }
  let pending: ReturnType<typeof setTimeout> | undefined
  const post = () => {
    pending = undefined
    const state: TabState = { session: model.config.peek()?.SessionID ?? 0, at: changedAt, messages: model.chat.messages.peek(), draft: model.chat.draft.peek() }
    if (state.session) channel.postMessage(state)
  }
  // What the tab shows when this starts is nobody's news: only later changes made here are sent.
  let started = false
  const stop = effect(() => {
    void [model.config.value, model.chat.messages.value, model.chat.draft.value]
    if (!started || remote.applying) return void (started = true)
    changedAt = Date.now()
    pending ??= setTimeout(post, SYNC_MS)
  })
  return () => {
    stop()
    clearTimeout(pending)
    channel.close()
  }
}

/**
 * Draws attention to answers the visitor has not seen: a count on the bubble while the panel
 * is closed, and a note in the tab title while the tab is hidden. Also reports `message_sent`
 * and `answer_shown` to the page for analytics, once: in the tab where they happened.
 */
function attend(model: WidgetModel, remote: FromOtherTab): () => void {
  const { host, chat, open } = model
  const badge = document.createElement('span')
  badge.className = 'unread'
  badge.id = 'pl-unread'
  badge.hidden = true
  // Beside the bubble, not in it: the round bubble clips what overflows it.
  host.root.append(badge)
  host.bubble.setAttribute('aria-describedby', badge.id)
  /** The page's own title while the note is in it; the page may change its title meanwhile (single-page apps). */
  let pageTitle: string | undefined
  let unread = 0
  let hiddenNew = 0
  let seen = chat.messages.peek().map((message) => message.id)
  let session = model.config.peek()?.SessionID
  const show = () => {
    badge.hidden = unread === 0
    badge.textContent = String(unread)
    badge.setAttribute('aria-label', `${unread} new`)
    if (hiddenNew) {
      pageTitle ??= document.title
      document.title = `(${hiddenNew}) New answer · ${pageTitle}`
    } else if (pageTitle !== undefined) {
      document.title = pageTitle
      pageTitle = undefined
    }
  }
  const onVisible = () => {
    if (document.hidden) return
    hiddenNew = 0
    show()
  }
  document.addEventListener('visibilitychange', onVisible)
  const stops = [
    effect(() => {
      if (open.value) unread = 0
      show()
    }),
    effect(() => {
      const fresh = chat.messages.value.filter((message) => !seen.includes(message.id))
      seen = chat.messages.value.map((message) => message.id)
      // A new session brings its stored history: nothing in it is new to the visitor.
      if (model.config.peek()?.SessionID !== session) {
        session = model.config.peek()?.SessionID
        return
      }
      for (const message of fresh) {
        const detail = { chatbotId: host.chatbotId, text: message.text }
        if (message.role === 'user') {
          if (!remote.applying) host.emit('message_sent', detail)
          continue
        }
        if (!remote.applying) host.emit('answer_shown', { ...detail, answerId: message.answerId, listings: message.listings?.length ?? 0 })
        if (!open.peek()) unread++
        if (document.hidden) hiddenNew++
      }
      if (fresh.length) show()
    })
  ]
  return () => {
    for (const stop of stops) stop()
    document.removeEventListener('visibilitychange', onVisible)
    hiddenNew = 0
    show()
    badge.remove()
    host.bubble.removeAttribute('aria-describedby')
  }
}

/**
 * The panel's live parts, loaded as their own chunk right after it mounts: tabs in sync, the
 * unread count and title note, the analytics events, and its place kept across page loads. Returns the function that ends them.
 *
 * @example
 * const detach = (await import('./live/attach.ts')).attachLive(model)
 */
export function attachLive(model: WidgetModel): () => void {
  // Not usePartStyles: importing the panel's component modules from here would make the build
  // split preact out of panel.js into a chunk of its own.
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
  }
  model.host.root.adoptedStyleSheets = [...model.host.root.adoptedStyleSheets, sheet]
  const remote: FromOtherTab = { applying: false }
  const stops = [syncTabs(model, remote), attend(model, remote), keepAnswers(model), keepPlace(model)]
  return () => stops.forEach((stop) => stop())
}
