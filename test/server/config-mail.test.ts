import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.ts'

describe('mail, webhook and lead settings', () => {
  it('defaults to 07:00, no webhooks, US numbers and an .eml outbox', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ dailyMailMinute: 420, webhookUrl: '', smtpUrl: '', leadPhoneRegion: 'US', webhookMaxAttempts: 5, webhookBackoffMs: 2000 })
  })

  it('reads DAILY_MAIL_TIME, LEAD_PHONE_REGION, MAIL_FROM and the webhook variables', () => {
    const config = loadConfig({
      DAILY_MAIL_TIME: '18:30', LEAD_PHONE_REGION: 'gb', MAIL_FROM: 'Oak <bot@oak.example>',
      WEBHOOK_URL: 'https://crm.example.com/hooks', WEBHOOK_SECRET: 'a-secret-of-enough-length', WEBHOOK_MAX_ATTEMPTS: '3', WEBHOOK_BACKOFF_MS: '500'
    })
    expect(config).toMatchObject({
      dailyMailMinute: 18 * 60 + 30, leadPhoneRegion: 'GB', mailFrom: 'Oak <bot@oak.example>',
      webhookUrl: 'https://crm.example.com/hooks', webhookSecret: 'a-secret-of-enough-length', webhookMaxAttempts: 3, webhookBackoffMs: 500
    })
  })

  it.each([
    [{ DAILY_MAIL_TIME: '7am' }, /DAILY_MAIL_TIME must be a time of day written HH:MM/],
    [{ DAILY_MAIL_TIME: '24:00' }, /DAILY_MAIL_TIME must be a time of day written HH:MM/],
    [{ LEAD_PHONE_REGION: 'XX' }, /LEAD_PHONE_REGION must be a two-letter country code/],
    [{ WEBHOOK_URL: 'https://crm.example.com/hooks' }, /WEBHOOK_SECRET of at least 16 characters is required/],
    [{ WEBHOOK_URL: 'ftp://crm.example.com', WEBHOOK_SECRET: 'a-secret-of-enough-length' }, /WEBHOOK_URL must be an http/],
    [{ WEBHOOK_MAX_ATTEMPTS: '0' }, /WEBHOOK_MAX_ATTEMPTS must be an integer from 1 to 20/]
  ])('refuses %j at start', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})
