import { LRUCache } from 'lru-cache'

/** What one reply body was made from: the chatbot, the listings version read first, the request. */
export interface ReplyKey {
  chatbotId: string
  /** listingsVersion() read before the data of the body */
  version: number
  /** everything else the body depends on, as one string */
  request: string
}

/**
 * Serialized reply bodies that stay right while a chatbot's listings version is the same.
 * The version lives in the database and every listing write moves it in its own transaction,
 * so a body is never served after a write, on this instance or another one sharing the
 * database: a request reads the version, and only a body made at that version answers it.
 * Bounded by the characters it holds; the least recently used bodies go first.
 *
 * @example
 * const replies = new VersionedReplies(8 * 2 ** 20)
 * const key = { chatbotId, version: await listingsVersion(db, chatbotId), request: JSON.stringify(body) }
 * const body = replies.get(key) ?? replies.set(key, reply.serialize(await makeReply()))
 */
export class VersionedReplies {
  readonly #bodies: LRUCache<string, { version: number; body: string }>

  constructor(maxCharacters: number) {
    this.#bodies = new LRUCache({ maxSize: maxCharacters, sizeCalculation: (entry) => entry.body.length + 64 })
  }

  /** The body made at `key.version` for this request, if it is kept. */
  get({ chatbotId, version, request }: ReplyKey): string | undefined {
    const entry = this.#bodies.get(`${chatbotId}\u0000${request}`)
    return entry?.version === version ? entry.body : undefined
  }

  /** Keeps `body` for the request at `key.version` (replacing an older one) and returns it. */
  set({ chatbotId, version, request }: ReplyKey, body: string): string {
    this.#bodies.set(`${chatbotId}\u0000${request}`, { version, body })
    return body
  }
}
