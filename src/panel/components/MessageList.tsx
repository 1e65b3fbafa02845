import { useLayoutEffect, useRef } from 'preact/hooks'
import { fill } from '../i18n/languages.ts'
import { useModel } from '../models/context.ts'
import { Markdown } from './Markdown.tsx'
import { lazyPart } from './lazy-part.tsx'
import { MessageItem } from './MessageItem.tsx'

/** Cards and feedback under an answer: a chunk that loads with the first answer that has an id. */
const AnswerExtras = lazyPart(() => import('../rich/answer-extras.tsx').then((module) => module.AnswerExtras))

/** Typing dots, with what they mean for screen readers (`shown`: for everyone, as when a person types). */
function Typing({ label, shown }: { label: string; shown?: boolean }) {
  return (
    <div class="msg bot typing" role="status">
      <span class="dots" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <span class={shown ? 'who' : 'sr'}>{label}</span>
    </div>
  )
}

/** How close to the end still counts as "at the bottom", in pixels. */
const BOTTOM_SLACK = 40

/**
 * The conversation. Finished messages sit in a log region, which screen readers announce as
 * messages are added; the answer being streamed sits just after it, outside, and joins the
 * log when it is finished, so it is announced once and whole. New text scrolls into view only
 * while the reader is at the bottom; scrolling up to reread is left alone.
 *
 * @example
 * <MessageList />
 */
export function MessageList() {
  const { chat, config, strings, open, kept } = useModel()
  const s = strings.value
  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  /** Where the conversation was scrolled last, by the reader or by following the text. */
  const lastTop = useRef(0)
  const counted = useRef(0)
  const content = useRef<HTMLDivElement>(null)
  const messages = chat.messages.value
  const draft = chat.draft.value
  const mode = chat.mode.value
  const typing = chat.personTyping.value
  const isOpen = open.value

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    // The visitor's own new message brings them back to the end; streamed text only follows
    // a reader who is already there.
    if (messages.length > counted.current && messages.at(-1)?.role === 'user') atBottom.current = true
    counted.current = messages.length
  }, [messages])

  // The content growing (a message, a streamed frame of an answer) scrolls it into view once
  // the browser has laid it out anyway: reading scrollHeight for every streamed chunk would
  // force a layout each time.
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element || !content.current || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (atBottom.current) scrollToEnd(element)
    })
    observer.observe(content.current)
    return () => observer.disconnect()
  }, [])

  // While the first answer is written, its cards' chunk comes: they take the place of its list at once.
  if (draft) void AnswerExtras.preload()

  useLayoutEffect(() => {
    const element = scroller.current
    if (!isOpen || !element) return
    atBottom.current = true
    scrollToEnd(element)
  }, [isOpen])

  function scrollToEnd(element: HTMLElement) {
    // Back where the visitor was on the previous page, once the conversation is that long.
    const top = kept.place?.top ?? -1
    if (top >= 0 && element.scrollHeight - element.clientHeight >= top) {
      kept.place = undefined
      atBottom.current = false
      element.scrollTop = lastTop.current = top
      return
    }
    element.scrollTop = element.scrollHeight
    lastTop.current = element.scrollTop
  }

  // Only the reader scrolling up stops the following: the scroll event of a follow can arrive
  // after more text has grown the content, and that is no sign the reader left the end.
  const onScroll = () => {
    const element = scroller.current
    if (!element) return
    const top = element.scrollTop
    if (element.scrollHeight - top - element.clientHeight <= BOTTOM_SLACK) atBottom.current = true
    else if (top < lastTop.current) atBottom.current = false
    lastTop.current = top
  }

  const welcome = config.value?.WelcomeMessage.trim()
  return (
    // Focusable, so the conversation scrolls by keyboard too; a group, not a landmark, on the host page.
    <div class="scroll" ref={scroller} onScroll={onScroll} tabIndex={0} role="group" aria-label={s.conversation}>
      <div ref={content}>
        <div class="log" role="log" aria-live="polite" aria-label={s.conversation}>
          {welcome && (
            <div class="msg bot">
              <Markdown text={welcome} />
            </div>
          )}
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} strings={s} Extras={AnswerExtras} />
          ))}
        </div>
        {draft && (
          <div class="draft" aria-busy="true">
            {/* No dots while a person holds the conversation: the question went to them, the assistant stays silent. */}
            {draft.text ? <MessageItem message={draft} strings={s} streaming /> : mode !== 'agent' && <Typing label={s.typing} />}
          </div>
        )}
        {!draft && typing && <Typing label={fill(s.agentTyping, { name: typing })} shown />}
        {mode !== 'assistant' && (
          <p class="person" role="status">
            {mode === 'waiting' ? s.waitingForPerson : fill(s.withPerson, { name: chat.person.value })}
          </p>
        )}
      </div>
    </div>
  )
}
