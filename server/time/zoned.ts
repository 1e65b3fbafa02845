/** Calendar arithmetic in a chatbot's IANA time zone, with nothing but Intl: the one time-zone module. */

/** A wall-clock reading in some time zone. */
interface LocalParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** Wall-clock date and time of day in some time zone. */
export interface WallClock {
  /** YYYY-MM-DD */
  date: string
  /** minutes after local midnight */
  minute: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric'
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * Falls back to UTC for a name Intl does not know, so one bad setting cannot stop a mail.
 *
 * @example
 * safeTimeZone('Mars/Olympus') // 'UTC'
 */
export function safeTimeZone(timeZone: string): string {
  try {
    partsFormatter(timeZone)
    return timeZone
  } catch {
    return 'UTC'
  }
}

/**
 * The wall-clock reading in `timeZone` at `instant`.
 *
 * @example
 * localParts(new Date('2025-06-01T03:00:00Z'), 'America/New_York') // { year: 2025, month: 5, day: 31, hour: 23, … }
 */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const values: Record<string, number> = {}
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value)
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0
  }
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * What a clock on the wall in `timeZone` shows at `instant`.
 *
 * @example
 * wallClock(new Date('2026-03-10T22:30:00Z'), 'Asia/Tokyo') // { date: '2026-03-11', minute: 450 }
 */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const p = localParts(instant, timeZone)
  return { date: isoDate(Date.UTC(p.year, p.month - 1, p.day)), minute: p.hour * 60 + p.minute }
}

/**
 * `HH:MM` of `instant` in `timeZone`, for times printed in mails.
 *
 * @example
 * localTimeOfDay(new Date('2026-03-10T03:00:00Z'), 'Asia/Tokyo') // '12:00'
 */
export function localTimeOfDay(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone)
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`
}

/**
 * The UTC range [from, to) of the days `first` to `last`, both included; undefined when
 * `last` comes before `first`.
 *
 * @example
 * utcDayRange('2026-03-01', '2026-03-31') // { from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' }
 */
export function utcDayRange(first: string, last: string): { from: string; to: string } | undefined {
  const to = addDays(last, 1)
  return to <= first ? undefined : { from: `${first}T00:00:00.000Z`, to: `${to}T00:00:00.000Z` }
}

/**
 * The day `days` days after `date` (before it when negative).
 *
 * @example
 * addDays('2026-03-01', -1) // '2026-02-28'
 */
export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000)
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant the wall clock in `timeZone` first shows 00:00 of that day (or the first moment
 * after, across a gap). Two passes settle the offset, which is enough even when the first
 * guess lands across a daylight-saving change.
 */
function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day)
  let guess = wall - offsetMs(wall, timeZone)
  guess = wall - offsetMs(guess, timeZone)
  return new Date(guess)
}

/** localMidnight of a YYYY-MM-DD date. */
function midnightOf(date: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return localMidnight(year, month, day, timeZone)
}

/**
 * The first instant of the calendar month that `instant` falls in, as seen in `timeZone`.
 *
 * @example
 * startOfMonth(new Date('2025-03-01T03:00:00Z'), 'America/New_York').toISOString()
 * // '2025-02-01T05:00:00.000Z' (still February in New York)
 */
export function startOfMonth(instant: Date, timeZone: string): Date {
  const { year, month } = localParts(instant, timeZone)
  return localMidnight(year, month, 1, timeZone)
}

/**
 * The first instant of the next calendar month in `timeZone`.
 *
 * @example
 * startOfNextMonth(new Date('2025-12-15T12:00:00Z'), 'UTC').toISOString() // '2026-01-01T00:00:00.000Z'
 */
export function startOfNextMonth(instant: Date, timeZone: string): Date {
  const { year, month } = localParts(instant, timeZone)
  return month === 12 ? localMidnight(year + 1, 1, 1, timeZone) : localMidnight(year, month + 1, 1, timeZone)
}

/**
 * The UTC range [from, to) of the local day `date` in `timeZone`: 23, 24 or 25 hours long.
 *
 * @example
 * localDayRange('2026-03-10', 'Asia/Tokyo') // { from: '2026-03-09T15:00:00.000Z', to: '2026-03-10T15:00:00.000Z' }
 */
export function localDayRange(date: string, timeZone: string): { from: string; to: string } {
  return { from: midnightOf(date, timeZone).toISOString(), to: midnightOf(addDays(date, 1), timeZone).toISOString() }
}

/**
 * The local day whose report is due at `instant`: yesterday once today's send time has
 * passed, the day before until then. Each day is therefore due from its next day's send time
 * for 24 hours, so a server that was down at the send time catches up when it comes back.
 *
 * @example
 * reportDay(new Date('2026-03-10T22:00:00Z'), 'Asia/Tokyo', 7 * 60) // '2026-03-10' (07:00 on the 11th in Tokyo)
 * reportDay(new Date('2026-03-10T21:59:00Z'), 'Asia/Tokyo', 7 * 60) // '2026-03-09'
 */
export function reportDay(instant: Date, timeZone: string, sendMinute: number): string {
  const now = wallClock(instant, timeZone)
  return addDays(now.date, now.minute >= sendMinute ? -1 : -2)
}

/**
 * The date and time in words for a prompt, with the zone and its UTC offset.
 *
 * @example
 * describeLocalTime(new Date('2025-06-03T19:05:00Z'), 'America/Chicago')
 * // 'Tuesday, June 3, 2025 at 14:05 (America/Chicago, GMT-05:00)'
 */
export function describeLocalTime(instant: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(instant)
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? ''
  return `${date} at ${time} (${timeZone}, ${offset === 'GMT' ? 'GMT+00:00' : offset})`
}
