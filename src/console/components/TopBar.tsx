import { hrefOf, route, type Route } from '../router.ts'
import { isOwner, session, signOut } from '../models/session.ts'

/** A link of the top bar, marked as the current page when it is. */
function NavLink({ to, label }: { to: Route; label: string }) {
  const current = route.value.page === to.page ||
    (to.page === 'chatbots' && ['settings', 'install', 'listings', 'import', 'feeds', 'live', 'live-conversation', 'conversations', 'transcript', 'leads'].includes(route.value.page))
  return <a href={hrefOf(to)} aria-current={current ? 'page' : undefined}>{label}</a>
}

/** Signs out of this browser, or of every browser of this user, and shows the sign-in page. */
const leave = (everywhere: boolean) => void signOut(everywhere).then(() => (location.hash = '#/sign-in'))

/** The console's header: where to go (Keys and Team for owners only), who is signed in, sign out (here or everywhere). */
export function TopBar() {
  const user = session.value!.user
  return (
    <header class="topbar">
      <span class="brand">Porchlight</span>
      <nav aria-label="Console">
        <NavLink to={{ page: 'chatbots' }} label="Chatbots" />
        {isOwner() && <NavLink to={{ page: 'keys' }} label="Keys" />}
        {isOwner() && <NavLink to={{ page: 'team' }} label="Team" />}
      </nav>
      <span class="who">{user.name || user.email} <span class="role">({user.role})</span></span>
      <button type="button" class="quiet" onClick={() => leave(false)}>Sign out</button>
      <button type="button" class="quiet" onClick={() => leave(true)}>Sign out everywhere</button>
    </header>
  )
}
