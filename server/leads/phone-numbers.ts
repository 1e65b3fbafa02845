import { createRequire } from 'node:module'
import type * as LibPhoneNumber from 'libphonenumber-js/max'

type PhoneNumbers = typeof LibPhoneNumber

let library: PhoneNumbers | undefined

/**
 * libphonenumber-js with its full metadata, loaded on first use rather than at start: it
 * takes about 11 MiB, and a server pays for it only once a message may hold a phone number.
 *
 * @example
 * phoneNumbers().parsePhoneNumber('+14155552671').formatInternational() // '+1 415 555 2671'
 */
export function phoneNumbers(): PhoneNumbers {
  library ??= createRequire(import.meta.url)('libphonenumber-js/max') as PhoneNumbers
  return library
}
