import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readConversation } from '../../../../server/ai/builtin/dialogue/conversation.ts'
import type { Turn } from '../../../../server/ai/types.ts'
import { VOCABULARY } from './vocabulary.ts'

/**
 * One utterance: what a visitor says after earlier turns, and what the assistant must make of it.
 * Every `utterances.<lang>.json` beside this file is read; no server, no database.
 */
interface Utterance {
  /** the question */
  say: string
  /** earlier messages, oldest first: [role, content, the keys of the listings an answer showed, as stored with it] */
  after?: ['user' | 'assistant', string, string[]?][]
  /** the language the question is read in */
  lang?: string
  /** what the search the conversation means must contain */
  search?: Record<string, unknown>
  /** criteria the search must not have */
  without?: string[]
  /** the order of the search */
  sort?: string
  /** what the last question read must contain (intents as a list) */
  read?: Record<string, unknown>
  /** no search at all */
  noSearch?: boolean
}

const here = new URL('.', import.meta.url)
const files = readdirSync(here).filter((name) => /^utterances\.\w+\.json$/.test(name)).sort()

for (const file of files) {
  const cases = JSON.parse(readFileSync(new URL(file, here), 'utf8')) as Utterance[]
  describe(`reading ${file}`, () => {
    it.each(cases.map((utterance) => [utterance.say, utterance] as const))('%s', (_, utterance) => {
      const history: Turn[] = (utterance.after ?? []).map(([role, content, listingKeys]) => ({ role, content, askType: 'Text', ...(listingKeys && { listingKeys }) }))
      const { asked, read, context } = readConversation(history, utterance.say, VOCABULARY)
      const last = read.at(-1)!
      if (utterance.lang) expect(asked.at(-1)!.lang).toBe(utterance.lang)
      if (utterance.noSearch) expect(context).toBeUndefined()
      if (utterance.search) expect(context?.criteria).toMatchObject(utterance.search)
      for (const key of utterance.without ?? []) expect(context?.criteria ?? {}).not.toHaveProperty(key)
      if (utterance.sort) expect(context?.sort).toBe(utterance.sort)
      if (utterance.read) {
        const { intents, ...rest } = utterance.read
        expect(last).toMatchObject(rest)
        for (const intent of (intents as string[] | undefined) ?? []) expect([...last.intents]).toContain(intent)
      }
    })
  })
}
