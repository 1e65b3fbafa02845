/**
 * One CSV line (RFC 4180): fields with a comma, quote or line break are quoted. A field that a
 * spreadsheet would read as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, so
 * a visitor's message can never run in the owner's spreadsheet.
 *
 * @example
 * csvLine(['Jo', '=HYPERLINK("x")', 'a,b']) // 'Jo,"\'=HYPERLINK(""x"")","a,b"'
 */
export function csvLine(fields: (string | number | boolean | null)[]): string {
  return fields.map((field) => {
    let text = field === null ? '' : String(field)
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
  }).join(',')
}
