import { describe, expect, test } from 'vitest'
import { eventLines } from '../../src/api/ask-stream.ts'

describe('the event-stream reader', () => {
  const stream = ': ping\r\ndata: {"content":"Hi"}\r\n\r\nevent: x\ndata: a\ndata:b\n\nid: 3\n\ndata: {"Answer":"end"}\r\rdata: unfinished'
  const events = ['{"content":"Hi"}', 'a\nb', '{"Answer":"end"}']

  test('gives each event\'s data, skipping comments and other fields, however the text is cut', () => {
    for (let size = 1; size <= stream.length; size++) {
      const got: string[] = []
      const parser = eventLines((data) => got.push(data))
      for (let at = 0; at < stream.length; at += size) parser.feed(stream.slice(at, at + size))
      expect(got, `pieces of ${size}`).toEqual(events)
    }
  })
})
