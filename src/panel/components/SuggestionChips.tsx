import { useModel } from '../models/context.ts'

/**
 * The chatbot's SuggestedMessage, one chip per line, shown until the conversation starts;
 * a click sends the chip's text.
 *
 * @example
 * <SuggestionChips />
 */
export function SuggestionChips() {
  const { config, chat, strings } = useModel()
  const suggestions = (config.value?.SuggestedMessage ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  if (!suggestions.length || chat.messages.value.length > 0 || chat.streaming.value) return null
  return (
    <div class="chips" role="group" aria-label={strings.value.suggestions}>
      {suggestions.map((suggestion) => (
        <button type="button" key={suggestion} dir="auto" onClick={() => void chat.send({ text: suggestion, type: 'Text', fileIds: [] })}>
          {suggestion}
        </button>
      ))}
    </div>
  )
}
