import { useSignal } from '@preact/signals'
import { useEffect } from 'preact/hooks'
import type { ChatbotList } from '../../../server/schemas/console.ts'
import { call } from '../api.ts'

let names: Promise<Map<string, string>> | undefined

/**
 * The name of a chatbot of the workspace for a page's heading (owners and agents may read the
 * list); empty until known. The list is asked for once per page load.
 *
 * @example
 * const name = useChatbotName(chatbotId) // 'Harbor & Pine Assistant'
 */
export function useChatbotName(chatbotId: string): string {
  const name = useSignal('')
  useEffect(() => {
    names ??= call<ChatbotList>('GET', '/chatbots').then(
      ({ chatbots }) => new Map(chatbots.map((chatbot) => [chatbot.id, chatbot.name])),
      () => ((names = undefined), new Map<string, string>())
    )
    void names.then((known) => (name.value = known.get(chatbotId) ?? ''))
  }, [chatbotId])
  return name.value
}
