import { act, fireEvent, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, test } from 'vitest'
import { listingInput } from '../support/fixtures.ts'
import { cleanPage } from './helpers.ts'
import { realPanel, serverCall, storedMessages, useWidgetServer } from './real-server.ts'

const backend = useWidgetServer()
afterEach(cleanPage)

/**
 * Three listings of the chatbot, as RealEstateCreate takes them: a condo for sale with a photo, a
 * sold house for rent without, and a type of the listing's own that the panel does not know.
 */
const listings = (chatbotId: string) => [
  listingInput(chatbotId, {
    MLSNumber: 'TX0240000', Url: 'https://homes.example/l/1', Address: '4521 Oak St', City: 'Austin', State: 'TX', ZIP: '78704',
    SalePrice: 425000, Bedrooms: 3, Bathrooms: 2, BuildingArea: 1480, PropertyType: 'Condo', Images: ['https://homes.example/1.jpg']
  }),
  listingInput(chatbotId, {
    MLSNumber: 'TX0240001', Url: 'https://homes.example/l/2', Address: '17 Elm St', City: 'Austin', State: 'TX', ZIP: '78704', SaleType: 'for_rent',
    Status: 'Sold', SalePrice: undefined, RentPrice: 2150.4, Bedrooms: 3, Bathrooms: 2, BuildingArea: 90, AreaUnit: 'Square Meters', PropertyType: 'Single-Family'
  }),
  listingInput(chatbotId, {
    MLSNumber: 'TX0240002', Url: 'https://homes.example/l/3', Address: '9 Ranch Rd', City: 'Austin', State: 'TX', ZIP: '78704',
    SalePrice: 890000, Bedrooms: 3, Bathrooms: 2, BuildingArea: 1480, PropertyType: 'Farm & Ranch'
  })
]

/**
 * A question on a new chatbot in `language` with the three listings, answered by the server: the
 * model's answer names them by MLS number, and the server puts them under it as cards.
 */
async function answerWith(language: string) {
  backend.model.script({ content: ['Tres casas: ', 'TX0240000, TX0240001 y TX0240002.'] })
  const panel = await realPanel(backend, { settings: { AIResponseLanguage: language, WelcomeMessage: '' } })
  for (const listing of listings(panel.host.chatbotId)) await serverCall(backend, '/chat/Chatbot/RealEstateCreate', listing, backend.key)
  act(() => panel.api.open())
  // The language pack loads as its own chunk.
  const box = await waitFor(() => panel.ui.getByRole('textbox', { name: language === 'Spanish' ? 'Mensaje' : 'Message' }))
  fireEvent.input(box, { target: { value: 'Casas' } })
  fireEvent.keyDown(box, { key: 'Enter' })
  await waitFor(() => expect(panel.ui.getByRole('log').textContent).toContain('Tres casas: TX0240000, TX0240001 y TX0240002.'), { timeout: 20_000 })
  return panel
}

describe('cards and feedback under an answer', () => {
  test('cards speak the panel\'s language: price per month, property type, rooms and area, a placeholder without photo, a sold badge', { timeout: 30_000 }, async () => {
    const panel = await answerWith('Spanish')
    const list = await waitFor(() => panel.ui.getByRole('list', { name: 'Viviendas en esta respuesta' }))
    const cards = [...list.querySelectorAll('li')]
    expect(cards).toHaveLength(3)
    const [sale, rent, farm] = ['4521 Oak St', '17 Elm St', '9 Ranch Rd'].map((street) => cards.find((card) => card.querySelector('.addr')!.textContent!.startsWith(street)))
    expect(sale!.querySelector('.price')!.textContent).toBe('$425,000')
    expect(sale!.querySelector('.facts')!.textContent).toBe('Condominio · 3 hab. · 2 baños · 1,480 pies²')
    expect(sale!.querySelector('img')!.getAttribute('src')).toBe('https://homes.example/1.jpg')
    expect(sale!.querySelector('img')!.getAttribute('alt')).toBe('Foto de 4521 Oak St, Austin, TX 78704')
    // The photo's host never learns the page's address; the address, listing data, is isolated text.
    expect(sale!.querySelector('img')!.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(sale!.querySelector('.addr')!.getAttribute('dir')).toBe('auto')
    expect(rent!.querySelector('.price')!.textContent).toBe('$2,150/mes')
    expect(rent!.querySelector('.facts')!.textContent).toBe('Casa · 3 hab. · 2 baños · 90 m²')
    // A type of the listing's own, not one the panel knows, is shown as the listing writes it.
    expect(farm!.querySelector('.facts')!.textContent).toBe('Farm & Ranch · 3 hab. · 2 baños · 1,480 pies²')
    expect(rent!.querySelector('img')).toBeNull()
    expect(rent!.querySelector('[role=img]')!.getAttribute('aria-label')).toBe('Aún sin foto')
    expect(rent!.querySelector('.badge')!.textContent).toBe('Vendida')
    // No TalkToHumanEmail: no showing to schedule.
    expect(panel.ui.queryByRole('button', { name: 'Agendar una visita' })).toBeNull()
  })

  test('a thumb posts AnswerFeedback with the visitor key, is pressed, and pressed again takes it back', { timeout: 30_000 }, async () => {
    const panel = await answerWith('English')
    const up = await waitFor(() => panel.ui.getByRole('button', { name: 'Helpful' }))
    const storedFeedback = async () => (await storedMessages(backend, panel.host.chatbotId)).find((message) => message.Role === 'assistant')!.Feedback
    fireEvent.click(up)
    await waitFor(() => expect(panel.ui.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true'), { timeout: 20_000 })
    // The server took it from the visitor (its key names the session) and stored it on the answer.
    expect(await storedFeedback()).toMatchObject({ Rating: 'up', Comment: '' })
    const [answer] = (await storedMessages(backend, panel.host.chatbotId)).filter((message) => message.Role === 'assistant')
    expect(panel.events).toContainEqual({ event: 'feedback', detail: expect.objectContaining({ answerId: answer!.MessageID, rating: 'up' }) })

    fireEvent.click(panel.ui.getByRole('button', { name: 'Helpful' }))
    await waitFor(() => expect(panel.ui.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('false'), { timeout: 20_000 })
    expect(await storedFeedback()).toBeNull()
  })
})
