import type { Config } from '../config.ts'
import type { Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import type { FileKind } from '../store/files.ts'
import type { AskType } from '../schemas/chat.ts'
import type { QualificationFacts } from '../leads/qualification.ts'
import type { ShowingRequested } from '../leads/showing-notice.ts'
import type { LeadPort } from '../leads/lead-port.ts'

export type { AskType }

/** A file sent with a question, already checked to be of the kind the question says. */
export interface AskedFile {
  id: number
  kind: FileKind
  mime: string
  /** where its bytes are on disk */
  path: string
}

/** One earlier message of the session, as a model sees it. */
export interface Turn {
  role: 'user' | 'assistant'
  content: string
  askType: string
  /** the listings an answer showed, by key, in order (stored with it); none for a question */
  listingKeys?: string[]
}

/** Everything a model needs to answer one question. */
export interface AnswerRequest {
  db: Db
  config: Config
  chatbot: Chatbot
  /** the session's earlier messages, oldest first, without the question being answered */
  history: Turn[]
  question: { content: string; askType: AskType; files: AskedFile[] }
  /** the reply streams: the built-in model then paces its pieces so the stream is visible */
  streaming: boolean
  /** the session's lead, to qualify (the save_lead tool, the built-in assistant's one question); absent outside a session */
  lead?: LeadHandle
}

/**
 * A session's lead as a model may qualify it (server/leads/qualification.ts has the fields) and
 * ask a showing for it; its store reads and writes are those of a LeadPort.
 */
export interface LeadHandle extends LeadPort {
  sessionId: number
  /** writes what the visitor told onto the lead (and pushes it as lead.updated when that changed it) */
  save(facts: QualificationFacts, listingsNamed?: string[]): Promise<void>
  /** tells the agents of a showing request with its times; returns the contact they will use ('' when none) */
  showingRequested(showing: ShowingRequested): Promise<{ contact: string }>
}

/** What a model reports once it has written its answer. */
export interface AnswerResult {
  noAnswer: boolean
  /** tokens the model read: the provider's count, or gpt-tokenizer's when it gives none */
  promptTokens: number
  /** tokens the model wrote */
  answerTokens: number
  /**
   * false when the answer names listings only as examples of what to ask (the built-in
   * assistant's help and greeting), so none of them becomes a card; absent: the listings it names do
   */
  cards?: boolean
}

/**
 * A prepared answer. It writes the answer through `emit` piece by piece and stops
 * early when `signal` aborts (the client went away); what was emitted until then stands.
 */
export type RunAnswer = (emit: (text: string) => void, signal: AbortSignal) => Promise<AnswerResult>

/**
 * A way of answering questions: the built-in listing assistant or an OpenAI-compatible model.
 *
 * @example
 * const run = await model.prepare(request)   // may throw a 4xx before anything is sent
 * const result = await run((text) => reply.write(text), abort.signal)
 */
export interface ChatModel {
  /** Refuses, before the question is stored, what this model cannot take (e.g. video without ffmpeg). */
  check(askType: AskType): void
  /** Reads everything the answer needs (listings, media); throws typed 4xx errors for bad media. */
  prepare(request: AnswerRequest): Promise<RunAnswer>
}
