/* global document, window, fetch, location, URLSearchParams */
/**
 * The demo agency's own page script: it draws listing cards and the listing page from the
 * site's public listing feed (/demo/listings.json), and wires the "ask our assistant" buttons
 * to the widget's JS API. Same-origin and free of inline code, so it also runs under the
 * strict Content-Security-Policy page. It builds every node with the DOM API: listing text is
 * never parsed as HTML.
 */
// Made on first use, when the listings arrive: a page's first Intl formatter costs tens of
// milliseconds of ICU setup, which would otherwise hold up every script behind this one.
let formats
const format = () => (formats ??= { dollars: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }), number: new Intl.NumberFormat('en-US') })

/** An element with attributes and children (strings become text). */
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined && value !== '') node.setAttribute(name, value)
  for (const child of children) if (child !== undefined && child !== null) node.append(child)
  return node
}

const priceText = (listing) => format().dollars.format(listing.price)
const areaText = (listing) => `${format().number.format(Number.parseFloat(listing.area) || 0)} sq ft`
const bedsText = (listing) => (listing.bedrooms === 1 ? '1 bed' : `${listing.bedrooms} beds`)
const bathsText = (listing) => (listing.bathrooms === 1 ? '1 bath' : `${listing.bathrooms} baths`)
const place = (listing) => `${listing.address}, ${listing.city}, ${listing.state} ${listing.zip}`
const detailUrl = (listing) => `/listing.html?mls=${encodeURIComponent(listing.mls)}`

function priceNode(listing, tag = 'p') {
  return el(tag, { class: 'price' }, priceText(listing), listing.saleType === 'for_rent' ? el('small', {}, ' / month') : undefined)
}

function card(listing) {
  const rent = listing.saleType === 'for_rent'
  return el(
    'li',
    {},
    el(
      'a',
      { class: 'card', href: detailUrl(listing) },
      el(
        'figure',
        {},
        el('img', { src: listing.image, alt: `${listing.propertyType} at ${place(listing)}`, width: '800', height: '600', loading: 'lazy' }),
        el('span', { class: rent ? 'badge rent' : 'badge' }, rent ? 'For rent' : 'For sale'),
        listing.status === 'PreOnMarket' ? el('span', { class: 'badge soon' }, 'Coming soon') : undefined
      ),
      el(
        'div',
        { class: 'card-body' },
        priceNode(listing),
        el('p', { class: 'facts' }, `${bedsText(listing)} · ${bathsText(listing)} · ${areaText(listing)}`),
        el('p', { class: 'address' }, place(listing)),
        el('p', { class: 'kind' }, listing.propertyType)
      )
    )
  )
}

function fill(container, nodes, emptyText) {
  container.replaceChildren(...(nodes.length ? nodes : [el('li', { class: 'empty' }, emptyText)]))
}

/**
 * The home page's picks: active listings of one sale type, one per city for sale, preferring
 * pictures not shown yet so the row has some variety.
 */
function featured(listings, saleType, count) {
  const candidates = listings.filter((listing) => listing.saleType === saleType && listing.status === 'Active')
  const picks = []
  for (const varied of [true, false]) {
    for (const listing of candidates) {
      if (picks.length === count || picks.includes(listing)) continue
      if (saleType === 'for_sale' && picks.some((pick) => pick.city === listing.city)) continue
      if (varied && picks.some((pick) => pick.image === listing.image)) continue
      picks.push(listing)
    }
  }
  return picks
}

function drawHome(listings) {
  const sale = document.querySelector('[data-listings="featured"]')
  if (sale) fill(sale, featured(listings, 'for_sale', 6).map(card), 'No homes are listed right now.')
  const rent = document.querySelector('[data-listings="rentals"]')
  if (rent) fill(rent, featured(listings, 'for_rent', 3).map(card), 'No rentals are listed right now.')
  const cities = document.querySelector('[data-cities]')
  if (cities) {
    const counts = new Map()
    for (const listing of listings) counts.set(listing.city, (counts.get(listing.city) ?? 0) + 1)
    fill(
      cities,
      [...counts].map(([city, count]) =>
        el('li', {}, el('a', { href: `/listings.html?city=${encodeURIComponent(city)}` }, el('strong', {}, city), el('span', {}, `${count} homes`)))
      ),
      'No cities yet.'
    )
  }
}

