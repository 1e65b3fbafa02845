import { createRequire } from 'node:module'
import type * as Gpt from 'gpt-tokenizer'

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
