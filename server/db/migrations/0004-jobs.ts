import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    // A random UUID: job ids end up in URLs and notifications, and must not be guessable or counted.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'running', 'done', 'failed', 'interrupted')`))
    // Location, language and the like: a resumed job needs them after a restart.
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('total_batches', 'integer', (c) => c.notNull())
    .addColumn('done_batches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('error', 'text')
    .execute();
  // Start-up looks for unfinished jobs; the notification list looks up a company's jobs.
  await db.schema.createIndex('jobs_status').on('jobs').column('status').execute();
  await db.schema.createIndex('jobs_company').on('jobs').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('job_batches')
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('index', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'done', 'failed')`))
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('job_batches_pkey', ['job_id', 'index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_batches').execute();
  await db.schema.dropTable('jobs').execute();
}
