import type { LiveBus } from '../live/bus.ts'
import { announceShowing } from '../live/showing-notice.ts'
import type { Mailer } from '../mail/mailer.ts'
import { readablePhone } from '../mail/transcript.ts'
import type { Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { markShowingNotified } from '../store/showings.ts'

export interface ShowingRequested {
  id: number
  mls: string
  address: string
  times: string
  /** the dates and start times read from them, in the chatbot's time zone */
  slots: string[]
}

/**
 * Tells the agents of a showing request with its preferred times: an e-mail to the chatbot's
 * TalkToHumanEmail with the visitor's contacts and a link to the conversation in the console,
 * and a live notice on the console's Live page (`bus`). Returns the contact the agent will use
 * (the session's first lead), for the reply to the visitor.
 *
 * @example
 * const { contact } = await notifyShowing({ db, mailer, publicUrl, log }, chatbot, sessionId, showing)
 */
export async function notifyShowing(
  context: { db: Db; mailer?: Pick<Mailer, 'send'>; bus?: Pick<LiveBus, 'publish'>; publicUrl: string; log: { error(details: object, message: string): void } },
  chatbot: Chatbot, sessionId: number, showing: ShowingRequested
): Promise<{ contact: string }> {
  const { db } = context
  const leads = await db.selectFrom('leads').select(['name', 'email', 'phone']).where('session_id', '=', sessionId).orderBy('id').execute()
  const contacts = leads.map((lead) => lead.email || readablePhone(lead.phone))
  const name = leads.find((lead) => lead.name)?.name ?? ''
  if (chatbot.TalkToHumanEmail && context.mailer) {
    try {
      await context.mailer.send({
        to: chatbot.TalkToHumanEmail,
        subject: `Showing request: ${showing.address} (MLS ${showing.mls}) (${chatbot.Name})`,
        text: [
          `A visitor of your chatbot "${chatbot.Name}" would like to see ${showing.address} (MLS ${showing.mls}).`,
          '',
          `Preferred times: ${showing.times}`,
          ...(showing.slots.length > 0 ? [`Read as (${chatbot.TimeZone || 'UTC'}): ${showing.slots.map((slot) => slot.replace('T', ' ')).join('; ')}`] : []),
          `Visitor: ${[name, ...contacts].filter(Boolean).join(', ') || 'no contact left yet (they were asked for one)'}`,
          '',
          `The conversation: ${context.publicUrl}/console/#/chatbots/${chatbot.id}/conversations/${sessionId}`
        ].join('\n')
      })
      await markShowingNotified(db, showing.id)
    } catch (error) {
      context.log.error({ err: error, showingId: showing.id }, 'the showing request mail was not sent')
    }
  }
  if (context.bus) {
    await announceShowing(context.bus, { chatbotId: chatbot.id, sessionId, showing, visitorName: name, contact: contacts[0] ?? '' })
      .catch((error: unknown) => context.log.error({ err: error, showingId: showing.id }, 'the showing request was not announced live'))
  }
  return { contact: contacts[0] ?? '' }
}
