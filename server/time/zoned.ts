/** Calendar arithmetic in a chatbot's IANA time zone, with nothing but Intl. */

interface LocalParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric'
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
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

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a wall-clock time happens in `timeZone`. Two passes settle the offset,
 * which is enough even when the first guess lands across a daylight-saving change.
 */
function instantOf(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day)
  let guess = wall - offsetMs(wall, timeZone)
  guess = wall - offsetMs(guess, timeZone)
  return new Date(guess)
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
  return instantOf(year, month, 1, timeZone)
}

/**
 * The first instant of the next calendar month in `timeZone`.
 *
 * @example
 * startOfNextMonth(new Date('2025-12-15T12:00:00Z'), 'UTC').toISOString() // '2026-01-01T00:00:00.000Z'
 */
export function startOfNextMonth(instant: Date, timeZone: string): Date {
  const { year, month } = localParts(instant, timeZone)
  return month === 12 ? instantOf(year + 1, 1, 1, timeZone) : instantOf(year, month + 1, 1, timeZone)
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