function drawAll(listings) {
  const grid = document.querySelector('[data-listings="all"]')
  if (!grid) return
  const query = new URLSearchParams(location.search)
  const form = document.querySelector('[data-filters]')
  const citySelect = form?.querySelector('[name="city"]')
  for (const city of [...new Set(listings.map((listing) => listing.city))].sort()) citySelect?.append(el('option', { value: city }, city))
  for (const name of ['city', 'type', 'beds']) {
    const field = form?.querySelector(`[name="${name}"]`)
    if (field && query.get(name)) field.value = query.get(name)
  }
  const city = query.get('city') ?? ''
  const type = query.get('type') ?? ''
  const beds = Number(query.get('beds') ?? 0)
  const shown = listings.filter(
    (listing) => (!city || listing.city === city) && (!type || listing.saleType === type) && listing.bedrooms >= beds
  )
  fill(grid, shown.map(card), 'No homes match these filters. Try another city, or ask our assistant.')
  const count = document.querySelector('[data-count]')
  if (count) count.textContent = `${shown.length} of ${listings.length} homes`
}

function drawDetail(listings) {
  const slot = document.querySelector('[data-listing-detail]')
  if (!slot) return
  const mls = new URLSearchParams(location.search).get('mls')
  const listing = listings.find((candidate) => candidate.mls === mls)
  if (!listing) {
    slot.replaceChildren(el('h1', {}, 'Listing not found'), el('p', {}, 'This home may have sold. '), el('a', { class: 'button', href: '/listings.html' }, 'See all listings'))
    return
  }
  document.title = `${listing.address}, ${listing.city} · Harbor & Pine Realty`
  const facts = [
    ['Type', listing.propertyType],
    ['Bedrooms', String(listing.bedrooms)],
    ['Bathrooms', String(listing.bathrooms)],
    ['Size', areaText(listing)],
    ['Year built', String(listing.yearBuilt)],
    ['Parking', `${listing.parking} spot${listing.parking === 1 ? '' : 's'}`],
    ['Pets', listing.pets || 'Ask us'],
    ['Tours', listing.tours === '3D' ? '3D tour' : listing.tours === 'OpenHouse' ? 'Open house' : 'By appointment'],
    ['MLS number', listing.mls]
  ]
  slot.replaceChildren(
    el('p', { class: 'crumbs' }, el('a', { href: '/listings.html' }, 'All listings'), ` › ${listing.city}`),
    el(
      'div',
      { class: 'detail' },
      el('figure', {}, el('img', { src: listing.image, alt: `${listing.propertyType} at ${place(listing)}`, width: '800', height: '600' })),
      el(
        'div',
        {},
        el('p', { class: 'eyebrow' }, listing.saleType === 'for_rent' ? 'For rent' : 'For sale'),
        el('h1', {}, listing.address),
        el('p', { class: 'address' }, `${listing.city}, ${listing.state} ${listing.zip}`),
        priceNode(listing),
        el('p', {}, listing.description),
        el('dl', { class: 'fact-list' }, ...facts.flatMap(([name, value]) => [el('dt', {}, name), el('dd', {}, value)])),
        el('div', { class: 'actions' },
          el('button', { class: 'button', type: 'button', 'data-chat-ask': `Tell me about MLS ${listing.mls}` }, 'Ask about this home'),
          el('a', { class: 'button ghost', href: '/contact.html' }, 'Book a viewing'))
      )
    )
  )
}

/** Buttons that hand a question to the chat widget through its JS API. */
function wireChatButtons() {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof window.Element ? event.target.closest('[data-chat-open], [data-chat-ask]') : null
    if (!target || !window.Porchlight) return
    const question = target.getAttribute('data-chat-ask')
    if (question) window.Porchlight.send(question)
    else window.Porchlight.open()
  })
}

function wireContactForm() {
  const form = document.querySelector('[data-contact-form]')
  form?.addEventListener('submit', (event) => {
    event.preventDefault()
    const name = form.querySelector('[name="name"]')?.value.trim() || 'there'
    form.replaceWith(el('p', { class: 'thanks', role: 'status' }, `Thanks, ${name}! An agent will get back to you within one business day.`))
  })
}

async function main() {
  wireChatButtons()
  wireContactForm()
  if (!document.querySelector('[data-listings], [data-listing-detail], [data-cities]')) return
  try {
    const response = await fetch('/demo/listings.json')
    const { listings } = await response.json()
    drawHome(listings)
    drawAll(listings)
    drawDetail(listings)
  } catch {
    for (const slot of document.querySelectorAll('[data-listings], [data-listing-detail]')) {
      slot.replaceChildren(el(slot.tagName === 'UL' ? 'li' : 'p', { class: 'empty' }, 'Listings could not be loaded. Please try again in a moment.'))
    }
  }
}

main()
