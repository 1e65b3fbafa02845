import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { NotFoundError } from '../../errors.ts'
import { formatListing } from '../../replies/listing.ts'
import { listingFieldsOf } from '../../replies/listing-fields.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../../schemas/common.ts'
import { ChatbotIdParams, CsrfHeader } from '../../schemas/console.ts'
import { ConsoleListing, ConsoleListingBody, ConsoleListingFilters, ListingKeyParams } from '../../schemas/console-listings.ts'
import { ListListingsReply } from '../../schemas/listing.ts'
import { listingsByKeys } from '../../store/named-listings.ts'
import { createListing, deleteListings, listListings, updateListings } from '../../store/listings.ts'
import { consoleChatbot } from './console-chatbot.ts'

const tags = ['Console']

/** The owner's listings page: a page of a chatbot's listings with RealEstateList's filters, one listing, add, edit, delete. */
const consoleListingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app
  const missing = (key: string) => new NotFoundError(`Listing ${key} was not found`)

  app.get('/chatbots/:id/listings', {
    schema: {
      tags,
      operationId: 'ConsoleListListings',
      summary: 'A page of the chatbot\'s listings, newest first, with RealEstateList\'s filters; VirtualCount is how many match in all',
      params: ChatbotIdParams,
      querystring: ConsoleListingFilters,
      response: { 200: Envelope(ListListingsReply), ...errorReplies }
    }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const { city, saleType, mls, pageNumber = '1', pageSize = '20' } = request.query
    const filter = { city: city?.trim() || undefined, saleType: saleType || undefined, mlsNumber: mls?.trim() || undefined }
    const { rows, total } = await listListings(db, chatbot.id, filter, Number(pageNumber), Number(pageSize))
    return ok({ List: rows.map(formatListing), VirtualCount: total })
  })

  app.get('/chatbots/:id/listings/:key', {
    schema: {
      tags,
      operationId: 'ConsoleGetListing',
      summary: 'One listing with its fields as RealEstateCreate takes them, for the owner\'s form',
      params: ListingKeyParams,
      response: { 200: Envelope(ConsoleListing), ...errorReplies }
    }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const [row] = await listingsByKeys(db, chatbot.id, [request.params.key])
    if (!row) throw missing(request.params.key)
    return ok({ Key: row.key, Fields: listingFieldsOf(row) })
  })

  app.post('/chatbots/:id/listings', {
    bodyLimit: BODY_LIMITS.listing,
    schema: {
      tags,
      operationId: 'ConsoleAddListing',
      summary: 'Add a listing, with RealEstateCreate\'s rules and messages',
      headers: CsrfHeader,
      params: ChatbotIdParams,
      body: ConsoleListingBody,
      response: { 200: Envelope(Type.Object({ Key: Type.String() })), ...errorReplies }
    }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    return ok({ Key: await createListing(db, chatbot.id, { ...request.body, SerialNumber: chatbot.id }) })
  })

  app.put('/chatbots/:id/listings/:key', {
    bodyLimit: BODY_LIMITS.listing,
    schema: {
      tags,
      operationId: 'ConsoleSaveListing',
      summary: 'Replace a listing\'s fields, with RealEstateUpdate\'s rules and messages',
      headers: CsrfHeader,
      params: ListingKeyParams,
      body: ConsoleListingBody,
      response: { 200: Envelope(ConsoleListing), ...errorReplies }
    }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const { key } = request.params
    if ((await updateListings(db, chatbot.id, 'NewOaks', key, { ...request.body, SerialNumber: chatbot.id })) === 0) throw missing(key)
    const [row] = await listingsByKeys(db, chatbot.id, [key])
    if (!row) throw missing(key)
    return ok({ Key: row.key, Fields: listingFieldsOf(row) })
  })

  app.delete('/chatbots/:id/listings/:key', {
    schema: {
      tags,
      operationId: 'ConsoleDeleteListing',
      summary: 'Delete a listing',
      headers: CsrfHeader,
      params: ListingKeyParams,
      response: { 200: Envelope(Type.Null()), ...errorReplies }
    }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    if ((await deleteListings(db, chatbot.id, 'NewOaks', [request.params.key])) === 0) throw missing(request.params.key)
    return ok(null)
  })
}

export default consoleListingRoutes
