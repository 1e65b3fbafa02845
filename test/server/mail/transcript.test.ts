import { describe, expect, it } from 'vitest'
import { formatTranscript } from '../../../server/mail/transcript.ts'

const message = (content: string, extra: object = {}) => ({ role: 'user' as const, content, ask_type: 'Text', created_at: '2026-03-10T01:00:00Z', ...extra })

describe('the chat-log transcript of a mail', () => {
  it('turns every kind of line break a visitor can type into an indented line of its own', () => {
    const text = formatTranscript([message('one\u2028two\u2029three\u0085four\vfive\fsix\r\nseven\reight')], 'UTC')
    expect(text).toBe('[01:00] Visitor: one\n    two\n    three\n    four\n    five\n    six\n    seven\n    eight')
  })

  it('drops other control characters, in messages and feedback comments', () => {
    const text = formatTranscript([message('a\u0000b\u001bc\u009bd', { role: 'assistant', feedback: -1, feedback_comment: 'bad\u2028\u0007answer' })], 'UTC')
    expect(text).toBe('[01:00] Chatbot: abcd\n    (Visitor rated this answer thumbs down: "bad answer")')
    expect(text).not.toMatch(/(?!\n)[\p{Cc}\u2028\u2029]/u)
  })
})
