import { useModel } from '../models/context.ts'

/**
 * The chatbot's privacy notice, in place of the message box until the visitor accepts it;
 * acceptance is remembered in this browser.
 *
 * @example
 * {consentNeeded.value ? <PrivacyGate /> : <Composer />}
 */
export function PrivacyGate() {
  const { config, strings, accept } = useModel()
  const current = config.value
  if (!current) return null
  const name = current.ChatbotPrivacyPolicyName.trim()
  const url = /^https?:\/\//i.test(current.ChatbotPrivacyPolicyUrl) ? current.ChatbotPrivacyPolicyUrl : ''
  return (
    <div class="gate">
      {current.ChatbotPrivacyPolicyDescription.trim() && <p>{current.ChatbotPrivacyPolicyDescription}</p>}
      {url ? (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {name || url}
          </a>
        </p>
      ) : (
        name && <p class="name">{name}</p>
      )}
      <button type="button" class="accept" onClick={accept}>
        {strings.value.accept}
      </button>
    </div>
  )
}
