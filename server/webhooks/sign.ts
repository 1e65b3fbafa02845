import { createHmac } from 'node:crypto'

/**
 * The X-Webhook-Signature value for `body` sent at `unixSeconds`: `t=<seconds>,v1=<hex>`, where
 * the hex is the HMAC-SHA256, keyed with the webhook secret, of "<seconds>.<body>". Signing the
 * time with the body lets a receiver refuse an old delivery replayed later.
 *
 * @example
 * signatureHeader('whsec-0123456789abcdef', '{"event":"daily_leads"}', 1767225600)
 * // 't=1767225600,v1=5f0c…'
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${digest}`
}
