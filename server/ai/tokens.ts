import { createRequire } from 'node:module'
import type * as Gpt from 'gpt-tokenizer'
import { LRUCache } from 'lru-cache'

type Tokenizer = typeof Gpt

let tokenizer: Tokenizer | undefined

/**
 * gpt-tokenizer, loaded on the first count rather than at start: its o200k tables take about
 * 65 MiB of memory and a few hundred milliseconds to load, which a server that is starting
 * (or one whose chatbots use a model that reports its own usage) need not pay for.
 */
function loadTokenizer(): Tokenizer {
  tokenizer ??= createRequire(import.meta.url)('gpt-tokenizer') as Tokenizer
  return tokenizer
}

/** Text such as "<|endoftext|>" in a message is just text here, never a control token. */
const asPlainText = { disallowedSpecial: new Set<string>() }

/**
 * Tokens in `text` by the o200k encoding that current OpenAI models use; a fair count for
 * other models too, and the count Porchlight reports when a provider sends no usage.
 *
 * @example
 * countTokens('Homes in Austin under 500k') // 7
 */
export function countTokens(text: string): number {
  return text ? loadTokenizer().countTokens(text, asPlainText) : 0
}

/** Counts of short texts already counted: a conversation's questions are counted with every later one. */
const counted = new LRUCache<string, number>({ max: 5000 })
const REMEMBERED_LENGTH = 2000

/**
 * Tokens of a conversation's texts as a model reads them, one per line: each text's own
 * count (remembered for short texts) plus a newline token between two.
 *
 * @example
 * countTurnTokens(['Homes in Austin', 'and with a pool?']) // 9
 */
export function countTurnTokens(texts: string[]): number {
  let total = Math.max(0, texts.length - 1)
  for (const text of texts) {
    if (text.length > REMEMBERED_LENGTH) {
      total += countTokens(text)
      continue
    }
    let tokens = counted.get(text)
    if (tokens === undefined) counted.set(text, (tokens = countTokens(text)))
    total += tokens
  }
  return total
}
