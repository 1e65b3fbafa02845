/** Words per streamed piece: small enough to read as typing. */
export const WORDS_PER_PIECE = 3
/** The pause between pieces of a streamed built-in answer: visible, yet a long answer takes about a second. */
export const PIECE_DELAY_MS = 20

/**
 * Splits text into pieces of a few words each, keeping every character (spaces and newlines
 * stay attached), so the pieces joined are exactly the text.
 *
 * @example
 * pieces('Hello there, how are you today?') // ['Hello there, how ', 'are you today?']
 */
export function pieces(text: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? (text ? [text] : [])
  const out: string[] = []
  for (let i = 0; i < words.length; i += wordsPerPiece) out.push(words.slice(i, i + wordsPerPiece).join(''))
  return out
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })

/**
 * Emits `text` in pieces, pausing between them when `paced`; stops at once when `signal` aborts.
 *
 * @example
 * await emitPaced('a b c d', (piece) => out.push(piece), signal, true)
 */
export async function emitPaced(text: string, emit: (piece: string) => void, signal: AbortSignal, paced: boolean): Promise<void> {
  for (const [index, piece] of pieces(text).entries()) {
    if (signal.aborted) return
    if (paced && index > 0) await pause(PIECE_DELAY_MS, signal)
    if (signal.aborted) return
    emit(piece)
  }
}
