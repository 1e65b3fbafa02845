import { Type, type Static } from 'typebox'
import { RowId } from './common.ts'
import { ListingCards } from './listing-card.ts'
import { PersonMode } from './live.ts'

const ModeNote = PersonMode('waiting (the visitor asked for one; the assistant still answers) or agent (a person holds the conversation: the question was stored and passed on, the assistant did not answer, and the answer fields are empty with id 0); the person\'s messages come through LiveEvents')

/** What ClientAsk's chatAskType can be once null has become Text. */
export type AskType = 'Text' | 'Image' | 'Audio' | 'Video'

/** The longest question a visitor can type; long enough for any real question, short enough to bound cost. */
export const MAX_CONTENT_LENGTH = 4000
/** The most images one question can carry. */
export const MAX_IMAGES = 10

/** ClientAsk's body, as docs/api.md describes it; the rules between fields are in chat/ask-rules.ts. */
export const ClientAskBody = Type.Object({
  sessionID: RowId('a session id from GetSession or GetConfig'),
  content: Type.String({
    maxLength: MAX_CONTENT_LENGTH,
    description: `a message of at most ${MAX_CONTENT_LENGTH} characters (it may be empty when chatAskType is Image, Audio or Video)`
  }),
  // null is allowed as the contract says (docs/api.md); written as a plain enum so a wrong value gets one clear message.
  chatAskType: Type.Optional(Type.Unsafe<AskType | null>({
    enum: ['Text', 'Image', 'Audio', 'Video', null],
    description: 'Text, Image, Audio or Video (null or absent means Text)'
  })),
  stream: Type.Optional(Type.Boolean({ description: 'true to receive the answer as a text/event-stream' })),
  fileIds: Type.Optional(Type.Unsafe<number[] | null>({
    type: ['array', 'null'],
    items: RowId('a FileStoreId'),
    maxItems: MAX_IMAGES,
    description: `a list of at most ${MAX_IMAGES} FileStoreIds, or null`
  })),
  clientMessageId: Type.Optional(Type.String({
    minLength: 8,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'an id the client gives this message (8 to 64 letters, digits, - or _, random enough to be unique in the session): '
      + 'the message sent again with the same id in the same session is not stored, answered or counted again; the answer to the first one comes back'
  }))
}, {
  additionalProperties: false,
  title: 'ClientAskBody',
  description: 'content is required (not blank) for Text; Image needs 1 to 10 image fileIds; Audio exactly one WAV fileId; Video exactly one video fileId'
})
export type ClientAskBody = Static<typeof ClientAskBody>

const AnswerId = Type.Integer({ description: 'the id of the answer message' })
const AnswerText = Type.String({ description: 'the answer, markdown, with AnswerSuffix appended' })
const TotalToken = Type.Integer({ description: 'tokens the model read plus tokens it wrote' })

/** Data of a non-streamed ClientAsk reply. */
export const ClientAskReply = Type.Object({
  messageid: AnswerId,
  content: AnswerText,
  totalToken: TotalToken,
  noAnswer: Type.Boolean({ description: 'true when the assistant had no answer to the question' }),
  listings: ListingCards,
  mode: ModeNote
}, { title: 'ClientAskReply', description: 'listings and mode are extensions beyond the original contract (for cards; for live takeover; docs/api.md)' })

/** A part of the answer, in order; the client appends `content` to what it shows. */
export const StreamChunk = Type.Object({ content: Type.String() }, { title: 'StreamChunk' })

/** The last event of an answered stream; the server ends the response after it. */
export const StreamFinal = Type.Object({
  QuestionID: Type.Integer({ description: 'the id of the question message' }),
  AnswerID: Type.Integer({ description: 'the id of the answer message' }),
  Answer: Type.String({ description: 'the whole answer, with AnswerSuffix appended' }),
  TotalToken: Type.Integer({ description: 'tokens the model read plus tokens it wrote' }),
  Listings: ListingCards,
  Stopped: Type.Optional(Type.Literal(true, { description: 'present only when StopAnswer ended the answer' })),
  Mode: ModeNote
}, { title: 'StreamFinal', description: 'the contract\'s four fields, plus the extensions Listings (for cards), Stopped and Mode' })

/** The last event of a stream that failed after it started; the server ends the response after it. */
export const StreamFailure = Type.Object({
  Success: Type.Literal(false),
  Code: Type.Integer({ description: 'the HTTP status the failure would have had' }),
  Message: Type.String({ description: 'what went wrong' })
}, { title: 'StreamFailure' })

/**
 * One `data:` line of ClientAsk's (and ResumeAnswer's) text/event-stream: chunks, then exactly
 * one StreamFinal or StreamFailure, then the server ends the response. Each event has the SSE
 * id `<AnswerID>:<characters sent so far>`. `: ping` comment lines keep an idle stream open.
 * A client must not send ClientAsk again to reconnect (that would ask again); ResumeAnswer
 * continues the same answer.
 */
export const StreamEvent = Type.Union([StreamChunk, StreamFinal, StreamFailure], {
  title: 'StreamEvent',
  description: 'the JSON of one `data:` line (SSE id `<AnswerID>:<offset>`): StreamChunk events, then one StreamFinal or StreamFailure, after which the server ends the response; to reconnect, call ResumeAnswer, never ClientAsk again'
})
export type ClientAskReply = Static<typeof ClientAskReply>

/** The stream's events by the names the server's stream writer and the widget use. */
export const AskStreamChunk = StreamChunk
export type AskStreamChunk = Static<typeof StreamChunk>
export const AskStreamDone = StreamFinal
export type AskStreamDone = Static<typeof StreamFinal>
export const AskStreamFailure = StreamFailure
export type AskStreamFailure = Static<typeof StreamFailure>
export const AskStreamEvent = StreamEvent
export type AskStreamEvent = Static<typeof StreamEvent>
