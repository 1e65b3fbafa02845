import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions'
import type { Lang } from '../builtin/language.ts'
import { requestShowing } from '../../leads/showing-request.ts'
import type { LeadHandle } from '../types.ts'
import { toolArguments } from './tool-arguments.ts'

/** The name the model calls the showing tool by. */
export const REQUEST_SHOWING_TOOL_NAME = 'request_showing'

/** The tool definition the model sees: offered only when the chatbot has someone to arrange showings (TalkToHumanEmail). */
export const requestShowingTool: ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: REQUEST_SHOWING_TOOL_NAME,
    description: 'Ask the agents for a showing (a visit) of one listing. When the visitor asks to see a home, first ask which days and times suit them; ' +
      'call this once they gave times. It stores the request and tells the agents; pass its message_for_visitor on in your reply, in the conversation\'s language.',
    parameters: {
      type: 'object',
      properties: {
        listing: { type: 'string', description: 'the MLS number of the listing (as search_listings returns it), or its Url' },
        preferred_times: { type: 'string', description: 'the days and times the visitor prefers, in their words, e.g. "Saturday morning or Monday after 5 pm"' },
        contact: { type: 'string', description: 'an e-mail address or phone number the visitor gave for the agent, if any' }
      },
      required: ['listing', 'preferred_times'],
      additionalProperties: false
    }
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Runs request_showing with the model's JSON arguments; returns the tool's reply for the model:
 * the request with message_for_visitor, or an error saying what to do instead.
 *
 * @example
 * await runRequestShowingTool(request.lead, '{"listing":"TX0240001","preferred_times":"Saturday 10am"}', 'en', '2026-11-27')
 * // '{"requested":true,"listing":"TX0240001",…,"message_for_visitor":"Thank you! …"}'
 */
export async function runRequestShowingTool(lead: LeadHandle, json: string, lang: Lang, today: string): Promise<string> {
  const args = toolArguments(json)
  if (!args) return JSON.stringify({ error: 'The arguments must be a JSON object' })
  const outcome = await requestShowing(lead, { listing: text(args.listing), times: text(args.preferred_times), contact: text(args.contact) }, lang, today)
  if (!outcome.requested) return JSON.stringify({ error: outcome.error })
  return JSON.stringify({ requested: true, listing: outcome.mls, address: outcome.address, preferred_times: outcome.times, read_as: outcome.slots, message_for_visitor: outcome.messageForVisitor })
}
