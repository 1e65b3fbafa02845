import type { Config } from '../config.ts'
import { ServiceUnavailableError } from '../errors.ts'
import type { Chatbot } from '../store/chatbots.ts'
import { builtinModel } from './builtin/builtin-model.ts'
import { BUILTIN_MODEL, listModels } from './models.ts'
import { openaiModel } from './openai/openai-model.ts'
import type { ChatModel } from './types.ts'

/**
 * The model a chatbot's Model setting names, if this server offers it now. A model that
 * was configured when it was chosen but is gone since answers 503, not a silent switch.
 *
 * @example
 * modelFor(chatbot, config) // builtinModel for Model 'builtin'
 */
export function modelFor(chatbot: Pick<Chatbot, 'Model'>, config: Config): ChatModel {
  if (chatbot.Model === BUILTIN_MODEL) return builtinModel
  const offered = listModels(config).find((entry) => entry.Key === chatbot.Model)
  if (!offered?.Status) {
    throw new ServiceUnavailableError(
      `This chatbot's model "${chatbot.Model}" is not available on this server; choose one from ModelList with Edit (the built-in model "${BUILTIN_MODEL}" always works)`
    )
  }
  return openaiModel(chatbot.Model, config)
}
