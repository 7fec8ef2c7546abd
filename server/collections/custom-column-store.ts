import { sql, type Kysely, type Transaction } from 'kysely';
import { clearedValues } from '../../src/domain/collection-custom-columns.ts';
import type { CustomColumn, CustomValue, KeywordCustomValue } from '../../src/domain/contracts/collection-columns.ts';
import { phraseIdentity } from '../../src/domain/phrase-validation.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Lists travel as ONE jsonb parameter, unpacked in SQL: the statement has a handful of bind
 * parameters whatever the list's length, and both drivers send it alike (a bare JS array would go
 * as a PostgreSQL array on one and fail on the other). Names are cast to text because `jsonb -`
 * and `jsonb ->` also take an integer and an untyped parameter would be ambiguous.
 */
const BATCH = 10_000;

function json(value: unknown) {
  return sql<string>`cast(${JSON.stringify(value)} as jsonb)`;
}

export async function customColumnsOf(db: Db, collectionId: number): Promise<CustomColumn[]> {
  const row = await db.selectFrom('collections').select('custom_columns').where('id', '=', collectionId).executeTakeFirst();
  return row?.custom_columns ?? [];
}

/**
 * Replaces the column list and, in the same transaction, removes the values the change makes
 * invalid (src/domain/collection-custom-columns.ts#clearedValues).
 */
export async function saveCustomColumns(db: Kysely<Database>, collectionId: number, next: readonly CustomColumn[]): Promise<CustomColumn[]> {
  return db.transaction().execute(async (trx) => {
    // The lock keeps two edits of one collection from clearing values against a list already replaced.
    const current = await trx.selectFrom('collections').select('custom_columns').where('id', '=', collectionId).forUpdate().executeTakeFirst();
    for (const cleared of clearedValues(current?.custom_columns ?? [], next)) {
      const name = sql`cast(${cleared.column} as text)`;
      let query = trx
        .updateTable('collection_keywords')
        .set({ customs: sql<string>`customs - ${name}` })
        .where('collection_id', '=', collectionId);
      query = cleared.all
        ? query.where(sql<boolean>`customs -> ${name} is not null`)
        : query.where(sql<boolean>`customs -> ${name} in (select jsonb_array_elements(${json(cleared.ids)}))`);
      await query.execute();
    }
    await trx
      .updateTable('collections')
      .set({ custom_columns: json(next), updated_at: sql<Date>`now()` })
      .where('id', '=', collectionId)
      .execute();
    return [...next];
  });
}

type Previous = { keyword: string; previous: CustomValue | null };

/**
 * Sets one column of the keywords (matched by phraseIdentity) to `value`, null empties it. Answers
 * each matched keyword's value before, for the undo. All batches commit together or not at all.
 */
export async function setCustomValue(
  db: Kysely<Database>,
  collectionId: number,
  column: string,
  keywords: readonly string[],
  value: CustomValue | null,
): Promise<KeywordCustomValue[]> {
  const identities = [...new Set(keywords.map(phraseIdentity))];
  const name = sql`cast(${column} as text)`;
  const next = value === null ? sql`k.customs - ${name}` : sql`k.customs || jsonb_build_object(${name}, ${json(value)})`;
  return db.transaction().execute(async (trx) => {
    const previous: KeywordCustomValue[] = [];
    for (let start = 0; start < identities.length; start += BATCH) {
      const batch = identities.slice(start, start + BATCH);
      // The CTE reads the values before the update in the same statement, so "before" cannot drift.
      const result = await sql<Previous>`
        with target as (
          select identity, keyword, customs -> ${name} as previous
          from collection_keywords
          where collection_id = ${collectionId} and identity in (select jsonb_array_elements_text(${json(batch)}))
          for update
        )
        update collection_keywords k
        set customs = ${next}
        from target t
        where k.collection_id = ${collectionId} and k.identity = t.identity
        returning t.keyword, t.previous`.execute(trx);
      for (const row of result.rows) previous.push({ keyword: row.keyword, value: row.previous });
    }
    return previous;
  });
}

/** Puts back one value per keyword (null empties); a later entry for the same keyword wins. */
export async function restoreCustomValues(
  db: Kysely<Database>,
  collectionId: number,
  column: string,
  values: ReadonlyArray<{ keyword: string; value: CustomValue | null }>,
): Promise<number> {
  const byIdentity = new Map<string, CustomValue | null>();
  for (const item of values) byIdentity.set(phraseIdentity(item.keyword), item.value);
  const entries = [...byIdentity].map(([identity, value]) => ({ identity, value }));
  const name = sql`cast(${column} as text)`;
  return db.transaction().execute(async (trx) => {
    let updated = 0;
    for (let start = 0; start < entries.length; start += BATCH) {
      const result = await sql`
        update collection_keywords k
        set customs = case when v.value is null or jsonb_typeof(v.value) = 'null' then k.customs - ${name} else k.customs || jsonb_build_object(${name}, v.value) end
        from jsonb_to_recordset(${json(entries.slice(start, start + BATCH))}) as v(identity text, value jsonb)
        where k.collection_id = ${collectionId} and k.identity = v.identity`.execute(trx);
      updated += Number(result.numAffectedRows ?? 0n);
    }
    return updated;
  });
}

