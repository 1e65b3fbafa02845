import { useSignal } from '@preact/signals'
import { ConsoleApiError, messageOf } from '../api.ts'
import { signIn } from '../models/session.ts'
import { FormError } from './FormError.tsx'

/** E-mail and password; a refusal (wrong pair, too many attempts) is read out. */
export function SignInPage() {
  const email = useSignal('')
  const password = useSignal('')
  const error = useSignal('')
  const busy = useSignal(false)

  async function submit(event: Event) {
    event.preventDefault()
    busy.value = true
    error.value = ''
    try {
      await signIn(email.value.trim(), password.value)
      if (location.hash === '#/sign-in' || !location.hash) location.hash = '#/chatbots'
    } catch (caught) {
      error.value = caught instanceof ConsoleApiError && caught.status === 429 && caught.retryAfter
        ? `${caught.message} (try again in ${caught.retryAfter} s)`
        : messageOf(caught)
    } finally {
      busy.value = false
    }
  }

  return (
    <section class="narrow">
      <h1 tabIndex={-1}>Sign in to Porchlight</h1>
      <form onSubmit={submit} class="stack">
        <label>
          E-mail
          <input type="email" name="email" autoComplete="username" required value={email.value} onInput={(e) => (email.value = e.currentTarget.value)} />
        </label>
        <label>
          Password
          <input type="password" name="password" autoComplete="current-password" required value={password.value} onInput={(e) => (password.value = e.currentTarget.value)} />
        </label>
        <FormError message={error.value} />
        <button type="submit" disabled={busy.value}>Sign in</button>
      </form>
      <p class="hint">New here? Ask an owner of your workspace for an invitation link.</p>
    </section>
  )
}
