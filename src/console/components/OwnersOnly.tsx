import { hrefOf } from '../router.ts'

/** What an agent sees on a page for owners (settings, keys, team). */
export function OwnersOnly() {
  return (
    <section>
      <h1 tabIndex={-1}>Owners only</h1>
      <p>Only an owner of this workspace can open this page. Ask an owner if you need a change here.</p>
      <p><a href={hrefOf({ page: 'chatbots' })}>Back to the chatbots</a></p>
    </section>
  )
}
