import { useSignal } from '@preact/signals'
import type { RotatedKeys } from '../../../server/schemas/console.ts'
import { call, messageOf } from '../api.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { CopyButton } from './CopyButton.tsx'
import { FormError } from './FormError.tsx'

/** The workspace's API keys: rotate them (after a confirmation); the new ones are shown this once. */
export function KeysPage() {
  const asking = useSignal(false)
  const busy = useSignal(false)
  const keys = useSignal<RotatedKeys | undefined>(undefined)
  const error = useSignal('')

  async function rotate() {
    busy.value = true
    error.value = ''
    try {
      keys.value = await call<RotatedKeys>('POST', '/keys/rotate')
    } catch (caught) {
      error.value = messageOf(caught)
    } finally {
      busy.value = false
      asking.value = false
    }
  }

  return (
    <section>
      <h1 tabIndex={-1}>API keys</h1>
      <p>
        The workspace's secret key and session key are for your own servers (the chat API, listing feeds, the CLI).
        They are never shown again after they are made: if one is lost or leaked, rotate them.
      </p>
      <button type="button" class="danger" onClick={() => (asking.value = true)}>Rotate the keys</button>
      <FormError message={error.value} />
      {keys.value && (
        <div class="new-keys" role="region" aria-labelledby="new-keys-title">
          <h2 id="new-keys-title">Your new keys</h2>
          <p>Copy them now: they are shown only this once. The old keys no longer work.</p>
          <dl>
            <dt>Secret key</dt>
            <dd><code>{keys.value.secretKey}</code> <CopyButton text={keys.value.secretKey} label="Copy the secret key" /></dd>
            <dt>Session key</dt>
            <dd><code>{keys.value.sessionKey}</code> <CopyButton text={keys.value.sessionKey} label="Copy the session key" /></dd>
          </dl>
        </div>
      )}
      {asking.value && (
        <ConfirmDialog title="Rotate the API keys?" confirmLabel="Rotate now" busy={busy.value} onConfirm={() => void rotate()} onCancel={() => (asking.value = false)}>
          <p>The current keys stop working at once: every server and script that uses them gets 401 until you give it the new ones.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
