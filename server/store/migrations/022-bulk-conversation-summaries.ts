import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * PostgreSQL's conversation summaries refreshed once per statement instead of once per message:
 * a statement-level trigger reads the statement's inserted (or deleted) messages from a
 * transition table and refreshes the summaries of all their sessions with one aggregate, so a
 * multi-row INSERT of messages (an import, a history written at once) costs one trigger call and
 * one upsert per session, not one PL/pgSQL call, one re-aggregation and one upsert per message.
 * Measured (bench/inbox-scale.ts seeding): see BENCHMARKS.md. A single message (a chat turn) is
 * a one-row statement, refreshed as before. Updates keep 015's row-level trigger (PostgreSQL
 * allows no transition table on a trigger with a column list, and updates come one message at
 * a time). SQLite has no statement-level triggers and keeps 015's; `down` restores PostgreSQL's.
 *
 * And PostgreSQL's full-text index names the chatbot, as SQLite's FTS5 table does: each message's
 * document carries one more lexeme, `chatbot:<id>`, so a search is one GIN scan intersecting the
 * chatbot's posting list with the words'. With 015's index a planner without statistics (a
 * freshly loaded table) walked the chatbot's messages and parsed each one instead (1.5 s for a
 * rare word at 30,000 messages). Statistics on that document let the planner say how common
 * the words are before a search scans the index (server/store/conversations.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return
  // The summary of each session a set of messages belongs to, from that session's own rows (as 015's refresh).
  const refresh = (rows: string) => `
    delete from conversations c where c.session_id in (select session_id from ${rows})
      and not exists (select 1 from messages m where m.session_id = c.session_id);
    insert into conversations (session_id, chatbot_id, started_at, last_at, first_question, messages, rated_up, rated_down, unanswered, handoff)
    select m.session_id, min(m.chatbot_id), min(m.created_at), max(m.created_at),
      coalesce((select substr(f.content, 1, 300) from messages f where f.session_id = m.session_id and f.role = 'user' order by f.id limit 1), ''),
      count(*), max(case when m.feedback = 1 then 1 else 0 end), max(case when m.feedback = -1 then 1 else 0 end),
      max(case when m.role = 'assistant' and m.no_answer = 1 then 1 else 0 end),
      case when exists (select 1 from handoffs h where h.session_id = m.session_id) then 1 else 0 end
    from messages m where m.session_id in (select distinct session_id from ${rows}) group by m.session_id
    on conflict (session_id) do update set started_at = excluded.started_at, last_at = excluded.last_at,
      first_question = excluded.first_question, messages = excluded.messages, rated_up = excluded.rated_up,
      rated_down = excluded.rated_down, unanswered = excluded.unanswered, handoff = excluded.handoff;`
  await sql.raw(`create function conversations_sync_rows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then ${refresh('old_rows')} else ${refresh('new_rows')} end if;
      return null;
    end
  $$`).execute(db)
  await sql`drop trigger conversations_message_insert on messages`.execute(db)
  // Transition tables allow one event a trigger: one for INSERT, one for DELETE, the same function.
  await sql`create trigger conversations_message_insert after insert on messages
    referencing new table as new_rows for each statement execute function conversations_sync_rows()`.execute(db)
  await sql`create trigger conversations_message_delete after delete on messages
    referencing old table as old_rows for each statement execute function conversations_sync_rows()`.execute(db)
  // server/store/conversations.ts queries exactly this expression.
  await sql`create index messages_chatbot_search on messages
    using gin ((to_tsvector('simple', content) || array_to_tsvector(array['chatbot:' || chatbot_id]))) where answer_state <> 'writing'`.execute(db)
  await sql`drop index messages_search`.execute(db)
  // Statistics of the documents' lexemes (PostgreSQL 14 and later: a partial index's are not
  // used), so the planner tells a common word from a rare one before a search scans the index.
  if (await expressionStatistics(db)) {
    await sql`create statistics messages_document_lexemes on ((to_tsvector('simple', content) || array_to_tsvector(array['chatbot:' || chatbot_id]))) from messages`.execute(db)
  }
}

/** Whether the server keeps statistics on expressions (PostgreSQL 14 and later). */
async function expressionStatistics(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ version: number }>`select current_setting('server_version_num')::int as version`.execute(db)
  return (rows[0]?.version ?? 0) >= 140000
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return
  await sql`drop statistics if exists messages_document_lexemes`.execute(db)
  await sql`create index messages_search on messages using gin (to_tsvector('simple', content)) where answer_state <> 'writing'`.execute(db)
  await sql`drop index messages_chatbot_search`.execute(db)
  await sql`drop trigger conversations_message_insert on messages`.execute(db)
  await sql`drop trigger conversations_message_delete on messages`.execute(db)
  await sql`drop function conversations_sync_rows()`.execute(db)
  await sql`create trigger conversations_message_insert after insert or delete on messages for each row execute function conversations_sync()`.execute(db)
}
