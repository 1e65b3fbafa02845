/**
 * The console's plain helpers: hash routes, the embed tag its install page shows, the colour
 * input's conversions, which field a server message names, what a draft changes, and each
 * setting's and listing field's rule as the console states it.
 */
import { describe, expect, test } from 'vitest'
import { ConsoleApiError } from '../../src/console/api.ts'
import { hexOf, rgbOf } from '../../src/console/colors.ts'
import { embedTag } from '../../src/console/embed-tag.ts'
import { hrefOf, parseRoute } from '../../src/console/router.ts'
import SETTING_LIMITS from 'virtual:setting-limits'
import LISTING_LIMITS, { type ListingLimits } from 'virtual:listing-limits'
import { listingLimits, settingLimits } from '../../build/schema-limits.ts'
import { LISTING_FIELDS } from '../../src/console/listing-fields.ts'
import { ConsoleListingBody } from '../../server/schemas/console-listings.ts'
import { changedSettings, SETTING_GROUPS } from '../../src/console/settings-fields.ts'
import { ChatbotSettings, defaultSettings } from '../../server/schemas/chatbot.ts'

const ID = '0123456789abcdef0123456789abcdef'

describe('console routes', () => {
  test('each page has a hash, and reading it back gives the same route', () => {
    for (const route of [
      { page: 'sign-in' },
      { page: 'chatbots' },
      { page: 'settings', id: ID },
      { page: 'install', id: ID },
      { page: 'conversations', id: ID, query: '' },
      { page: 'conversations', id: ID, query: 'ratedDown=1&text=pool+view' },
      { page: 'transcript', id: ID, sessionId: '42' },
      { page: 'leads', id: ID, query: 'startTime=2026-01-01' },
      { page: 'listings', id: ID },
      { page: 'import', id: ID },
      { page: 'keys' },
      { page: 'team' },
      { page: 'invite', token: 'abc_DEF-123' }
    ] as const) {
      expect(parseRoute(hrefOf(route))).toEqual(route)
    }
  })

  test('an unknown or empty hash is the chatbot list', () => {
    expect(parseRoute('')).toEqual({ page: 'chatbots' })
    expect(parseRoute('#/nowhere')).toEqual({ page: 'chatbots' })
    expect(parseRoute(`#/chatbots/${ID}/elsewhere`)).toEqual({ page: 'chatbots' })
  })
})

describe('the embed tag', () => {
  test('names the chatbot and the server; each option adds its attribute', () => {
    expect(embedTag('https://chat.example.com', ID)).toBe(`<script src="https://chat.example.com/widget.js" data-chatbot-id="${ID}" async></script>`)
    expect(embedTag('https://chat.example.com', ID, { apiBase: 'https://api.example.com', dataLayer: true })).toBe(
      `<script src="https://chat.example.com/widget.js" data-chatbot-id="${ID}" data-api-base="https://api.example.com" data-data-layer="true" async></script>`
    )
  })

  test('a quote in a typed address cannot end the attribute', () => {
    expect(embedTag('https://chat.example.com', ID, { apiBase: 'https://x" onload="alert(1)' })).toContain('data-api-base="https://x&quot; onload=&quot;alert(1)"')
  })
})

test('colours go from rgb() to a colour input and back', () => {
  expect(hexOf('rgb(14,116,144)')).toBe('#0e7490')
  expect(hexOf('rgb( 255 , 0 , 7 )')).toBe('#ff0007')
  expect(rgbOf('#b45309')).toBe('rgb(180,83,9)')
})

test('a 400 names the field its message starts with; other failures name none', () => {
  expect(new ConsoleApiError(400, 'ChatBubbleColor must be a color written rgb(r,g,b) with each value 0 to 255').field).toBe('ChatBubbleColor')
  expect(new ConsoleApiError(403, 'owners only').field).toBeUndefined()
})

