import { sql, type Kysely } from 'kysely';

/**
 * The forum: modules (areas, optionally of one course) hold topics, topics hold threads,
 * threads hold numbered posts. Post 1 is the thread's opening text. Each post keeps its
 * number in the thread, so "unread" is one high-water mark per person and thread (the
 * thread's highest number minus the last one read) and a page of 10,000 posts is an index
 * range, not an offset scan.
 *
 * What is stored is the server-sanitised HTML and its plain text; search covers both
 * languages' stemming (Indonesian and English), weighted title over body.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table forum_modules (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      course_id integer references courses(id) on delete cascade,
      title_id text not null check (length(title_id) between 1 and 120),
      title_en text not null check (length(title_en) between 1 and 120),
      description_id text not null default '',
      description_en text not null default '',
      -- Readable by signed-out visitors of the company's site; writing always needs sign-in.
      is_public boolean not null default false,
      position integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index forum_modules_company_idx on forum_modules (company_id, position, id);

    create table forum_topics (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      module_id integer not null references forum_modules(id) on delete cascade,
      title_id text not null check (length(title_id) between 1 and 120),
      title_en text not null check (length(title_en) between 1 and 120),
      description_id text not null default '',
      description_en text not null default '',
      position integer not null default 0,
      -- A locked topic takes no new threads except from staff.
      locked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index forum_topics_module_idx on forum_topics (module_id, position, id);

    create table forum_threads (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      topic_id integer not null references forum_topics(id) on delete cascade,
      author_id integer not null references users(id) on delete cascade,
      title text not null check (length(title) between 1 and 150),
      kind text not null check (kind in ('question', 'discussion')),
      accepted_post_number integer,
      post_count integer not null default 0,
      highest_post_number integer not null default 0,
      last_post_at timestamptz not null default now(),
      last_poster_id integer references users(id) on delete set null,
      pinned_at timestamptz,
      locked_at timestamptz,
      hidden_at timestamptz,
      created_at timestamptz not null default now(),
      search tsvector generated always as (
        setweight(to_tsvector('indonesian', title), 'A') ||
        setweight(to_tsvector('english', title), 'A')
      ) stored,
      check (accepted_post_number is null or kind = 'question')
    );
    -- Pinned first, then latest activity: the topic list's order, served by the index.
    create index forum_threads_topic_idx
      on forum_threads (topic_id, (pinned_at is null), last_post_at desc, id desc);
    create index forum_threads_search_idx on forum_threads using gin (search);

    create table forum_posts (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      thread_id integer not null references forum_threads(id) on delete cascade,
      post_number integer not null check (post_number >= 1),
      reply_to_post_number integer,
      author_id integer not null references users(id) on delete cascade,
      body_html text not null,
      body_text text not null,
      created_at timestamptz not null default now(),
      edited_at timestamptz,
      edit_count integer not null default 0,
      hidden_at timestamptz,
      hidden_by integer references users(id) on delete set null,
      search tsvector generated always as (
        to_tsvector('indonesian', body_text) || to_tsvector('english', body_text)
      ) stored,
      unique (thread_id, post_number)
    );
    create index forum_posts_search_idx on forum_posts using gin (search);
    create index forum_posts_author_idx on forum_posts (author_id, created_at);

    create table forum_post_revisions (
      id serial primary key,
      post_id integer not null references forum_posts(id) on delete cascade,
      version integer not null,
      body_html text not null,
      editor_id integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (post_id, version)
    );

    create table forum_reactions (
      post_id integer not null references forum_posts(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      kind text not null check (kind in ('like', 'love', 'celebrate', 'laugh', 'think', 'clap')),
      created_at timestamptz not null default now(),
      primary key (post_id, user_id, kind)
    );

    -- One row per person and thread: how far they have read, and whether they follow it.
    create table forum_thread_users (
      thread_id integer not null references forum_threads(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      last_read_post_number integer not null default 0,
      following boolean not null default false,
      updated_at timestamptz not null default now(),
      primary key (thread_id, user_id)
    );
    create index forum_thread_users_user_idx on forum_thread_users (user_id);

    create table forum_topic_users (
      topic_id integer not null references forum_topics(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      following boolean not null default true,
      primary key (topic_id, user_id)
    );

    -- Each person mentioned in a post is notified once, however often the post is edited.
    create table forum_mentions (
      post_id integer not null references forum_posts(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      primary key (post_id, user_id)
    );

    create table forum_flags (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      post_id integer not null references forum_posts(id) on delete cascade,
      flagger_id integer not null references users(id) on delete cascade,
      reason text not null check (reason in ('spam', 'inappropriate', 'off_topic', 'personal_data', 'other')),
      note text not null default '' check (length(note) <= 500),
      status text not null default 'pending'
        check (status in ('pending', 'agreed', 'disagreed')),
      resolved_by integer references users(id) on delete set null,
      resolved_at timestamptz,
      created_at timestamptz not null default now(),
      unique (post_id, flagger_id)
    );
    create index forum_flags_queue_idx on forum_flags (company_id, created_at) where status = 'pending';

    -- Replies, mentions and accepted answers are a group of their own to push or not.
    alter table notification_preferences
      drop constraint notification_preferences_group_key_check,
      add constraint notification_preferences_group_key_check
        check (group_key in ('learning', 'events', 'community'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from notification_preferences where group_key = 'community';
    alter table notification_preferences
      drop constraint notification_preferences_group_key_check,
      add constraint notification_preferences_group_key_check
        check (group_key in ('learning', 'events'));
    drop table forum_flags, forum_mentions, forum_topic_users, forum_thread_users,
      forum_reactions, forum_post_revisions, forum_posts, forum_threads, forum_topics,
      forum_modules;
  `.execute(db);
}
