import { moneyIn } from '../../ai/builtin/languages/numbers.ts'
import { leadOutput } from '../../replies/lead.ts'
import type { Qualification } from '../qualification.ts'
import type { LeadPushEvent } from '../../store/lead-pushes.ts'
import type { LeadContext } from './lead-context.ts'

/**
 * The site a chatbot serves, as a CRM names a lead's source: its CustomDomain, else the first
 * host of Domains without wildcards, else the server's own host; without `www.`.
 *
 * @example
 * siteHost({ CustomDomain: '', Domains: '*.x.com, www.harbor.example' }, 'http://127.0.0.1:8787') // 'harbor.example'
 */
export function siteHost(settings: { CustomDomain: string; Domains: string }, publicUrl: string): string {
  const named = settings.CustomDomain || settings.Domains.split(/[\s,]+/).find((host) => host && !host.includes('*'))
  const host = named ? named.replace(/:\d+$/, '') : new URL(publicUrl).hostname
  return host.toLowerCase().replace(/^www\./, '')
}

/**
 * The body of the real-time lead webhook: the lead as LeadList shows it, with the visitor's
 * message and the listing the conversation was about.
 *
 * @example
 * leadWebhookPayload('lead.created', context) // { Event: 'lead.created', SerialNumber, …, Lead: { LeadID, … }, Message, Listing }
 */
export function leadWebhookPayload(event: LeadPushEvent, context: LeadContext) {
  const { chatbot, lead } = context
  const output = leadOutput(lead)
  return {
    Event: event,
    SerialNumber: chatbot.id,
    WorkspaceID: chatbot.workspaceId,
    ChatbotName: chatbot.Name,
    Lead: output,
    Message: output.Message,
    Listing: output.Listing
  }
}

/**
 * A qualified lead's facts in one line for a CRM's notes; empty when nothing is known.
 *
 * @example
 * qualificationLine(q) // 'Intent: buy. Budget: $500,000. Timeline: within 3 months. Area: Austin. Pre-approved: yes.'
 */
export function qualificationLine(q: Qualification): string {
  return [
    q.intent && `Intent: ${q.intent}.`,
    q.budget !== null && `Budget: ${moneyIn('en-US', q.budget)}.`,
    q.timeline && `Timeline: ${q.timeline}.`,
    q.area && `Area: ${q.area}.`,
    q.preApproved !== null && `Pre-approved: ${q.preApproved ? 'yes' : 'no'}.`,
    Object.keys(q.listingsAsked).length > 0 && `Asked about MLS ${Object.keys(q.listingsAsked).join(', ')}.`
  ].filter(Boolean).join(' ')
}

/**
 * A Follow Up Boss event (`POST /v1/events`) for a lead: a `Property Inquiry` with the
 * property when the conversation was about one listing, a `General Inquiry` when the visitor
 * asked for a person, a `Registration` when they left a contact in the chat.
 *
 * @example
 * followUpBossEvent(context, 'harbor.example') // { source: 'harbor.example', system: 'Porchlight', type: 'Registration', person: {…} }
 */
export function followUpBossEvent(context: LeadContext, source: string) {
  const { lead } = context
  const { message, listing, qualification } = lead
  const [firstName = '', ...rest] = lead.name.trim().split(/\s+/)
  const type = listing ? 'Property Inquiry' : lead.source === 'talk_to_human' ? 'General Inquiry' : 'Registration'
  const qualified = qualificationLine(qualification)
  return {
    source,
    system: 'Porchlight',
    type,
    message: qualified ? `${message}\n\n${qualified}` : message,
    person: {
      ...(firstName && { firstName }),
      ...(rest.length > 0 && { lastName: rest.join(' ') }),
      ...(lead.email && { emails: [{ value: lead.email }] }),
      ...(lead.phone && { phones: [{ value: lead.phone }] }),
      tags: ['Porchlight']
    },
    ...(listing && {
      property: {
        street: listing.address,
        city: listing.city,
        state: listing.state,
        code: listing.zip,
        mlsNumber: listing.mls_number,
        price: (listing.sale_type === 'for_rent' ? listing.rent_price : listing.sale_price) ?? undefined,
        forRent: listing.sale_type === 'for_rent',
        url: listing.url,
        type: listing.property_type,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        area: listing.building_area || undefined
      }
    })
  }
}
