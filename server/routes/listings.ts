import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { formatListing } from '../replies/listing.ts'
import { workspaceIdOf } from '../plugins/app/auth.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../schemas/common.ts'
import {
  DeleteListingsBody, DeleteListingsReply, ListingFields, ListingKeyReply, ListListingsBody, ListListingsReply, UpdatedCountReply, UpdateListingBody
} from '../schemas/listing.ts'
import { VersionedReplies } from '../http/versioned-replies.ts'
import { listingsVersion } from '../store/listing-counts.ts'
import { createListing, deleteListings, listListings, updateListings } from '../store/listings.ts'
import { requireChatbot } from './lookups.ts'

const tags = ['Real estate listings']
/** Characters of List replies kept per instance (a page of 100 listings is about 100,000). */
const KEPT_LIST_REPLIES = 8 * 2 ** 20

/** Create, update, list and delete a chatbot's real estate listings. */
const listingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app
  const listReplies = new VersionedReplies(KEPT_LIST_REPLIES)

  app.post('/chat/Chatbot/RealEstateCreate', {
    bodyLimit: BODY_LIMITS.listing,
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'Create a listing; Data is its key (KeyType NewOaks)',
      body: ListingFields,
      response: { 200: Envelope(ListingKeyReply), ...errorReplies }
    }
  }, async (request) => {
    const chatbot = await requireChatbot(db, request.body.SerialNumber, workspaceIdOf(request))
    return ok(await createListing(db, chatbot.id, request.body))
  })

  app.post('/chat/Chatbot/RealEstateUpdate', {
    bodyLimit: BODY_LIMITS.listing,
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'Replace the fields of the listings that Key finds; Data is how many matched',
      body: UpdateListingBody,
      response: { 200: Envelope(UpdatedCountReply), ...errorReplies }
    }
  }, async (request) => {
    const chatbot = await requireChatbot(db, request.body.SerialNumber, workspaceIdOf(request))
    const { Key, KeyType, ...fields } = request.body
    return ok(await updateListings(db, chatbot.id, KeyType, Key, fields))
  })

  app.post('/chat/Chatbot/RealEstateList', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'One page of listings, newest first; VirtualCount is how many match in all',
      body: ListListingsBody,
      response: { 200: Envelope(ListListingsReply), ...errorReplies }
    }
  }, async (request, reply) => {
    const { SerialNumber, CityName, SaleType, MLSNumber, PageNumber, PageSize } = request.body
    const chatbot = await requireChatbot(db, SerialNumber, workspaceIdOf(request))
    const filter = { city: CityName, saleType: SaleType, mlsNumber: MLSNumber }
    // Pages repeat (every visitor of a listings page asks for the same one): a page made at the
    // listings version the database has now is served again as it was serialized.
    const key = { chatbotId: chatbot.id, version: await listingsVersion(db, chatbot.id), request: JSON.stringify([filter, PageNumber, PageSize]) }
    let body = listReplies.get(key)
    if (body === undefined) {
      const { rows, total } = await listListings(db, chatbot.id, filter, PageNumber, PageSize)
      body = listReplies.set(key, reply.serialize(ok({ List: rows.map(formatListing), VirtualCount: total })) as string)
    }
    // Serialized by this route's own response schema above, so it is sent as it is.
    return reply.type('application/json; charset=utf-8').send(body as never)
  })

  app.post('/chat/Chatbot/RealEstateDelete', {
    bodyLimit: BODY_LIMITS.keys,
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'Delete the listings that Keys find',
      body: DeleteListingsBody,
      response: { 200: Envelope(DeleteListingsReply), ...errorReplies }
    }
  }, async (request) => {
    const { SerialNumber, Keys, KeyType } = request.body
    const chatbot = await requireChatbot(db, SerialNumber, workspaceIdOf(request))
    return ok({ SuccessCount: await deleteListings(db, chatbot.id, KeyType, Keys) })
  })
}

export default listingRoutes
