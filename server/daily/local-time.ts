/** Wall-clock reading in some time zone. */
export interface WallClock {
  /** YYYY-MM-DD */
  date: string
  /** minutes after local midnight */
  minute: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit'
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * Falls back to UTC for a name Intl does not know, so one bad setting cannot stop the daily job.
 *
 * @example
 * safeTimeZone('Mars/Olympus') // 'UTC'
 */
export function safeTimeZone(timeZone: string): string {
  try {
    formatterFor(timeZone)
    return timeZone
  } catch {
    return 'UTC'
  }
}

function parts(instant: Date, timeZone: string) {
  const fields: Record<string, string> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) fields[part.type] = part.value
  return { year: +fields.year!, month: +fields.month!, day: +fields.day!, hour: +fields.hour!, minute: +fields.minute!, second: +fields.second! }
}

/**
 * What a clock on the wall in `timeZone` shows at `instant`.
 *
 * @example
 * wallClock(new Date('2026-03-10T22:30:00Z'), 'Asia/Tokyo') // { date: '2026-03-11', minute: 450 }
 */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const p = parts(instant, timeZone)
  return { date: isoDate(Date.UTC(p.year, p.month - 1, p.day)), minute: p.hour * 60 + p.minute }
}

/**
 * `HH:MM` of `instant` in `timeZone`, for times printed in mails.
 *
 * @example
 * localTimeOfDay(new Date('2026-03-10T03:00:00Z'), 'Asia/Tokyo') // '12:00'
 */
export function localTimeOfDay(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone)
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The day before `date`, or `days` days after it.
 *
 * @example
 * addDays('2026-03-01', -1) // '2026-02-28'
 */
export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000)
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = parts(new Date(instant), timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The instant the wall clock in `timeZone` first shows `date` 00:00 (or the first moment after, across a gap). */
function localMidnight(date: string, timeZone: string): number {
  const naive = Date.parse(`${date}T00:00:00Z`)
  // Two passes settle the offset also when it changes between the guess and the answer (DST).
  let guess = naive - offsetAt(naive, timeZone)
  guess = naive - offsetAt(guess, timeZone)
  return guess
}

/**
 * The UTC range [from, to) of the local day `date` in `timeZone`: 23, 24 or 25 hours long.
 *
 * @example
 * localDayRange('2026-03-10', 'Asia/Tokyo') // { from: '2026-03-09T15:00:00.000Z', to: '2026-03-10T15:00:00.000Z' }
 */
export function localDayRange(date: string, timeZone: string): { from: string; to: string } {
  return {
    from: new Date(localMidnight(date, timeZone)).toISOString(),
    to: new Date(localMidnight(addDays(date, 1), timeZone)).toISOString()
  }
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
