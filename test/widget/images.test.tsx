import { act, fireEvent, waitFor, within } from '@testing-library/preact'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { countGifFrames } from '../../src/media/gif-frames.ts'
import { checkImage, MAX_IMAGE_BYTES } from '../../src/media/image-check.ts'
import { bodyOf, cleanPage, controlledStream, envelope, FakeUpload, mockFetch, mountPanel, widgetConfig } from './helpers.ts'

afterEach(cleanPage)

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))

/** A 1×1 GIF with `frames` image blocks, a looping extension and a comment, built byte by byte. */
function gif(frames: number): Uint8Array {
  const bytes = [...ascii('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]
  bytes.push(0x21, 0xff, 11, ...ascii('NETSCAPE2.0'), 3, 1, 0, 0, 0)
  bytes.push(0x21, 0xfe, 5, ...ascii('hello'), 0)
  for (let i = 0; i < frames; i++) {
    bytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0) // graphic control: 0.1 s per frame
    bytes.push(0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0) // image descriptor, no local color table
    bytes.push(2, 2, 0x44, 0x01, 0) // LZW data
  }
  bytes.push(0x3b)
  return new Uint8Array(bytes)
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1])
const WEBP = new Uint8Array([...ascii('RIFF'), 30, 0, 0, 0, ...ascii('WEBPVP8 ')])
const file = (bytes: Uint8Array, name: string, type = '') => new File([bytes as BlobPart], name, { type })

describe('image checks before upload', () => {
  test('PNG, JPEG, WEBP and a still GIF pass', async () => {
    for (const image of [file(PNG, 'a.png'), file(JPEG, 'b.jpg'), file(WEBP, 'c.webp'), file(gif(1), 'd.gif')]) {
      expect(await checkImage(image), image.name).toBeUndefined()
    }
  })

  test('an animated GIF is refused', async () => {
    expect(countGifFrames(gif(1))).toBe(1)
    expect(countGifFrames(gif(3))).toBe(2) // stops counting once it knows
    expect(await checkImage(file(gif(2), 'dance.gif', 'image/gif'))).toBe('animated')
  })

  test('the type comes from the bytes, not the name', async () => {
    expect(await checkImage(file(new Uint8Array(ascii('<svg onload=x>')), 'evil.png', 'image/png'))).toBe('type')
    expect(await checkImage(file(new Uint8Array(ascii('GIF89a')), 'cut.gif'))).toBe('type')
  })

  test('more than 20 MB is refused', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(PNG)
    expect(await checkImage(file(big, 'huge.png'))).toBe('size')
  })
})

/** An open panel of a chatbot that allows images, once the image controls' chunk is there. */
async function imagePanel() {
  vi.stubGlobal('XMLHttpRequest', FakeUpload)
  const fetchMock = mockFetch()
  const panel = mountPanel(widgetConfig({ EnableUploadImage: true }))
  act(() => panel.api.open())
  await panel.ui.findByRole('button', { name: 'Add images' })
  const picker = panel.root.querySelector<HTMLInputElement>('input[type=file]')!
  return { fetchMock, panel, picker }
}

describe('sending images', () => {
  test('a picked image uploads with a progress bar and is sent as chatAskType Image', async () => {
    const { fetchMock, panel, picker } = await imagePanel()
    fetchMock.mockResolvedValueOnce(envelope({ FileStoreId: '41', PreUploadUrl: 'https://chat.example.test/chat/User/Upload/41?token=t', ExpiresAt: '' }))
    expect(picker.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif')
    // A FileList is live: it empties when the picker is reset, as the widget does after a pick.
    const picked: File[] = [file(PNG, 'house.png', 'image/png')]
    Object.defineProperty(picker, 'files', { configurable: true, get: () => picked })
    Object.defineProperty(picker, 'value', { configurable: true, get: () => '', set: () => void picked.splice(0) })
    fireEvent.change(picker)

    await waitFor(() => expect(FakeUpload.last?.url).toBe('https://chat.example.test/chat/User/Upload/41?token=t'))
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ fileName: 'house.png', fileSize: PNG.length, contentType: 'image/png' })
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('chatrobot-sessionkey')).toBe('pv_visitor_key')
    expect(FakeUpload.last!.method).toBe('PUT')
    expect(panel.ui.getByRole('img', { name: 'house.png' })).toBeTruthy()
    const send = panel.ui.getByRole('button', { name: 'Send' }) as HTMLButtonElement
    expect(send.disabled).toBe(true) // still uploading

    act(() => FakeUpload.last!.progress(6, 12))
    expect((panel.ui.getByRole('progressbar', { name: 'house.png' }) as HTMLProgressElement).value).toBe(0.5)
    act(() => FakeUpload.last!.finish('41'))
    await waitFor(() => expect(panel.ui.queryByRole('progressbar')).toBeNull())

    const stream = controlledStream()
    fetchMock.mockResolvedValueOnce(stream.response())
    fireEvent.input(panel.ui.getByRole('textbox', { name: 'Message' }), { target: { value: 'Is this one for sale?' } })
    fireEvent.click(panel.ui.getByRole('button', { name: 'Send' }))
    expect(bodyOf(fetchMock.mock.calls[1])).toMatchObject({ content: 'Is this one for sale?', chatAskType: 'Image', fileIds: [41] })
    // The picture moves into the visitor's message.
    expect(within(panel.ui.getByRole('log')).getByRole('img', { name: 'house.png' })).toBeTruthy()
    stream.end()
  })

  test('a pasted animated GIF is refused before any upload', async () => {
    const { fetchMock, panel } = await imagePanel()
    const box = panel.ui.getByRole('textbox', { name: 'Message' })
    fireEvent.paste(box, { clipboardData: { files: [file(gif(2), 'party.gif', 'image/gif')] } })
    expect((await panel.ui.findByRole('alert')).textContent).toBe('party.gif is an animated GIF; only still images can be sent.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('a failed upload says so and does not hold the message back', async () => {
    const { fetchMock, panel, picker } = await imagePanel()
    fetchMock.mockResolvedValueOnce(envelope(null, 413, 'The file is larger than 20 MB'))
    fireEvent.change(picker, { target: { files: [file(PNG, 'big.png', 'image/png')] } })
    expect((await panel.ui.findByRole('alert')).textContent).toBe('big.png: The upload failed: The file is larger than 20 MB')
    fireEvent.input(panel.ui.getByRole('textbox', { name: 'Message' }), { target: { value: 'Text only then' } })
    expect((panel.ui.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false)
  })

  test('dropped files are checked too; at most four images per message', async () => {
    const { fetchMock, panel } = await imagePanel()
    fetchMock.mockImplementation(async () => envelope({ FileStoreId: '1', PreUploadUrl: 'https://chat.example.test/u', ExpiresAt: '' }))
    const files = [1, 2, 3, 4, 5].map((n) => file(PNG, `p${n}.png`, 'image/png'))
    fireEvent.drop(panel.ui.getByRole('dialog'), { dataTransfer: { files, types: ['Files'] } })
    expect((await panel.ui.findByRole('alert')).textContent).toBe('Up to 4 images per message.')
    expect(panel.root.querySelectorAll('.thumbs li')).toHaveLength(4)
    fireEvent.click(panel.ui.getByRole('button', { name: 'Remove p2.png' }))
    expect(panel.root.querySelectorAll('.thumbs li')).toHaveLength(3)
  })
})
