import type { FollowUpBossConfig } from '../../config.ts'
import type { LeadPushEvent, LeadPushTarget } from '../../store/lead-pushes.ts'
import { postOnce, problemOf, sendSigned } from '../../webhooks/post.ts'
import type { LeadContext } from './lead-context.ts'
import { followUpBossEvent, leadWebhookPayload, siteHost } from './payloads.ts'

/** Where pushes go: the signed webhook and Follow Up Boss, each when configured. */
export interface PushTargets {
  webhook?: { url: string; secret: string }
  followUpBoss?: FollowUpBossConfig
  /** the server's origin, the lead's source when the chatbot names no site */
  publicUrl: string
}

/** A try that did not deliver; `permanent` when trying again cannot help (the receiver refused the request itself). */
export interface PushProblem {
  message: string
  permanent: boolean
}

/**
 * One try of one push: undefined when delivered, otherwise what went wrong.
 *
 * @example
 * const problem = await sendLeadPush(targets, 'followupboss', 'lead.created', context, { id: 7, attempts: 1 }, signal)
 */
export async function sendLeadPush(
  targets: PushTargets, target: LeadPushTarget, event: LeadPushEvent, context: LeadContext, push: { id: number; attempts: number }, signal?: AbortSignal
): Promise<PushProblem | undefined> {
  if (target === 'webhook') {
    if (!targets.webhook) return { message: 'WEBHOOK_URL is no longer set', permanent: true }
    // A lead is created once but may change often: each change has an id of its own.
    const id = event === 'lead.created' ? `${event}:${context.lead.id}` : `${event}:${context.lead.id}:${push.id}`
    const problem = await sendSigned(targets.webhook, { id, payload: leadWebhookPayload(event, context), signal }, push.attempts)
    return problem === undefined ? undefined : { message: problem, permanent: false }
  }
  if (!targets.followUpBoss) return { message: 'FOLLOW_UP_BOSS_API_KEY is no longer set', permanent: true }
  return postFollowUpBoss(targets.followUpBoss, followUpBossEvent(context, siteHost(context.chatbot, targets.publicUrl)), signal)
}

/**
 * `POST {url}/events` as Follow Up Boss documents it: HTTP Basic with the API key as the user
 * name and an empty password, X-System naming this system. A 4xx other than 408 and 429 is the
 * API refusing this event and is not retried; its message is kept for the owner.
 */
async function postFollowUpBoss(config: FollowUpBossConfig, event: ReturnType<typeof followUpBossEvent>, signal?: AbortSignal): Promise<PushProblem | undefined> {
  try {
    const response = await postOnce(`${config.url}/events`, {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${config.apiKey}:`).toString('base64')}`,
      'x-system': 'Porchlight',
      ...(config.systemKey && { 'x-system-key': config.systemKey })
    }, JSON.stringify(event), signal)
    const text = (await response.text()).slice(0, 300)
    if (response.status >= 200 && response.status < 300) return undefined
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429
    return { message: `Follow Up Boss answered HTTP ${response.status}${text ? `: ${text}` : ''}`, permanent }
  } catch (error) {
    signal?.throwIfAborted()
    return { message: `the request to Follow Up Boss failed (${problemOf(error)})`, permanent: false }
  }
}
