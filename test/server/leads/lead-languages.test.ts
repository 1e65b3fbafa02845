import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PACKS } from '../../../server/ai/builtin/languages/index.ts'
import { qualificationFacts } from '../../../server/leads/qualification.ts'
import { parseShowingTimes, todayOf } from '../../../server/leads/showing-times.ts'
import { richStringsFor } from '../../../src/panel/rich/strings.ts'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startMailingServer, type MailingServer } from '../../support/mailing-server.ts'

const ADDRESS = '12 Oak St'
let server: MailingServer
let chatbotId: string

beforeAll(async () => {
  server = await startMailingServer()
  chatbotId = await server.newChatbot({ Name: 'Casas Homes', TalkToHumanEmail: 'agents@casas.example' })
  await server.post('/chat/Chatbot/RealEstateCreate', listingInput(chatbotId, { MLSNumber: 'LG-100', Address: ADDRESS }), { key: server.workspace.secretKey })
})
afterAll(() => server.close())
beforeEach(() => void (server.sink.mails.length = 0))

/** Each language: a visitor's times for a showing, and a message stating what they want with what it tells. */
const VISITORS = {
  es: {
    times: 'El sábado por la mañana o el lunes después de las 17:00',
    wants: 'Queremos comprar una casa en Málaga en los próximos 6 meses, hasta 450.000 €. Ya tenemos la hipoteca preaprobada.',
    facts: { intent: 'buy', budget: 450_000, timeline: 'en los próximos 6 meses', area: 'Málaga', preApproved: true }
  },
  fr: {
    times: 'Samedi matin ou lundi après 17 h',
    wants: 'Nous cherchons à louer un appartement à Lyon d\'ici 3 mois, budget de 1 200 € par mois. Nous ne sommes pas encore pré-approuvés.',
    facts: { intent: 'rent', budget: 1200, timeline: 'd\'ici 3 mois', area: 'Lyon', preApproved: false }
  },
  de: {
    times: 'Samstagvormittag oder Montag nach 17 Uhr',
    wants: 'Wir möchten in München eine Wohnung kaufen, innerhalb von 6 Monaten, bis zu 800.000 €. Wir haben eine Finanzierungszusage.',
    facts: { intent: 'buy', budget: 800_000, timeline: 'innerhalb von 6 monaten', area: 'München', preApproved: true }
  },
  pt: {
    times: 'Sábado de manhã ou segunda depois das 17h',
    wants: 'Quero vender minha casa em Lisboa no próximo ano.',
    facts: { intent: 'sell', timeline: 'no próximo ano', area: 'Lisboa' }
  },
  it: {
    times: 'Sabato mattina o lunedì dopo le 17',
    wants: 'Vogliamo comprare casa a Milano entro 6 mesi, budget di 500.000 €, siamo già pre-approvati.',
    facts: { intent: 'buy', budget: 500_000, timeline: 'entro 6 mesi', area: 'Milano', preApproved: true }
  }
} as const
const LANGUAGES = Object.keys(VISITORS) as (keyof typeof VISITORS)[]
const weekday = (slot: string) => new Date(`${slot.slice(0, 10)}T00:00:00Z`).getUTCDay()

/** What a visitor wants, as a lead shows it (LeadList). */
interface QualifiedLead { Intent: string; Budget: number | null; Timeline: string; Area: string; PreApproved: boolean | null }
const leadOf = async (sessionID: number) => {
  const reply = await server.post<{ List: QualifiedLead[] }>('/chat/Chatbot/LeadList', { serialNumber: chatbotId, startTime: '2020-01-01', endTime: '2099-12-31', sessionID }, { key: server.workspace.secretKey })
  return reply.body.Data.List[0]
}

describe('reading what a visitor wants in each language of the built-in assistant', () => {
  it.each(LANGUAGES)('%s: intent, budget, timeline (as written), area and pre-approval', (lang) => {
    expect(qualificationFacts(VISITORS[lang].wants, lang)).toEqual(VISITORS[lang].facts)
  })

  it('reads nothing from a message that states nothing, in any language', () => {
    for (const text of ['¿Cuántas habitaciones tiene?', 'Combien de chambres ?', 'Wie viele Zimmer hat es?', 'Quantos quartos tem?', 'Quante camere ha?']) {
      expect(qualificationFacts(text, 'es')).toEqual({})
    }
  })
})

