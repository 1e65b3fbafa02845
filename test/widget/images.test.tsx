import { act, fireEvent, waitFor, within } from '@testing-library/preact'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { countGifFrames } from '../../src/media/gif-frames.ts'
import { checkImage, MAX_IMAGE_BYTES } from '../../src/media/image-check.ts'
import { PNG_1X1 } from '../support/fixtures.ts'
import { bodyOf, cleanPage, FakeUpload, requestOf } from './helpers.ts'
import { realPanel, serverCall, storedMessages, useWidgetServer } from './real-server.ts'

const backend = useWidgetServer()
afterEach(() => {
  cleanPage()
  vi.restoreAllMocks()
})

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

/** An open panel of a new chatbot of the real server that allows images, once the image controls' chunk is there; `sent` sees its requests. */
async function imagePanel() {
  const panel = await realPanel(backend, { settings: { EnableUploadImage: true, WelcomeMessage: '' } })
  const sent = vi.spyOn(globalThis, 'fetch')
  act(() => panel.api.open())
  await panel.ui.findByRole('button', { name: 'Add images' }, { timeout: 10_000 })
  const picker = panel.root.querySelector<HTMLInputElement>('input[type=file]')!
  return { sent, panel, picker }
}

/** Picks `files` in the picker. A FileList is live: it empties when the picker is reset, as the widget does after a pick. */
function pick(picker: HTMLInputElement, files: File[]) {
  const picked = [...files]
  Object.defineProperty(picker, 'files', { configurable: true, get: () => picked })
  Object.defineProperty(picker, 'value', { configurable: true, get: () => '', set: () => void picked.splice(0) })
  fireEvent.change(picker)
}

describe('sending images', () => {
  test('a picked image uploads to the server and is sent as chatAskType Image; the model is shown the picture', { timeout: 30_000 }, async () => {
    backend.model.script({ content: ['Yes, it is for sale.'] })
    const { sent, panel, picker } = await imagePanel()
    expect(picker.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif')
    pick(picker, [file(PNG_1X1, 'house.png', 'image/png')])
    await waitFor(() => expect(sent).toHaveBeenCalled())
    expect(requestOf(sent.mock.calls[0])[0]).toBe(`${backend.url}/chat/User/GetPreUploadUrl`)
    expect(bodyOf(requestOf(sent.mock.calls[0]))).toMatchObject({ fileName: 'house.png' })
    expect(await panel.ui.findByRole('img', { name: 'house.png' })).toBeTruthy()
    // The server took the bytes (its PUT answered), so the bar goes.
    await waitFor(() => expect(panel.ui.queryByRole('progressbar')).toBeNull(), { timeout: 20_000 })
    expect(panel.ui.queryByRole('alert')).toBeNull()

    fireEvent.input(panel.ui.getByRole('textbox', { name: 'Message' }), { target: { value: 'Is this one for sale?' } })
    fireEvent.click(panel.ui.getByRole('button', { name: 'Send' }))
    expect(bodyOf(requestOf(sent.mock.calls.at(-1)))).toMatchObject({ content: 'Is this one for sale?', chatAskType: 'Image', fileIds: [expect.any(Number)] })
    // The picture moves into the visitor's message.
    expect(within(panel.ui.getByRole('log')).getByRole('img', { name: 'house.png' })).toBeTruthy()
    await waitFor(() => expect(panel.ui.getByRole('log').textContent).toContain('Yes, it is for sale.'), { timeout: 20_000 })
    const [question] = await storedMessages(backend, panel.host.chatbotId)
    expect(question).toMatchObject({ Content: 'Is this one for sale?', ChatAskType: 'Image', FileIds: bodyOf(requestOf(sent.mock.calls.at(-1))).fileIds })
    expect(JSON.stringify(backend.model.requests.at(-1))).toContain(`data:image/png;base64,${PNG_1X1.toString('base64')}`)
  })

  test('the progress bar follows the upload, and Send waits for it', { timeout: 30_000 }, async () => {
    // The PUT is a stand-in (FakeUpload): the real server takes 1×1 pixel at once, and a bar at
    // exactly half needs progress the test reports at a moment it chooses. GetPreUploadUrl is the server's.
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    const { panel, picker } = await imagePanel()
    pick(picker, [file(PNG_1X1, 'house.png', 'image/png')])
    await waitFor(() => expect(FakeUpload.last?.url).toMatch(/\/chat\/User\/Upload\/\d+\?token=/), { timeout: 20_000 })
    expect(FakeUpload.last!.method).toBe('PUT')
    expect((FakeUpload.last!.body as File).name).toBe('house.png')
    fireEvent.input(panel.ui.getByRole('textbox', { name: 'Message' }), { target: { value: 'Is this one for sale?' } })
    const send = panel.ui.getByRole('button', { name: 'Send' }) as HTMLButtonElement
    expect(send.disabled).toBe(true) // still uploading
    act(() => FakeUpload.last!.progress(6, 12))
    expect((panel.ui.getByRole('progressbar', { name: 'house.png' }) as HTMLProgressElement).value).toBe(0.5)
    act(() => FakeUpload.last!.finish('41'))
    await waitFor(() => expect(panel.ui.queryByRole('progressbar')).toBeNull())
    expect(send.disabled).toBe(false)
  })

  test('a pasted animated GIF is refused before any upload', { timeout: 30_000 }, async () => {
    const { sent, panel } = await imagePanel()
    const box = panel.ui.getByRole('textbox', { name: 'Message' })
    fireEvent.paste(box, { clipboardData: { files: [file(gif(2), 'party.gif', 'image/gif')] } })
    expect((await panel.ui.findByRole('alert')).textContent).toBe('party.gif is an animated GIF; only still images can be sent.')
    expect(sent).not.toHaveBeenCalled()
  })

  test('an upload the server refuses says why and does not hold the message back', { timeout: 30_000 }, async () => {
    const { panel, picker } = await imagePanel()
    // The owner turns images off while the visitor's page is open.
    await serverCall(backend, '/chat/Chatbot/Edit', { serialNumber: panel.host.chatbotId, EnableUploadImage: false }, backend.key)
    pick(picker, [file(PNG_1X1, 'big.png', 'image/png')])
    expect((await panel.ui.findByRole('alert', undefined, { timeout: 20_000 })).textContent).toBe('big.png: The upload failed: This chatbot does not accept files from visitors')
    fireEvent.input(panel.ui.getByRole('textbox', { name: 'Message' }), { target: { value: 'Text only then' } })
    expect((panel.ui.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false)
  })

  test('dropped files are checked too; at most four images per message', { timeout: 30_000 }, async () => {
    const { panel } = await imagePanel()
    const files = [1, 2, 3, 4, 5].map((n) => file(PNG_1X1, `p${n}.png`, 'image/png'))
    fireEvent.drop(panel.ui.getByRole('dialog'), { dataTransfer: { files, types: ['Files'] } })
    expect((await panel.ui.findByRole('alert')).textContent).toBe('Up to 4 images per message.')
    expect(panel.root.querySelectorAll('.thumbs li')).toHaveLength(4)
    fireEvent.click(panel.ui.getByRole('button', { name: 'Remove p2.png' }))
    expect(panel.root.querySelectorAll('.thumbs li')).toHaveLength(3)
    // The other three went up to the server.
    await waitFor(() => expect(panel.ui.queryByRole('progressbar')).toBeNull())
    expect(panel.ui.queryByRole('alert')?.textContent ?? '').not.toContain('upload failed')
  })
})
