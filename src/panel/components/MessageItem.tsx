import type { ComponentType } from 'preact'
import type { Strings } from '../i18n/languages.ts'
import { fill } from '../i18n/languages.ts'
import type { Attachment, ChatMessage } from '../models/history.ts'
import { aroundCardList } from '../markdown/card-list.ts'
import { Markdown } from './Markdown.tsx'
import { Thumbnail } from './Thumbnail.tsx'

/** m:ss */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

function Attachments({ items, strings }: { items: Attachment[]; strings: Strings }) {
  const images = items.filter((item) => item.kind === 'image')
  const audio = items.find((item) => item.kind === 'audio')
  return (
    <div class="attached">
      {images.map((image, index) => image.file && <Thumbnail key={index} file={image.file} name={image.name} />)}
      {images.length > 0 && !images[0]!.file && <span class="tag">{fill(strings.imagesSent, { n: images.length })}</span>}
      {audio && <span class="tag">{fill(strings.voiceMessage, { time: clock(audio.seconds ?? 0) })}</span>}
    </div>
  )
}

/**
 * One message: the visitor's as plain text, the assistant's (or a person's, under their name) as markdown, with what was
 * attached and, for an answer that did not finish, why. An answer still `streaming`, or
 * one cut short, has the markup it left open closed. A finished answer with an id shows
 * `Extras` beneath it (the cards and feedback, a lazy part that MessageList passes in: a
 * lazyPart made here would make the build split preact out of panel.js).
 *
 * @example
 * <MessageItem message={message} strings={strings} Extras={AnswerExtras} />
 */
export function MessageItem({ message, strings, streaming, Extras }: { message: ChatMessage; strings: Strings; streaming?: boolean; Extras?: ComponentType<ExtrasProps> }) {
  const mine = message.role === 'user'
  const Shown = message.answerId ? Extras : undefined
  // The list the cards replace leaves the text; the cards take its place (aroundCardList).
  const around = Shown && message.listings?.length ? aroundCardList(message.text, message.listings) : null
  return (
    <div class={`msg ${mine ? 'user' : 'bot'}${Shown && message.listings?.length ? ' wide' : ''}`}>
      {message.agentName && <span class="who">{message.agentName}</span>}
      {message.attachments?.length ? <Attachments items={message.attachments} strings={strings} /> : null}
      {mine ? message.text && <p class="text" dir="auto">{message.text}</p> : <Markdown text={around ? around[0] : message.text} live={streaming} settle={streaming || Boolean(message.state)} />}
      {around && Shown && (
        <>
          <Shown message={message} show="cards" />
          {around[1] && <Markdown text={around[1]} settle={Boolean(message.state)} />}
        </>
      )}
      {message.state === 'stopped' ? <span class="state">{strings.stopped}</span> : message.state === 'waiting' && <span class="state">{strings.offline}</span>}
      {Shown && <Shown message={message} show={around ? 'feedback' : 'both'} />}
    </div>
  )
}

/** What an answer's extras show: its cards, its feedback, or both (cards first). */
export interface ExtrasProps {
  message: ChatMessage
  show: 'cards' | 'feedback' | 'both'
}
