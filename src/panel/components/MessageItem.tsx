import type { Strings } from '../i18n/languages.ts'
import { fill } from '../i18n/languages.ts'
import type { Attachment, ChatMessage } from '../models/history.ts'
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
 * One message: the visitor's as plain text, the assistant's as markdown, with what was
 * attached and, for an answer that did not finish, why. An answer still `streaming`, or
 * one cut short, has the markup it left open closed.
 *
 * @example
 * <MessageItem message={message} strings={strings} />
 */
export function MessageItem({ message, strings, streaming }: { message: ChatMessage; strings: Strings; streaming?: boolean }) {
  const mine = message.role === 'user'
  return (
    <div class={`msg ${mine ? 'user' : 'bot'}`}>
      {message.attachments?.length ? <Attachments items={message.attachments} strings={strings} /> : null}
      {mine ? message.text && <p class="text" dir="auto">{message.text}</p> : <Markdown text={message.text} live={streaming} settle={streaming || Boolean(message.state)} />}
      {message.state === 'stopped' && <span class="state">{strings.stopped}</span>}
    </div>
  )
}
