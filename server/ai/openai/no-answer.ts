import { NO_ANSWER_MARKER } from './system-prompt.ts'

const AFTER_MARKER = /^[\s:.,-]+/

/**
 * Strips the no-answer marker from the start of a streamed reply. Text is held back only
 * while it could still be the start of the marker, so streaming is delayed by a few
 * characters at most.
 *
 * @example
 * const filter = new NoAnswerFilter()
 * filter.push('[NO_AN')       // ''
 * filter.push('SWER] Sorry,') // 'Sorry,'
 * filter.detected             // true
 */
export class NoAnswerFilter {
  detected = false
  private held = ''
  private decided = false

  /** Takes the next piece of model text; returns what may be shown now. */
  push(text: string): string {
    if (this.decided) return text
    this.held += text
    const start = this.held.trimStart()
    if (start.startsWith(NO_ANSWER_MARKER)) {
      this.detected = true
      const rest = start.slice(NO_ANSWER_MARKER.length).replace(AFTER_MARKER, '')
      // Wait for the first visible character so the answer does not start with a blank.
      return rest === '' ? '' : this.settle(rest)
    }
    if (start !== '' && !NO_ANSWER_MARKER.startsWith(start)) return this.settle(this.held)
    return ''
  }

  /** Whatever is still held when the reply ends. */
  flush(): string {
    if (this.decided) return ''
    const start = this.held.trimStart()
    if (this.detected || start === '') return this.settle('')
    return this.settle(this.held)
  }

  private settle(text: string): string {
    this.decided = true
    this.held = ''
    return text
  }
}
