import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { BadRequestError } from '../errors.ts'

const run = promisify(execFile)

/** Frames taken from one video, and their widest size: enough for a model to follow it, bounded in cost. */
export const MAX_FRAMES = 6
const FRAME_WIDTH = 768
const FFMPEG_TIMEOUT_MS = 60_000

/**
 * The full path of `command` if it can be run: an explicit path is checked as it is,
 * a bare name is looked up on PATH.
 *
 * @example
 * findExecutable('ffmpeg') // '/usr/bin/ffmpeg', or undefined when ffmpeg is not installed
 */
export function findExecutable(command: string, searchPath = process.env.PATH ?? ''): string | undefined {
  const candidates = command.includes(path.sep) ? [command] : searchPath.split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, command))
  return candidates.find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK)
      return fs.statSync(file).isFile()
    } catch {
      return false
    }
  })
}

/** The video's length in seconds from ffmpeg's own report; undefined when it gives none. */
async function durationOf(ffmpeg: string, video: string): Promise<number | undefined> {
  // Without an output ffmpeg only describes the input, and exits with an error by design.
  const stderr = await run(ffmpeg, ['-hide_banner', '-i', video], { timeout: FFMPEG_TIMEOUT_MS }).then(
    (result) => result.stderr,
    (error: { stderr?: string }) => error.stderr ?? ''
  )
  const match = /Duration:\s*(\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr)
  if (!match) return undefined
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])
  return seconds > 0 ? seconds : undefined
}

/**
 * Up to MAX_FRAMES JPEG frames spread evenly over the video, at most 768 pixels wide,
 * for models that see images but not video. Throws 400 when ffmpeg can read no frame.
 *
 * @example
 * const frames = await sampleFrames('/usr/bin/ffmpeg', '/data/files/42')
 * frames[0].subarray(0, 2) // <Buffer ff d8>
 */
export async function sampleFrames(ffmpeg: string, video: string): Promise<Buffer[]> {
  const seconds = (await durationOf(ffmpeg, video)) ?? MAX_FRAMES
  const fps = Math.min(2, MAX_FRAMES / seconds)
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'porchlight-frames-'))
  try {
    // A video ffmpeg partly read still gives frames; only when none came out is its failure the answer.
    const failed = await run(ffmpeg, [
      '-hide_banner', '-loglevel', 'error', '-nostdin', '-i', video,
      '-vf', `fps=${fps.toFixed(6)},scale='min(${FRAME_WIDTH},iw)':-2`,
      '-frames:v', String(MAX_FRAMES), '-q:v', '4', path.join(dir, 'frame-%02d.jpg')
    ], { timeout: FFMPEG_TIMEOUT_MS }).then(() => undefined, (error: unknown) => error)
    const names = (await fs.promises.readdir(dir)).filter((name) => name.endsWith('.jpg')).sort()
    if (names.length === 0) throw new BadRequestError('The video could not be read: no frames could be taken from it; send an MP4, MKV, AVI, FLV or MPEG video that plays', { cause: failed })
    return await Promise.all(names.map((name) => fs.promises.readFile(path.join(dir, name))))
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true })
  }
}
