import { countTokens as count } from 'gpt-tokenizer'

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
  return text ? count(text, asPlainText) : 0
}