test('a draft sends only the settings it changes', () => {
  const draft = { ...defaultSettings, WelcomeMessage: 'Hello', ChatBubbleAlign: 1 }
  expect(changedSettings(defaultSettings, draft)).toEqual({ WelcomeMessage: 'Hello', ChatBubbleAlign: 1 })
  expect(changedSettings(defaultSettings, { ...defaultSettings })).toEqual({})
})

describe('the settings page\'s rules', () => {
  const fields = SETTING_GROUPS.flatMap((group) => group.fields)
  /** Settings whose rule states a format (an address, a name, a choice) rather than a length or range. */
  const FORMAT_RULES = new Set(['Model', 'TimeZone', 'AIResponseLanguage', 'CustomDomain', 'TalkToHumanEmail', 'EmailForDailyChatLogs', 'EmailForDailyLeads', 'ChatBubbleAlign'])

  test('every setting of Edit is on the page once', () => {
    expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(ChatbotSettings.properties).sort())
  })

  test('each rule states the limits of the server\'s own schema, as the build reads them from it', () => {
    expect(SETTING_LIMITS).toEqual(settingLimits())
    expect(SETTING_LIMITS.WelcomeMessage).toEqual({ maxLength: 5000 })
    for (const { name, rule } of fields) {
      if (FORMAT_RULES.has(name)) continue
      for (const limit of Object.values(SETTING_LIMITS[name]!)) expect(rule, name).toContain(limit.toLocaleString('en'))
    }
    const rule = (name: string) => fields.find((field) => field.name === name)!.rule
    expect(rule('Temperature')).toBe('An integer from 0 (steady) to 100 (varied).')
    expect(rule('RateLimitTime')).toBe('A number of seconds from 1 to 2,678,400.')
  })
})

describe('the listing form\'s rules', () => {
  /** Every number of a field's limits, its items' and their properties' too. */
  const numbersIn = (limits: ListingLimits): number[] => [
    ...[limits.minLength, limits.maxLength, limits.minimum, limits.maximum, limits.maxItems].filter((value) => value !== undefined),
    ...(limits.items ? numbersIn(limits.items) : []),
    ...Object.values(limits.properties ?? {}).flatMap(numbersIn)
  ]

  test('every field of RealEstateCreate is on the form once, required exactly when the schema requires it', () => {
    expect(LISTING_FIELDS.map((field) => field.name).sort()).toEqual(Object.keys(ConsoleListingBody.properties).sort())
    expect(LISTING_FIELDS.filter((field) => field.required).map((field) => field.name).sort()).toEqual([...ConsoleListingBody.required].sort())
  })

  test('each rule states every limit of the server\'s own schema, as the build reads them from it; each choice offers the schema\'s values', () => {
    expect(LISTING_LIMITS).toEqual(listingLimits())
    expect(LISTING_LIMITS.ExtensionColumn).toEqual({ maxItems: 100, items: { properties: { Key: { maxLength: 200, required: true }, value: { maxLength: 2000, required: true } } } })
    for (const { name, rule, options } of LISTING_FIELDS) {
      const limits = LISTING_LIMITS[name]!
      expect(rule, name).not.toContain('undefined')
      for (const limit of numbersIn(limits)) expect([limit.toLocaleString('en'), String(limit)].some((text) => rule.includes(text)), `${name}: ${rule} states ${limit}`).toBe(true)
      if (limits.enum) expect(options?.map(([value]) => value).sort(), name).toEqual([...limits.enum].sort())
    }
    const rule = (name: string) => LISTING_FIELDS.find((field) => field.name === name)!.rule
    expect(rule('SalePrice')).toBe('An amount from 0 to 1,000,000,000,000; empty for none.')
    expect(rule('YearBuilt')).toBe('A year from 0 to 3000.')
    expect(rule('Images')).toBe('Up to 100 image addresses, one a line, each http:// or https:// and up to 2,048 characters.')
  })
})