describe('reading showing times as dates and start times', () => {
  it.each(LANGUAGES)('%s: each option\'s next weekday, with the part of the day or the clock time it names', (lang) => {
    expect(parseShowingTimes(VISITORS[lang].times, lang, '2026-11-27')).toEqual(['2026-11-28T09:00', '2026-11-30T17:00'])
  })

  it('reads English days, "tomorrow" and clock times, carries a day to the option after it, and leaves out what names no day', () => {
    expect(parseShowingTimes('Saturday morning or Monday after 5 pm', 'en', '2026-11-27')).toEqual(['2026-11-28T09:00', '2026-11-30T17:00'])
    expect(parseShowingTimes('tomorrow at 10:30 am or 2 pm', 'en', '2026-11-27')).toEqual(['2026-11-28T10:30', '2026-11-28T14:00'])
    expect(parseShowingTimes('mañana por la mañana', 'es', '2026-11-27')).toEqual(['2026-11-28T09:00'])
    expect(parseShowingTimes('Friday', 'en', '2026-11-27')).toEqual(['2026-12-04'])
    expect(parseShowingTimes('whenever suits the agent', 'en', '2026-11-27')).toEqual([])
  })
})

describe('showing requests and lead questions in each language of the built-in assistant', () => {
  it.each(LANGUAGES)('%s: the card\'s showing request is answered in the visitor\'s language, their times are stored as written and the agents mailed', async (lang) => {
    const { leads } = PACKS[lang]
    const sessionID = await workspaceSession(server, chatbotId)
    const asked = await ask(server, { sessionID, content: `${richStringsFor(lang).showingNote} ${ADDRESS} (MLS LG-100).` })
    expect(asked.body.Data.content).toBe(leads.showingAsk(ADDRESS, 'LG-100'))
    const times = VISITORS[lang].times
    const confirmed = await ask(server, { sessionID, content: times })
    expect(confirmed.body.Data.content).toBe(`${leads.showingPassed(ADDRESS, 'LG-100', times)} ${leads.showingNoContact}`)
    const [mail] = await server.sink.waitFor(1)
    expect(mail!.text).toContain(`Preferred times: ${times}`)
    const stored = await server.db.selectFrom('showing_requests').select(['mls_number', 'preferred_times', 'preferred_slots']).where('session_id', '=', sessionID).execute()
    expect(stored).toEqual([{ mls_number: 'LG-100', preferred_times: times, preferred_slots: JSON.stringify(parseShowingTimes(times, lang, todayOf({ TimeZone: '' }))) }])
    // Saturday morning, then Monday from five in the afternoon.
    const [saturday, monday] = JSON.parse(stored[0]!.preferred_slots) as string[]
    expect([weekday(saturday!), saturday!.slice(10), weekday(monday!), monday!.slice(10)]).toEqual([6, 'T09:00', 1, 'T17:00'])
  })

  it.each(LANGUAGES)('%s: what a visitor states is stored on their lead, and asking for a person brings the one question for what is missing, in their language', async (lang) => {
    const { leads } = PACKS[lang]
    const sessionID = await workspaceSession(server, chatbotId)
    await ask(server, { sessionID, content: `${VISITORS[lang].wants} lee.${lang}@example.com` })
    expect(await leadOf(sessionID)).toMatchObject({ Budget: null, PreApproved: null, ...Object.fromEntries(Object.entries(VISITORS[lang].facts).map(([key, value]) => [key.charAt(0).toUpperCase() + key.slice(1), value])) })

    const other = await workspaceSession(server, chatbotId)
    const person = await ask(server, { sessionID: other, content: { es: 'Quiero hablar con un agente', fr: 'Je veux parler à un agent', de: 'Ich möchte mit einem Makler sprechen', pt: 'Quero falar com um corretor', it: 'Voglio parlare con un agente' }[lang] })
    const { questions } = leads
    expect(person.body.Data.content).toContain(`\n\n${leads.ask([questions.intent, questions.budget, questions.timeline, questions.area, questions.preApproved, questions.contact])}`)
  })
})
