import { signal } from '@preact/signals'
import type { ConsoleSession } from '../../../server/schemas/console.ts'
import { call, useCsrfToken, whenSignedOut } from '../api.ts'

/** The signed-in session: undefined while the first check runs, null when signed out. */
export const session = signal<ConsoleSession | null | undefined>(undefined)

function keep(next: ConsoleSession | null): void {
  useCsrfToken(next?.csrfToken ?? '')
  session.value = next
}

whenSignedOut(() => keep(null))

/** Asks the server whether this browser is signed in. */
export async function loadSession(): Promise<void> {
  keep(await call<ConsoleSession>('GET', '/session').catch(() => null))
}

/** Signs in; throws the server's refusal (401 for a wrong e-mail or password, 429 when limited). */
export async function signIn(email: string, password: string): Promise<void> {
  keep(await call<ConsoleSession>('POST', '/session/sign-in', { email, password }))
}

/** Accepts an invitation: creates the user and signs them in. */
export async function acceptInvite(token: string, name: string, password: string): Promise<void> {
  keep(await call<ConsoleSession>('POST', `/invites/${encodeURIComponent(token)}/accept`, { name, password }))
}

/** Ends this session, or with `everywhere` every session of this user. */
export async function signOut(everywhere = false): Promise<void> {
  await call<null>('POST', everywhere ? '/session/sign-out-everywhere' : '/session/sign-out')
  keep(null)
}

/** True for an owner (the only role that sees settings, keys and team). */
export const isOwner = () => session.value?.user.role === 'owner'
