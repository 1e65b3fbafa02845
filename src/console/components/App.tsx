import { useEffect } from 'preact/hooks'
import { route } from '../router.ts'
import { isOwner, session } from '../models/session.ts'
import { followWaitingQueue, waitingCount } from '../models/waiting-queue.ts'
import { ChatbotsPage } from './ChatbotsPage.tsx'
import { ConversationsPage } from './ConversationsPage.tsx'
import { FeedsPage } from './FeedsPage.tsx'
import { ImportWizard } from './ImportWizard.tsx'
import { InstallPage } from './InstallPage.tsx'
import { InvitePage } from './InvitePage.tsx'
import { KeysPage } from './KeysPage.tsx'
import { LeadsPage } from './LeadsPage.tsx'
import { ListingsPage } from './ListingsPage.tsx'
import { LiveConversationPage } from './LiveConversationPage.tsx'
import { LivePage } from './LivePage.tsx'
import { OwnersOnly } from './OwnersOnly.tsx'
import { SettingsPage } from './SettingsPage.tsx'
import { SignInPage } from './SignInPage.tsx'
import { TeamPage } from './TeamPage.tsx'
import { TranscriptPage } from './TranscriptPage.tsx'
import { TopBar } from './TopBar.tsx'

const OWNER_PAGES = new Set(['settings', 'listings', 'import', 'feeds', 'keys', 'team'])

/** The page the route and the session call for. */
function CurrentPage() {
  const current = route.value
  if (current.page === 'invite') return <InvitePage token={current.token} />
  if (!session.value) return <SignInPage />
  if (OWNER_PAGES.has(current.page) && !isOwner()) return <OwnersOnly />
  switch (current.page) {
    case 'settings':
      return <SettingsPage key={current.id} chatbotId={current.id} />
    case 'install':
      return <InstallPage key={current.id} chatbotId={current.id} />
    case 'conversations':
      return <ConversationsPage key={current.id} id={current.id} query={current.query} />
    case 'transcript':
      return <TranscriptPage key={current.id} id={current.id} sessionId={current.sessionId} />
    case 'leads':
      return <LeadsPage key={current.id} id={current.id} query={current.query} />
    case 'feeds':
      return <FeedsPage key={current.id} chatbotId={current.id} />
    case 'listings':
      return <ListingsPage key={current.id} chatbotId={current.id} />
    case 'import':
      return <ImportWizard key={current.id} chatbotId={current.id} />
    case 'live':
      return <LivePage key={current.id} chatbotId={current.id} />
    case 'live-conversation':
      return <LiveConversationPage key={`${current.id}/${current.sessionId}`} chatbotId={current.id} sessionId={Number(current.sessionId)} />
    case 'keys':
      return <KeysPage />
    case 'team':
      return <TeamPage />
    default:
      return <ChatbotsPage />
  }
}

/**
 * The console: the top bar when signed in and the current page. After each change of page the
 * focus goes to the new page's heading, so a screen reader announces where the owner is; the
 * title names the page, after the number of conversations waiting for a person, as "(2) Chatbots · Porchlight console".
 */
export function App() {
  const current = route.value
  const signedIn = !!session.value
  const waiting = waitingCount.value
  useEffect(() => (signedIn ? followWaitingQueue() : undefined), [signedIn])
  useEffect(() => {
    document.querySelector<HTMLElement>('main h1')?.focus()
  }, [current, signedIn])
  useEffect(() => {
    const heading = document.querySelector<HTMLElement>('main h1')
    if (heading) document.title = `${waiting ? `(${waiting}) ` : ''}${heading.textContent} · Porchlight console`
  }, [current, signedIn, waiting])
  if (session.value === undefined) return <main class="loading"><p role="status">Loading…</p></main>
  return (
    <>
      {signedIn && <TopBar />}
      <main id="main">
        <CurrentPage />
      </main>
    </>
  )
}
