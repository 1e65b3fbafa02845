import type { OutgoingMail } from '../mail/mailer.ts'
import { formatTranscript, longDate, readablePhone } from '../mail/transcript.ts'
import { localTimeOfDay } from '../time/zoned.ts'
import type { ChatLog, ReportChatbot } from '../store/daily-reports.ts'
import type { LeadRow } from '../store/leads.ts'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * The daily chat-log mail: every conversation of the chatbot's local day `date`.
 *
 * @example
 * chatLogsMail(chatbot, '2026-03-10', 'Asia/Tokyo', log).subject
 * // 'Chat logs of Oak Realty for Tuesday, March 10, 2026: 2 conversations, 5 messages'
 */
export function chatLogsMail(chatbot: ReportChatbot, date: string, timeZone: string, log: ChatLog): OutgoingMail {
  const summary = `${plural(log.sessions.length, 'conversation')}, ${plural(log.total, 'message')}`
  const shown = log.sessions.reduce((sum, session) => sum + session.messages.length, 0)
  const sessions = log.sessions.map(({ sessionId, messages }) =>
    [`Session ${sessionId}`, formatTranscript(messages, timeZone, '  ')].join('\n'))
  return {
    to: chatbot.chatLogsEmail,
    subject: `Chat logs of ${chatbot.name} for ${longDate(date)}: ${summary}`,
    text: [
      `Conversations with your chatbot "${chatbot.name}" on ${longDate(date)} (times in ${timeZone}).`,
      `${summary}.`,
      '',
      sessions.join('\n\n'),
      ...(shown < log.total ? ['', `Only the first ${shown} messages are shown; POST /chat/Chatbot/ChatContentHistory has them all.`] : []),
      ''
    ].join('\n')
  }
}

/**
 * The daily leads mail: the contact details visitors left on the local day `date`, one
 * block per visitor (session).
 *
 * @example
 * leadsMail(chatbot, '2026-03-10', 'Asia/Tokyo', leads, leads.length).subject
 * // 'New leads from Oak Realty on Tuesday, March 10, 2026: 1 visitor left contact details'
 */
export function leadsMail(chatbot: ReportChatbot, date: string, timeZone: string, leads: LeadRow[], total: number): OutgoingMail {
  const bySession = new Map<number, LeadRow[]>()
  for (const lead of leads) bySession.set(lead.session_id, [...(bySession.get(lead.session_id) ?? []), lead])
  const blocks = [...bySession].map(([sessionId, rows]) => {
    const name = rows.find((row) => row.name)?.name
    const lines = [`Session ${sessionId}, first at ${localTimeOfDay(new Date(rows[0]!.created_at), timeZone)}`]
    if (name) lines.push(`  Name:   ${name}`)
    for (const row of rows) {
      if (row.email) lines.push(`  E-mail: ${row.email}`)
      if (row.phone) lines.push(`  Phone:  ${readablePhone(row.phone)}`)
    }
    return lines.join('\n')
  })
  const visitors = `${plural(bySession.size, 'visitor')} left contact details`
  return {
    to: chatbot.leadsEmail,
    subject: `New leads from ${chatbot.name} on ${longDate(date)}: ${visitors}`,
    text: [
      `New leads your chatbot "${chatbot.name}" collected on ${longDate(date)} (times in ${timeZone}).`,
      '',
      blocks.join('\n\n'),
      ...(leads.length < total ? ['', `Only the first ${leads.length} of ${total} leads are shown; POST /chat/Chatbot/LeadList has them all.`] : []),
      ''
    ].join('\n')
  }
}
