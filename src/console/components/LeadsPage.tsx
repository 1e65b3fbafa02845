import { useSignal } from '@preact/signals'
import { useEffect } from 'preact/hooks'
import type { LeadListReply } from '../../../server/schemas/leads.ts'
import { call } from '../api.ts'
import { cleanQuery, pageOf, zonedTime } from '../list-query.ts'
import { useChatbotName } from '../models/chatbot-name.ts'
import { hrefOf } from '../router.ts'
import { ExportLinks } from './ExportLinks.tsx'
import { FilterForm } from './FilterForm.tsx'
import { FormError } from './FormError.tsx'
import { LeadPushLog } from './LeadPushLog.tsx'
import { ListPaging } from './ListPaging.tsx'

type Lead = LeadListReply['List'][number]

const LEAD_KEYS = ['startTime', 'endTime', 'pageNumber']

/** What a qualified lead told, in a few words: "buy · up to $650,000 · within 3 months · Austin · pre-approved · MLS TX1". */
function wantsOf(lead: Lead): string {
  return [
    lead.Intent,
    lead.Budget !== null && `up to $${lead.Budget.toLocaleString('en-US')}`,
    lead.Timeline,
    lead.Area,
    lead.PreApproved !== null && (lead.PreApproved ? 'pre-approved' : 'not pre-approved'),
    lead.ListingsAskedAbout.length > 0 && `MLS ${lead.ListingsAskedAbout.join(', ')}`
  ].filter(Boolean).join(' · ')
}
const PAGE_SIZE = 50

/** A chatbot's leads for owners and agents, newest first, with a date filter, paging, the export and the push delivery log. */
export function LeadsPage({ id, query: asked }: { id: string; query: string }) {
  const query = cleanQuery(asked, LEAD_KEYS)
  const name = useChatbotName(id)
  const leads = useSignal<LeadListReply | undefined>(undefined)
  const error = useSignal('')
  useEffect(() => {
    call<LeadListReply>('GET', `/chatbots/${id}/leads?${query}`).then((reply) => (leads.value = reply), (caught: Error) => (error.value = caught.message))
  }, [id, query])

  const list = leads.value?.List
  return (
    <section>
      <h1 tabIndex={-1}>Leads{name && ` of ${name}`}</h1>
      <p><a href={hrefOf({ page: 'conversations', id, query: '' })}>Conversations of this chatbot</a></p>
      <FilterForm key={query} id={id} list="leads" query={query} keys={LEAD_KEYS} label="Filter leads" />
      <FormError message={error.value} />
      {!leads.value ? (
        !error.value && <p role="status">Loading…</p>
      ) : (
        <>
          <p role="status">{leads.value.VirtualCount === 0 ? 'No leads match.' : `${leads.value.VirtualCount.toLocaleString('en')} leads.`}</p>
          {list!.length > 0 && (
            <div class="table-scroll" tabIndex={0} role="region" aria-label="Leads">
              <table class="cards">
                <thead>
                  <tr><th scope="col">Contact</th><th scope="col">Name</th><th scope="col">Wants</th><th scope="col">From</th><th scope="col">When</th><th scope="col"><span class="visually-hidden">Conversation</span></th></tr>
                </thead>
                <tbody>
                  {list!.map((lead) => (
                    <tr key={lead.LeadID}>
                      <th scope="row">{lead.Email || lead.Phone}</th>
                      <td data-label="Name">{lead.Name}</td>
                      <td data-label="Wants">{wantsOf(lead)}</td>
                      <td data-label="From">{lead.Source === 'talk_to_human' ? 'Talk to a person form' : 'Chat message'}</td>
                      <td data-label="When">{zonedTime(lead.CreatedAt)}</td>
                      <td class="actions"><a href={hrefOf({ page: 'transcript', id, sessionId: String(lead.SessionID) })}>Conversation {lead.SessionID}</a></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ListPaging id={id} list="leads" query={query} hasMore={pageOf(query) * PAGE_SIZE < leads.value.VirtualCount} />
          {list!.length > 0 && <ExportLinks id={id} list="leads" query={query} />}
        </>
      )}
      <LeadPushLog id={id} />
    </section>
  )
}
