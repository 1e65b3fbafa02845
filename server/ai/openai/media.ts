import fs from 'node:fs'
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions'
import type { Config } from '../../config.ts'
import { UnsupportedMediaTypeError } from '../../errors.ts'
import { findExecutable, sampleFrames } from '../../files/video-frames.ts'
import type { AnswerRequest, AskType } from '../types.ts'

/** The 415 message for a video question when ffmpeg is missing: what is wrong and what to do instead. */
export const VIDEO_NEEDS_FFMPEG =
  'Video questions need ffmpeg on the server, and it is not installed here; send images of the video instead, or ask the site owner to install ffmpeg'

/**
 * Refuses a video question up front when ffmpeg cannot be found, so nothing is stored or streamed.
 *
 * @example
 * assertMediaSupported('Video', config) // throws 415 when ffmpeg is missing
 */
export function assertMediaSupported(askType: AskType, config: Pick<Config, 'ffmpegPath'>): void {
  if (askType === 'Video' && !findExecutable(config.ffmpegPath)) throw new UnsupportedMediaTypeError(VIDEO_NEEDS_FFMPEG)
}

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`

const LEAD: Record<Exclude<AskType, 'Text'>, string> = {
  Image: 'The visitor sent the image(s) below.',
  Audio: 'The visitor sent the voice message below; listen to it and answer what it says.',
  Video: 'The visitor sent a video; below are frames taken from it at even intervals, in order.'
}

/**
 * The current question in the form the model takes: plain text, or text plus image parts
 * (data URLs of the stored files), a WAV input_audio part, or frames sampled from a video.
 *
 * @example
 * await questionContent({ content: 'Is this a condo?', askType: 'Image', files: [png] }, config)
 * // [{ type: 'text', text: '…' }, { type: 'image_url', image_url: { url: 'data:image/png;base64,…' } }]
 */
export async function questionContent(
  question: AnswerRequest['question'],
  config: Pick<Config, 'ffmpegPath'>
): Promise<string | ChatCompletionContentPart[]> {
  if (question.askType === 'Text') return question.content
  const text = [LEAD[question.askType], question.content].filter(Boolean).join('\n\n')
  const parts: ChatCompletionContentPart[] = [{ type: 'text', text }]
  for (const file of question.files) {
    if (question.askType === 'Image') {
      parts.push({ type: 'image_url', image_url: { url: dataUrl(file.mime, await fs.promises.readFile(file.path)) } })
    } else if (question.askType === 'Audio') {
      parts.push({ type: 'input_audio', input_audio: { data: (await fs.promises.readFile(file.path)).toString('base64'), format: 'wav' } })
    } else {
      const ffmpeg = findExecutable(config.ffmpegPath)
      if (!ffmpeg) throw new UnsupportedMediaTypeError(VIDEO_NEEDS_FFMPEG)
      for (const frame of await sampleFrames(ffmpeg, file.path)) {
        parts.push({ type: 'image_url', image_url: { url: dataUrl('image/jpeg', frame) } })
      }
    }
  }
  return parts
}
