import type { LiveShowingEvent } from '../../../server/schemas/live.ts'
import { hrefOf } from '../router.ts'

/**
 * The showing requests visitors made while the Live page is open, newest first, each with its
 * preferred times, the visitor's contact and a link to the conversation; announced as they come.
 */
export function ShowingNotices({ chatbotId, showings }: { chatbotId: string; showings: LiveShowingEvent[] }) {
  if (showings.length === 0) return null
  return (
    <div role="log" aria-label="Showing requests" class="showing-notices">
      <h2>Showing requests</h2>
      <ul class="live-lines">
        {showings.map((showing) => (
          <li key={showing.ShowingID}>
            <a href={hrefOf({ page: 'transcript', id: chatbotId, sessionId: String(showing.SessionID) })}>
              Showing request: {showing.Address} (MLS {showing.MLSNumber})
            </a>{' '}
            <span class="live-mode">{new Date(showing.CreatedAt).toLocaleTimeString()}</span>
            <p>Preferred times: {showing.Times}</p>
            <p>Visitor: {[showing.VisitorName, showing.Contact].filter(Boolean).join(', ') || 'no contact left yet (they were asked for one)'}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
