import { useSignal } from '@preact/signals'
import { embedTag } from '../embed-tag.ts'
import { isOwner, session } from '../models/session.ts'
import { hrefOf } from '../router.ts'
import { CopyButton } from './CopyButton.tsx'
import { DomainCheck } from './DomainCheck.tsx'
import { LabeledField } from './LabeledField.tsx'

/**
 * How to put the chatbot on a site: the script tag with its ID and the server's public
 * address, a copy button, the optional attributes as toggles that rewrite the tag, a check of
 * the domain rules (owners) and a test page that embeds the chatbot.
 */
export function InstallPage({ chatbotId }: { chatbotId: string }) {
  const { publicUrl } = session.value!
  const useApiBase = useSignal(false)
  const apiBase = useSignal(publicUrl)
  const dataLayer = useSignal(false)
  const tag = embedTag(publicUrl, chatbotId, { apiBase: useApiBase.value ? apiBase.value.trim() : undefined, dataLayer: dataLayer.value })

  return (
    <section>
      <h1 tabIndex={-1}>Install</h1>
      <p>Paste this tag into every page that should show the chat, just before <code>&lt;/body&gt;</code>.</p>
      <pre class="snippet" aria-label="Embed tag"><code>{tag}</code></pre>
      <CopyButton text={tag} label="Copy the tag" />

      <fieldset class="options">
        <legend>Options</legend>
        <label class="switch-label">
          <input type="checkbox" checked={useApiBase.value} onChange={(e) => (useApiBase.value = e.currentTarget.checked)} />
          The API is at another address (data-api-base)
        </label>
        {useApiBase.value && (
          <div class="indent">
            <LabeledField id="api-base" label="API address" rule="An http(s) origin without a trailing slash, such as https://chat.example.com">
              <input id="api-base" type="url" aria-describedby="api-base-rule" value={apiBase.value} onInput={(e) => (apiBase.value = e.currentTarget.value)} />
            </LabeledField>
          </div>
        )}
        <label class="switch-label">
          <input type="checkbox" checked={dataLayer.value} onChange={(e) => (dataLayer.value = e.currentTarget.checked)} />
          Send the chat's events to Google Tag Manager (data-data-layer)
        </label>
      </fieldset>

      {isOwner() && <DomainCheck chatbotId={chatbotId} />}

      <h2>Try it</h2>
      <p>
        <a href={`/console/test-page.html?chatbot=${chatbotId}`} target="_blank" rel="noopener">Open a test page with this chatbot</a>{' '}
        (a blank page on this server that embeds it; with domain checking on, this server's own address must be among the domains).
      </p>
      {isOwner() && <p><a href={hrefOf({ page: 'settings', id: chatbotId })}>Change the settings</a></p>}
    </section>
  )
}
