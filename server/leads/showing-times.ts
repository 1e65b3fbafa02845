import { LANGS, PACKS, type Lang } from '../ai/builtin/languages/index.ts'
import type { Chatbot } from '../store/chatbots.ts'
import { addDays, safeTimeZone, wallClock } from '../time/zoned.ts'
import { foldAccents } from './qualification.ts'

/** Start times of the parts of a day, as a showing's start. */
const PARTS = { morning: '09:00', afternoon: '14:00', evening: '18:00' } as const

/** Each language's weekday names, Sunday first, from Intl ("segunda-feira" as "segunda"); English also by its first three letters. */
const WEEKDAYS = new Map(LANGS.map((lang) => {
  const format = new Intl.DateTimeFormat(PACKS[lang].locale, { weekday: 'long', timeZone: 'UTC' })
  return [lang, Array.from({ length: 7 }, (_, day) => {
    const name = foldAccents(format.format(new Date(Date.UTC(2024, 0, 7 + day)))).toLowerCase().split(/[\s-]/)[0]!
    // No end boundary: "Samstagvormittag" names Saturday.
    return new RegExp(lang === 'en' ? String.raw`\b${name.slice(0, 3)}(?:${name.slice(3)})?\b` : String.raw`(?<![\p{L}])${name}`, 'u')
  })] as const
}))

const pattern = (source: string) => new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'u')
const READERS = new Map(LANGS.map((lang) => {
  const when = PACKS[lang].leads.read.when
  const words = when.or.split('|').filter((word) => /\p{L}/u.test(word))
  return [lang, {
    today: pattern(when.today),
    tomorrow: pattern(when.tomorrow),
    parts: Object.keys(PARTS).map((part) => [part as keyof typeof PARTS, pattern(when[part as keyof typeof PARTS])] as const),
    split: new RegExp(String.raw`\s*[,;]\s*|\s+(?:${words.join('|')})\s+`, 'u'),
    clock: new RegExp(String.raw`(?:(?<![\p{L}])(${when.at})\s+)?(?<![\d:.])(\d{1,2})(?:[:h.](\d{2}))?\s?(a\.?m\.?|p\.?m\.?|h|uhr)?(?![\d\p{L}])`, 'u')
  }] as const
}))

/** A clock time a segment gives ("5 pm", "17:30", "a las 5", "17 h"), as HH:MM; a bare number is none. */
function clockTime(segment: string, lang: Lang): string | undefined {
  const match = READERS.get(lang)!.clock.exec(segment)
  if (!match) return undefined
  const [, at, hours, minutes, marker = ''] = match
  if (!at && !minutes && !marker) return undefined
  let hour = Number(hours)
  const pm = marker.startsWith('p')
  if (pm && hour < 12) hour += 12
  else if (marker.startsWith('a') && hour === 12) hour = 0
  // "after 5" without am or pm: no one views a home at five in the morning.
  else if (!marker && hour >= 1 && hour < 8) hour += 12
  if (hour > 23 || Number(minutes ?? 0) > 59) return undefined
  return `${String(hour).padStart(2, '0')}:${minutes ?? '00'}`
}

/**
 * The preferred times of a showing as dates and start times in the chatbot's time zone, where
 * the visitor's words allow: each option ("Saturday morning or Monday after 5 pm") a day
 * ("YYYY-MM-DD", the next such weekday after `today`) and, when given, a start ("T09:00" for a
 * morning, the clock time when one is named). An option naming no day takes the one before it;
 * options that name none are left out (their words are kept with the request anyway).
 *
 * @example
 * parseShowingTimes('Saturday morning or Monday after 5 pm', 'en', '2026-11-27') // ['2026-11-28T09:00', '2026-11-30T17:00']
 * parseShowingTimes('mañana a las 10:30', 'es', '2026-11-27')                   // ['2026-11-28T10:30']
 */
export function parseShowingTimes(text: string, lang: Lang, today: string): string[] {
  const reader = READERS.get(lang)!
  const weekdays = WEEKDAYS.get(lang)!
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
  const slots: string[] = []
  let day: string | undefined
  for (const segment of foldAccents(text).toLowerCase().split(reader.split)) {
    const named = weekdays.findIndex((name) => name.test(segment))
    if (named >= 0) day = addDays(today, (named - weekday + 7) % 7 || 7)
    else if (reader.tomorrow.test(segment)) day = addDays(today, 1)
    else if (reader.today.test(segment)) day = today
    if (!day) continue
    const start = clockTime(segment, lang) ?? reader.parts.find(([, words]) => words.test(segment))?.[0]
    slots.push(start ? `${day}T${PARTS[start as keyof typeof PARTS] ?? start}` : day)
  }
  return [...new Set(slots)]
}

/**
 * The language whose words for days and times `text` uses, those in `first` tried first (a
 * short answer of times has too few words to tell its language otherwise); undefined when it
 * names no day or time in any.
 *
 * @example
 * timesLanguage('sábado de manhã', ['pt']) // 'pt'
 */
export function timesLanguage(text: string, first: Lang[]): Lang | undefined {
  const folded = foldAccents(text)
  return [...first, ...LANGS].find((lang) => PACKS[lang].leads.read.times.test(folded))
}

/** Today's date (YYYY-MM-DD) in the chatbot's time zone, the day showing times count from. */
export const todayOf = (chatbot: Pick<Chatbot, 'TimeZone'>, now = new Date()) => wallClock(now, safeTimeZone(chatbot.TimeZone)).date
