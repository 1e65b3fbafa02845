import { act, fireEvent, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, test } from 'vitest'
import type { ListingCard } from '../../server/schemas/listing-card.ts'
import { bodyOf, cleanPage, controlledStream, envelope, mockFetch, mountPanel, widgetConfig } from './helpers.ts'

afterEach(cleanPage)

const card = (overrides: Partial<ListingCard>): ListingCard => ({
  Key: 'a'.repeat(32), MLSNumber: 'TX0240000', Url: 'https://homes.example/l/1', Address: '4521 Oak St, Austin, TX 78704',
  SaleType: 'for_sale', Status: 'Active', CurrencySymbol: '$', Price: 425000, Bedrooms: 3, Bathrooms: 2, BuildingArea: 1480,
  AreaUnit: 'Square Feet', PropertyType: 'Condo', Image: 'https://homes.example/1.jpg', ...overrides
})

async function answerWith(language: string, listings: ListingCard[]) {
  const fetchMock = mockFetch()
  const stream = controlledStream()
  fetchMock.mockResolvedValueOnce(stream.response())
  const panel = mountPanel(widgetConfig({ AIResponseLanguage: language }))
  act(() => panel.api.open())
  // The language pack loads as its own chunk.
  const box = await waitFor(() => panel.ui.getByRole('textbox', { name: language === 'Spanish' ? 'Mensaje' : 'Message' }))
  fireEvent.input(box, { target: { value: 'Casas' } })
  fireEvent.keyDown(box, { key: 'Enter' })
  stream.event({ content: 'Dos casas.' })
  stream.event({ QuestionID: 1, AnswerID: 2, Answer: 'Dos casas.', TotalToken: 4, Listings: listings })
  stream.end()
  return { panel, fetchMock }
}

describe('cards and feedback under an answer', () => {
  test('cards speak the panel\'s language: price per month, property type, rooms and area, a placeholder without photo, a sold badge', async () => {
    const { panel } = await answerWith('Spanish', [
      card({}),
      card({ Key: 'b'.repeat(32), MLSNumber: 'TX0240001', SaleType: 'for_rent', Price: 2150.4, Image: '', Status: 'Sold', AreaUnit: 'Square Meters', BuildingArea: 90, PropertyType: 'Single-Family' }),
      card({ Key: 'c'.repeat(32), MLSNumber: 'TX0240002', PropertyType: 'Farm & Ranch' })
    ])
    const list = await waitFor(() => panel.ui.getByRole('list', { name: 'Viviendas en esta respuesta' }))
    const [sale, rent, farm] = [...list.querySelectorAll('li')]
    expect(sale!.querySelector('.price')!.textContent).toBe('$425,000')
    expect(sale!.querySelector('.facts')!.textContent).toBe('Condominio · 3 hab. · 2 baños · 1,480 pies²')
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

  test('a thumb posts AnswerFeedback with the visitor key, is pressed, and pressed again takes it back', async () => {
    const { panel, fetchMock } = await answerWith('English', [])
    const up = await waitFor(() => panel.ui.getByRole('button', { name: 'Helpful' }))
    fetchMock.mockResolvedValueOnce(envelope({ Rating: 'up', Comment: '', CreatedAt: '' }))
    fireEvent.click(up)
    await waitFor(() => expect(panel.ui.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true'))
    expect(fetchMock.mock.calls[1]![0]).toBe('https://chat.example.test/chat/Chat/AnswerFeedback')
    expect(bodyOf(fetchMock.mock.calls[1])).toEqual({ answerID: 2, rating: 'up', comment: '' })
    expect(new Headers(fetchMock.mock.calls[1]![1]!.headers).get('chatrobot-sessionkey')).toBe('pv_visitor_key')
    expect(panel.events).toContainEqual({ event: 'feedback', detail: expect.objectContaining({ answerId: 2, rating: 'up' }) })

    fetchMock.mockResolvedValueOnce(envelope(null))
    fireEvent.click(panel.ui.getByRole('button', { name: 'Helpful' }))
    await waitFor(() => expect(panel.ui.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('false'))
    expect(bodyOf(fetchMock.mock.calls[2])).toMatchObject({ rating: 'none' })
  })
})
