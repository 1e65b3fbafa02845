import type { ColumnBuilderCallback, CreateTableBuilder, Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/** An auto-incrementing integer key, spelled the way each database wants it. */
function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

const text: ColumnBuilderCallback = (c) => c.notNull().defaultTo('')

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('session_key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  let chatbots = db.schema
    .createTable('chatbots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
  for (const column of ['name', 'model', 'system_message', 'time_zone', 'answer_suffix', 'chat_profile_picture',
    'chat_icon', 'chat_bubble_color', 'chatbot_privacy_policy_description', 'chatbot_privacy_policy_name',
    'chatbot_privacy_policy_url', 'facebook_url', 'instagram_url', 'whatsapp_url', 'suggested_message',
    'talk_to_human_email', 'talk_to_human_response_message', 'user_input_placeholder', 'user_message_color',
    'welcome_message', 'domains', 'rate_limit_message', 'custom_domain', 'email_for_daily_chat_logs',
    'email_for_daily_leads', 'ai_response_language']) {
    chatbots = chatbots.addColumn(column, 'text', text)
  }
  for (const column of ['temperature', 'chat_bubble_align', 'chatbot_popup_once', 'enable_push_to_talk',
    'enable_upload_image', 'remove_chat_log_on_browser_close', 'verify_domain', 'rate_limit_count',
    'rate_limit_time', 'message_limit']) {
    chatbots = chatbots.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
  }
  await chatbots.execute()
  await db.schema.createIndex('chatbots_workspace').on('chatbots').column('workspace_id').execute()

  let listings = withId(db, db.schema.createTable('listings'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
  for (const column of ['sale_type', 'status', 'currency_symbol', 'property_type', 'url', 'mls_number', 'area_unit',
    'images', 'tours', 'description', 'extension_column', 'location', 'address', 'city', 'city_key', 'state', 'zip',
    'space_type']) {
    listings = listings.addColumn(column, 'text', text)
  }
  for (const column of ['bedrooms', 'bathrooms', 'year_built', 'days_on_market', 'lot_area', 'building_area',
    'parking_spots']) {
    listings = listings.addColumn(column, 'double precision', (c) => c.notNull().defaultTo(0))
  }
  for (const column of ['latitude', 'longitude', 'sale_price', 'unit_area_price', 'hoa_month', 'zestimate_price',
    'rent_price', 'deposit_fee']) {
    listings = listings.addColumn(column, 'double precision')
  }
  await listings.execute()
  // One index per List filter, each ending in the newest-first order so a page is read straight off it.
  await db.schema.createIndex('listings_newest').on('listings').columns(['chatbot_id', 'created_at', 'id']).execute()
  await db.schema.createIndex('listings_sale_type').on('listings').columns(['chatbot_id', 'sale_type', 'created_at', 'id']).execute()
  await db.schema.createIndex('listings_city').on('listings').columns(['chatbot_id', 'city_key', 'sale_type', 'created_at', 'id']).execute()
  await db.schema.createIndex('listings_mls').on('listings').columns(['chatbot_id', 'mls_number', 'created_at', 'id']).execute()
  await db.schema.createIndex('listings_url').on('listings').columns(['chatbot_id', 'url']).execute()

  await withId(db, db.schema.createTable('chat_sessions'))
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('visitor_key_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('chat_sessions_chatbot').on('chat_sessions').column('chatbot_id').execute()

  await withId(db, db.schema.createTable('messages'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', text)
    .addColumn('ask_type', 'text', text)
    .addColumn('file_ids', 'text', text)
    .addColumn('total_token', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_answer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interrupted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('messages_session').on('messages').columns(['session_id', 'id']).execute()
  await db.schema.createIndex('messages_chatbot_time').on('messages').columns(['chatbot_id', 'created_at']).execute()

  await withId(db, db.schema.createTable('files'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('chatbot_id', 'text', (c) => c.references('chatbots.id').onDelete('cascade'))
    .addColumn('visitor_session_id', 'integer', (c) => c.references('chat_sessions.id').onDelete('set null'))
    .addColumn('file_name', 'text', text)
    .addColumn('upload_token_hash', 'text', text)
    .addColumn('upload_expires_at', 'text', (c) => c.notNull())
    .addColumn('allowed_kinds', 'text', text)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('kind', 'text', text)
    .addColumn('mime', 'text', text)
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('animated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('files_workspace').on('files').column('workspace_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['files', 'messages', 'chat_sessions', 'listings', 'chatbots', 'workspaces']) {
    await db.schema.dropTable(table).execute()
  }
}
