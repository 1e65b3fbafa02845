import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * The inbox's two engines, both kept by the database itself so every write path stays exact:
 * - `conversations`: one summary row per session that has messages (first question, first and
 *   last message time, count, thumbs, unanswered, handoff), refreshed by triggers on messages
 *   and handoffs from that session's own rows (an index walk of one session), so a page of the
 *   list is an index walk too, never an aggregate over a million messages.
 * - full-text search over messages: SQLite's FTS5 (`message_search`, rowid = message id, the
 *   chatbot id a column of its own, accents folded, no stemming: visitors write in many
 *   languages), PostgreSQL's GIN index on `to_tsvector('simple', content)`. Answers being
 *   written are indexed once they end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('conversations')
    .addColumn('session_id', 'integer', (c) => c.primaryKey().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addColumn('first_question', 'text', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull())
    .addColumn('rated_up', 'integer', (c) => c.notNull())
    .addColumn('rated_down', 'integer', (c) => c.notNull())
    .addColumn('unanswered', 'integer', (c) => c.notNull())
    .addColumn('handoff', 'integer', (c) => c.notNull())
    .execute()
  // Newest first, and one index per flag filter, each ending in the same order.
  await db.schema.createIndex('conversations_last').on('conversations').columns(['chatbot_id', 'last_at', 'session_id']).execute()
  for (const flag of ['rated_down', 'unanswered', 'handoff']) {
    await db.schema.createIndex(`conversations_${flag}`).on('conversations').columns(['chatbot_id', flag, 'last_at', 'session_id']).execute()
  }
  if (isPostgres(db)) await postgresUp(db)
  else await sqliteUp(db)
}

/** Summary rows from messages and handoffs, one per session that `where` keeps (all when empty). */
const summaries = (where: string) => `
  select m.session_id, min(m.chatbot_id), min(m.created_at), max(m.created_at),
    coalesce((select substr(f.content, 1, 300) from messages f where f.session_id = m.session_id and f.role = 'user' order by f.id limit 1), ''),
    count(*), max(case when m.feedback = 1 then 1 else 0 end), max(case when m.feedback = -1 then 1 else 0 end),
    max(case when m.role = 'assistant' and m.no_answer = 1 then 1 else 0 end),
    case when exists (select 1 from handoffs h where h.session_id = m.session_id) then 1 else 0 end
  from messages m ${where} group by m.session_id`

const insertSummaries = 'insert into conversations (session_id, chatbot_id, started_at, last_at, first_question, messages, rated_up, rated_down, unanswered, handoff)'

/** The summary of session `id` (an SQL expression) from its own messages and handoffs, upserted; none when it has no messages. */
const refresh = (id: string) => `
  delete from conversations where session_id = ${id} and not exists (select 1 from messages where session_id = ${id});
  ${insertSummaries} ${summaries(`where m.session_id = ${id}`)}
  on conflict (session_id) do update set started_at = excluded.started_at, last_at = excluded.last_at,
    first_question = excluded.first_question, messages = excluded.messages, rated_up = excluded.rated_up,
    rated_down = excluded.rated_down, unanswered = excluded.unanswered, handoff = excluded.handoff;`

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  const triggers: [string, string, string][] = [
    ['conversations_message_insert', 'after insert on messages', refresh('new.session_id')],
    ['conversations_message_update', 'after update of feedback, no_answer, answer_state on messages', refresh('new.session_id')],
    ['conversations_message_delete', 'after delete on messages', refresh('old.session_id')],
    ['conversations_handoff_insert', 'after insert on handoffs', refresh('new.session_id')]
  ]
  for (const [name, when, body] of triggers) await sql.raw(`create trigger ${name} ${when} begin ${body} end`).execute(db)

  // The chatbot's id is a column of its own, so a search is the intersection of its doclist and the words':
  // a small chatbot's search never walks a big one's matches.
  await sql`create virtual table message_search using fts5(chatbot, content, content='', contentless_delete=1,
    tokenize='unicode61 remove_diacritics 2')`.execute(db)
  const insert = 'insert into message_search(rowid, chatbot, content) values (new.id, new.chatbot_id, new.content);'
  await sql.raw(`create trigger message_search_insert after insert on messages when new.answer_state <> 'writing' begin ${insert} end`).execute(db)
  await sql.raw(`create trigger message_search_update after update of content, answer_state on messages
    when new.answer_state <> 'writing' and (old.answer_state = 'writing' or old.content <> new.content) begin
    delete from message_search where rowid = old.id; ${insert} end`).execute(db)
  await sql.raw(`create trigger message_search_delete after delete on messages begin
    delete from message_search where rowid = old.id; end`).execute(db)
  await sql`insert into message_search(rowid, chatbot, content) select id, chatbot_id, content from messages where answer_state <> 'writing'`.execute(db)
  await sql.raw(`${insertSummaries} ${summaries('')}`).execute(db)
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create function conversations_refresh(p_session integer) returns void language sql as $$ ${refresh('p_session')} $$`).execute(db)
  await sql`create function conversations_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then perform conversations_refresh(old.session_id); else perform conversations_refresh(new.session_id); end if;
      return null;
    end
  $$`.execute(db)
  await sql`create trigger conversations_message_insert after insert or delete on messages for each row execute function conversations_sync()`.execute(db)
  await sql`create trigger conversations_message_update after update of feedback, no_answer, answer_state on messages for each row execute function conversations_sync()`.execute(db)
  await sql`create trigger conversations_handoff_insert after insert on handoffs for each row execute function conversations_sync()`.execute(db)
  await sql`create index messages_search on messages using gin (to_tsvector('simple', content)) where answer_state <> 'writing'`.execute(db)
  await sql.raw(`${insertSummaries} ${summaries('')}`).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const trigger of ['conversations_message_insert', 'conversations_message_update']) await sql.raw(`drop trigger ${trigger} on messages`).execute(db)
    await sql`drop trigger conversations_handoff_insert on handoffs`.execute(db)
    await sql`drop function conversations_sync()`.execute(db)
    await sql`drop function conversations_refresh(integer)`.execute(db)
    await sql`drop index messages_search`.execute(db)
  } else {
    for (const trigger of ['conversations_message_insert', 'conversations_message_update', 'conversations_message_delete', 'message_search_insert', 'message_search_update', 'message_search_delete']) {
      await sql.raw(`drop trigger ${trigger}`).execute(db)
    }
    await sql`drop trigger conversations_handoff_insert`.execute(db)
    await sql`drop table message_search`.execute(db)
  }
  await db.schema.dropTable('conversations').execute()
}
