/**
 * Hash routing: #/sign-in, #/chatbots, #/chatbots/:id/settings, #/chatbots/:id/install,
 * #/chatbots/:id/listings, #/chatbots/:id/import, #/chatbots/:id/feeds, #/chatbots/:id/live,
 * #/chatbots/:id/live/:sessionId, #/chatbots/:id/conversations?filters,
 * #/chatbots/:id/conversations/:sessionId, #/chatbots/:id/leads?filters, #/keys, #/team,
 * #/invite/:token. A list's filters ride in the hash's query, so a filtered view can be reloaded
 * and shared. A page with unsaved work can hold the visitor back (leaveGuard).
 */
import { signal } from '@preact/signals'

export type Route =
  | { page: 'sign-in' }
  | { page: 'chatbots' }
  | { page: 'settings'; id: string }
  | { page: 'install'; id: string }
  | { page: 'listings'; id: string }
  | { page: 'import'; id: string }
  | { page: 'feeds'; id: string }
  | { page: 'live'; id: string }
  | { page: 'live-conversation'; id: string; sessionId: string }
  | { page: 'conversations' | 'leads'; id: string; query: string }
  | { page: 'transcript'; id: string; sessionId: string }
  | { page: 'keys' }
  | { page: 'team' }
  | { page: 'invite'; token: string }

/**
 * The route a hash names; anything unknown is the chatbot list.
 *
 * @example
 * parseRoute('#/chatbots/0123…/install') // { page: 'install', id: '0123…' }
 */
export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?', 2)
  const [first, second, third, fourth] = path.split('/').map(decodeURIComponent)
  if (first === 'sign-in' || first === 'keys' || first === 'team') return { page: first }
  if (first === 'invite' && second) return { page: 'invite', token: second }
  if (first === 'chatbots' && second && (third === 'settings' || third === 'install' || third === 'listings' || third === 'import' || third === 'feeds')) return { page: third, id: second }
  if (first === 'chatbots' && second && third === 'live') return fourth && /^\d+$/.test(fourth) ? { page: 'live-conversation', id: second, sessionId: fourth } : { page: 'live', id: second }
  if (first === 'chatbots' && second && third === 'conversations' && fourth) return { page: 'transcript', id: second, sessionId: fourth }
  if (first === 'chatbots' && second && (third === 'conversations' || third === 'leads')) return { page: third, id: second, query }
  return { page: 'chatbots' }
}

/** The hash of a route, for links. */
export function hrefOf(route: Route): string {
  switch (route.page) {
    case 'settings':
    case 'install':
    case 'listings':
    case 'import':
    case 'feeds':
      return `#/chatbots/${route.id}/${route.page}`
    case 'live':
      return `#/chatbots/${route.id}/live`
    case 'live-conversation':
      return `#/chatbots/${route.id}/live/${route.sessionId}`
    case 'conversations':
    case 'leads':
      return `#/chatbots/${route.id}/${route.page}${route.query ? `?${route.query}` : ''}`
    case 'transcript':
      return `#/chatbots/${route.id}/conversations/${route.sessionId}`
    case 'invite':
      return `#/invite/${encodeURIComponent(route.token)}`
    default:
      return `#/${route.page}`
  }
}

/** The route shown now. */
export const route = signal<Route>(parseRoute(location.hash))

/** Set by a page with unsaved changes: returns false to stay on the page. */
let leaveGuard: (() => boolean) | undefined
export function guardLeaving(guard: (() => boolean) | undefined): void {
  leaveGuard = guard
}

let shownHash = location.hash
window.addEventListener('hashchange', () => {
  if (location.hash === shownHash) return
  if (leaveGuard && !leaveGuard()) {
    // Back to the page with the unsaved changes, without a history entry of its own.
    history.replaceState(null, '', shownHash || '#/chatbots')
    return
  }
  leaveGuard = undefined
  shownHash = location.hash
  route.value = parseRoute(location.hash)
})

/** Goes to a route as a link would. */
export function navigate(to: Route): void {
  location.hash = hrefOf(to)
}
