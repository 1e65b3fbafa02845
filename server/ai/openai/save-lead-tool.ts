import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions'
import { INTENTS, MAX_FACT_LENGTH, type Intent, type QualificationFacts } from '../../leads/qualification.ts'
import type { LeadHandle } from '../types.ts'
import { toolArguments } from './tool-arguments.ts'

/** The name the model calls the lead tool by. */
export const SAVE_LEAD_TOOL_NAME = 'save_lead'

/** The tool definition the model sees: the qualified lead's fields, each optional. */
export const saveLeadTool: ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: SAVE_LEAD_TOOL_NAME,
    description: 'Save what the visitor told about what they want, so an agent can follow up: call it whenever they state any of these. ' +
      'Never hold back an answer for it; ask for what is missing at most once, politely, when they ask for a showing or a person.',
    parameters: {
      type: 'object',
      properties: {
        intent: { type: 'string', enum: [...INTENTS], description: 'whether they want to buy, rent or sell' },
        budget: { type: 'number', description: 'the most they mean to spend; monthly rent for rentals' },
        timeline: { type: 'string', description: 'when they hope to move, in their words, e.g. "within 3 months"' },
        area: { type: 'string', description: 'where they look, e.g. a city or neighborhood' },
        pre_approved: { type: 'boolean', description: 'whether they are pre-approved for a mortgage' },
        mls_numbers: { type: 'array', items: { type: 'string' }, description: 'MLS numbers of the listings they asked about' }
      },
      additionalProperties: false
    }
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_FACT_LENGTH) : undefined)

/**
 * Runs save_lead with the model's JSON arguments; returns the tool's reply for the model.
 * Arguments of the wrong type are left out rather than refused.
 *
 * @example
 * await runSaveLeadTool(request.lead, '{"intent":"buy","budget":500000}') // '{"saved":["intent","budget"]}'
 */
export async function runSaveLeadTool(lead: LeadHandle, json: string): Promise<string> {
  const args = toolArguments(json)
  if (!args) return JSON.stringify({ error: 'The arguments must be a JSON object' })
  const facts: QualificationFacts = {
    ...(INTENTS.includes(args.intent as Intent) && { intent: args.intent as Intent }),
    ...(typeof args.budget === 'number' && Number.isFinite(args.budget) && args.budget > 0 && { budget: args.budget }),
    ...(text(args.timeline) && { timeline: text(args.timeline) }),
    ...(text(args.area) && { area: text(args.area) }),
    ...(typeof args.pre_approved === 'boolean' && { preApproved: args.pre_approved })
  }
  const listings = Array.isArray(args.mls_numbers) ? args.mls_numbers.map(text).filter((mls): mls is string => Boolean(mls)).slice(0, 10) : []
  await lead.save(facts, listings)
  return JSON.stringify({ saved: [...Object.keys(facts), ...(listings.length > 0 ? ['mls_numbers'] : [])] })
}
