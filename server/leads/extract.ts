import type { CountryCode } from 'libphonenumber-js/max'
import { phoneNumbers } from './phone-numbers.ts'

/** Contact details found in one piece of text, normalised so that equal values compare equal. */
export interface Contacts {
  /** lower-cased addresses, in order of appearance, without repeats */
  emails: string[]
  /** E.164 numbers such as +14155552671, in order of appearance, without repeats */
  phones: string[]
}

/**
 * An address as people write them in prose: a local part of the usual characters that does not
 * start or end with a dot, an @, and dot-separated host labels ending in a letters-only top-level
 * domain. The look-behind and look-ahead keep it from starting or ending inside a longer word, so
 * "x@y.com." in a sentence yields "x@y.com" and "a@b.c0m" yields nothing.
 */
const EMAIL = /(?<![\w.%+@-])[\w%+-](?:[\w.%+-]{0,62}[\w%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w@-]|\.[A-Za-z0-9])/g

/** "logo@2x.png" is a retina image name, not an address: top-level domains that are file types. */
const FILE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'tif', 'tiff', 'heic', 'pdf', 'js', 'css', 'html', 'htm', 'json', 'txt', 'mp3', 'mp4', 'wav'])

/** Money is never a phone number, even when its digits happen to form a valid one. */
const CURRENCY_BEFORE = /[$€£¥₹]\s*$/
/** Seven digits, a few separators apart at most: fewer cannot be a phone number. */
const ENOUGH_DIGITS = /(?:\d\D{0,3}){7}/

/**
 * E-mail addresses in free text.
 *
 * @example
 * findEmails('Write to Jane.Doe@Example.com, or jd@example.co.uk.')
 * // ['jane.doe@example.com', 'jd@example.co.uk']
 */
export function findEmails(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(EMAIL)) {
    const address = match[0]
    const [local = '', domain = ''] = address.split('@')
    if (local.includes('..') || local.length > 64 || address.length > 254) continue
    if (FILE_EXTENSIONS.has(domain.slice(domain.lastIndexOf('.') + 1).toLowerCase())) continue
    found.push(address.toLowerCase())
  }
  return [...new Set(found)]
}

/**
 * Phone numbers in free text, read with the full libphonenumber metadata so that only numbers
 * that can exist are kept: "$2,500", "1998" or a ZIP code are not phone numbers. Numbers written
 * without a +country prefix are read as numbers of `region`.
 *
 * @example
 * findPhones('Call (415) 555-2671 or +44 20 7946 0958', 'US')
 * // ['+14155552671', '+442079460958']
 */
export function findPhones(text: string, region: CountryCode = 'US'): string[] {
  const found: string[] = []
  // No phone number has fewer than seven digits: most messages need no parsing at all.
  if (!ENOUGH_DIGITS.test(text)) return found
  for (const match of phoneNumbers().findPhoneNumbersInText(text, { defaultCountry: region })) {
    if (!match.number.isValid()) continue
    if (CURRENCY_BEFORE.test(text.slice(Math.max(0, match.startsAt - 3), match.startsAt))) continue
    found.push(match.number.number)
  }
  return [...new Set(found)]
}

/**
 * Every e-mail address and phone number in a visitor's message.
 *
 * @example
 * extractContacts('I am jo@example.com, cell 212-555-0147')
 * // { emails: ['jo@example.com'], phones: ['+12125550147'] }
 */
export function extractContacts(text: string, region: CountryCode = 'US'): Contacts {
  // Bounded so that a pasted novel cannot make one message expensive to scan.
  const scanned = text.slice(0, 20_000)
  return { emails: findEmails(scanned), phones: findPhones(scanned, region) }
}
