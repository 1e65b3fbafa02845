import type OpenAISdk from 'openai'
import type { ChatCompletionFunctionTool, ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import type { Config } from '../../config.ts'
import { BadGatewayError } from '../../errors.ts'
import { countTokens } from '../tokens.ts'
import type { AnswerRequest, ChatModel, RunAnswer } from '../types.ts'
import { loadOpenAI, openaiClient } from './client.ts'
import { historyMessages } from './history.ts'
import { listingTool, runListingTool } from './listing-tool.ts'
import { SAVE_LEAD_TOOL_NAME, runSaveLeadTool, saveLeadTool } from './save-lead-tool.ts'
import { REQUEST_SHOWING_TOOL_NAME, requestShowingTool, runRequestShowingTool } from './request-showing-tool.ts'
import { replyLanguage, visitorLanguage } from '../../leads/showing.ts'
import { todayOf } from '../../leads/showing-times.ts'
import { assertMediaSupported, questionContent } from './media.ts'
import { NoAnswerFilter } from './no-answer.ts'
import { StreamBrokeOffError, streamRound, type ToolCall } from './stream-round.ts'
import { systemPrompt } from './system-prompt.ts'

/** Tool rounds before the model must answer in words: a search, a refined search, an answer. */
export const MAX_TOOL_ROUNDS = 3

/** gpt-tokenizer's count of what was sent, for providers that report no usage; media parts are not counted. */
function promptTokens(messages: ChatCompletionMessageParam[]): number {
  let text = ''
  for (const message of messages) {
    const content = message.content
    if (typeof content === 'string') text += `${content}\n`
    else if (Array.isArray(content)) for (const part of content) if (part.type === 'text') text += `${part.text}\n`
    if (message.role === 'assistant') for (const call of message.tool_calls ?? []) if (call.type === 'function') text += call.function.arguments
  }
  return countTokens(text) + messages.length * 4
}

/** What the visitor reads when the model's answer broke off after some of it was shown. */
export const CUT_OFF = 'The answer was cut off before it was finished; please try again'
/** …and when it broke off before any of it came. */
export const BROKE_OFF = 'The AI model stopped answering before its answer began; please try again'

function providerError(error: unknown, OpenAI: typeof OpenAISdk, shown: boolean): Error {
  if (error instanceof StreamBrokeOffError) return new BadGatewayError(shown ? CUT_OFF : BROKE_OFF, { cause: error })
  if (error instanceof OpenAI.APIError && error.status) {
    return new BadGatewayError(`The AI model answered with an error (${error.status}): ${error.message.slice(0, 300)}`, { cause: error })
  }
  if (error instanceof OpenAI.APIConnectionError) return new BadGatewayError('The AI model could not be reached; check OPENAI_BASE_URL', { cause: error })
  return error instanceof Error ? error : new Error(String(error))
}

/** The tools the model is offered: the listing search, and for a session's lead save_lead and (with someone to arrange it) request_showing. */
function toolsFor(request: AnswerRequest): ChatCompletionFunctionTool[] {
  if (!request.lead) return [listingTool]
  return request.chatbot.TalkToHumanEmail ? [listingTool, saveLeadTool, requestShowingTool] : [listingTool, saveLeadTool]
}

/** One answer's tools: those offered, and whether it already asked for a showing (one a question, so one question sends one mail). */
interface AnswerTools {
  offered: ChatCompletionFunctionTool[]
  showingAsked: boolean
}

async function runTool(request: AnswerRequest, call: ToolCall, tools: AnswerTools): Promise<string> {
  const { lead } = request
  if (!tools.offered.some((tool) => tool.function.name === call.name)) {
    return JSON.stringify({ error: `There is no tool named ${call.name}; use ${tools.offered.map((tool) => tool.function.name).join(' or ')}` })
  }
  if (call.name === SAVE_LEAD_TOOL_NAME && lead) return runSaveLeadTool(lead, call.arguments)
  if (call.name === REQUEST_SHOWING_TOOL_NAME && lead) {
    if (tools.showingAsked) return JSON.stringify({ error: 'One showing request per message: ask the visitor which listing they want to see first' })
    tools.showingAsked = true
    // The visitor's message is read in their language, for the message the tool gives the model to pass on.
    const reply = await runRequestShowingTool(lead, call.arguments, replyLanguage(request.chatbot, visitorLanguage(request.history, request.question.content)), todayOf(request.chatbot))
    // A refused call (no such listing, no times) stored nothing: the model may call again with what it lacked.
    if ('error' in (JSON.parse(reply) as object)) tools.showingAsked = false
    return reply
  }
  return runListingTool(request.db, request.chatbot.id, call.arguments)
}

/** The replies to one round's tool calls, run together (runTool claims the one showing request before its first await). */
async function toolReplies(request: AnswerRequest, calls: ToolCall[], tools: AnswerTools): Promise<ChatCompletionMessageParam[]> {
  return Promise.all(calls.map(async (call) => ({ role: 'tool' as const, tool_call_id: call.id, content: await runTool(request, call, tools) })))
}

/**
 * An OpenAI-compatible chat model (OpenAI, Ollama, vLLM, llama.cpp, LM Studio) with the
 * chatbot's prompt, language, time, temperature and history, a listing-search tool, and
 * the question's images, audio or video frames.
 *
 * @example
 * const run = await openaiModel('gpt-4o-mini', config).prepare(request)
 * const { noAnswer, promptTokens } = await run(emit, signal)
 */
export function openaiModel(model: string, config: Config): ChatModel {
  return {
    check: (askType) => assertMediaSupported(askType, config),
    async prepare(request): Promise<RunAnswer> {
      const { chatbot } = request
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(chatbot) },
        ...historyMessages(request.history),
        { role: 'user', content: await questionContent(request.question, config) }
      ]
      return async (emit, signal) => {
        const client = await openaiClient(config)
        const filter = new NoAnswerFilter()
        const tools: AnswerTools = { offered: toolsFor(request), showingAsked: false }
        let prompt = 0
        let completion = 0
        let shown = false
        try {
          for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
            const result = await streamRound(client, {
              model,
              messages,
              temperature: chatbot.Temperature / 100,
              tools: tools.offered,
              // After the last tool round the model must answer with what it found.
              ...(round === MAX_TOOL_ROUNDS && { tool_choice: 'none' as const })
            }, signal, (text) => {
              const passed = filter.push(text)
              if (passed) {
                shown = true
                emit(passed)
              }
            })
            prompt += result.usage?.prompt ?? promptTokens(messages)
            completion += result.usage?.completion ?? countTokens(result.content + result.toolCalls.map((call) => call.arguments).join(''))
            if (result.toolCalls.length === 0) break
            messages.push({
              role: 'assistant',
              content: result.content || null,
              tool_calls: result.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }))
            })
            messages.push(...(await toolReplies(request, result.toolCalls, tools)))
          }
        } catch (error) {
          if (signal.aborted) return { noAnswer: filter.detected, promptTokens: prompt, answerTokens: completion }
          throw providerError(error, await loadOpenAI(), shown)
        }
        const rest = filter.flush()
        if (rest) emit(rest)
        return { noAnswer: filter.detected, promptTokens: prompt, answerTokens: completion }
      }
    }
  }
}
