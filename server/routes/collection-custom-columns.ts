import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { checkCustomValue } from '../../src/domain/collection-custom-columns.ts';
import {
  customColumnsResponseSchema,
  restoreCustomValuesRequestSchema,
  restoreCustomValuesResponseSchema,
  setCustomValuesRequestSchema,
  setCustomValuesResponseSchema,
  updateCustomColumnsRequestSchema,
  type CustomColumn,
  type CustomColumnsResponse,
  type CustomValue,
  type RestoreCustomValuesResponse,
  type SetCustomValuesResponse,
} from '../../src/domain/contracts/collection-columns.ts';
import { findCollection, touchCollection } from '../collections/collection-store.ts';
import { customColumnsOf, restoreCustomValues, saveCustomColumns, setCustomValue } from '../collections/custom-column-store.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';

type Deps = { db: Kysely<Database> };

/** The same screen right as every other collection call (docs/decisions/0010-collections.md). */
const ACCESS = { screen: '/collections' } as const;
/**
 * Setting a value on every keyword of a 100,000-keyword collection, or undoing it, sends every
 * keyword: more than the app-wide 1 MB, so these two calls get their own limit.
 */
const VALUES_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

const badRequest = (field: string, message: string) => new HttpError(400, { error: 'bad_request', field, message: `${field}: ${message}` });

export async function collectionCustomColumnRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  /** The hook has checked session, membership and screen right (403); then the collection of that company (404). */
  async function liveCollection(companyId: number, collectionId: number): Promise<number> {
    const collection = await findCollection(db, companyId, { id: collectionId });
    if (!collection) throw new HttpError(404, { error: 'not_found', field: 'collection_id', message: `collection_id: there is no collection ${collectionId} in company ${companyId}.` });
    return collection.id;
  }

  async function column(collectionId: number, name: string): Promise<CustomColumn> {
    const columns = await customColumnsOf(db, collectionId);
    // Names are unique regardless of case, so the way a client spells one does not matter.
    const found = columns.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (found) return found;
    const known = columns.length > 0 ? `its columns: ${columns.map((c) => `"${c.name}"`).join(', ')}` : 'it has none';
    throw badRequest('column', `there is no custom column "${name}" in collection ${collectionId} (${known}).`);
  }

  apiPost(app, '/collections/columns/update', { access: ACCESS, body: updateCustomColumnsRequestSchema, response: customColumnsResponseSchema }, async ({ body }): Promise<CustomColumnsResponse> => {
    const id = await liveCollection(body.company_id, body.collection_id);
    return { custom_columns: await saveCustomColumns(db, id, body.custom_columns) };
  });

  const valueCalls = { access: ACCESS, bodyLimit: VALUES_BODY_LIMIT_BYTES };
  apiPost(app, '/collections/keywords/customs', { ...valueCalls, body: setCustomValuesRequestSchema, response: setCustomValuesResponseSchema }, async ({ body }): Promise<SetCustomValuesResponse> => {
    const id = await liveCollection(body.company_id, body.collection_id);
    const target = await column(id, body.column);
    const checked = checkCustomValue(target, body.value);
    if (!checked.ok) throw badRequest('value', checked.message);
    const previous = await setCustomValue(db, id, target.name, body.keywords, checked.value);
    await touchCollection(db, id);
    return { updated: previous.length, previous };
  });

  apiPost(app, '/collections/keywords/customs/restore', { ...valueCalls, body: restoreCustomValuesRequestSchema, response: restoreCustomValuesResponseSchema }, async ({ body }): Promise<RestoreCustomValuesResponse> => {
    const id = await liveCollection(body.company_id, body.collection_id);
    const target = await column(id, body.column);
    // Every value is checked before any is written: an undo happens whole or not at all.
    const values: Array<{ keyword: string; value: CustomValue | null }> = [];
    for (const [index, item] of body.values.entries()) {
      const checked = checkCustomValue(target, item.value);
      if (!checked.ok) throw badRequest(`values.${index}.value`, checked.message);
      values.push({ keyword: item.keyword, value: checked.value });
    }
    const updated = await restoreCustomValues(db, id, target.name, values);
    await touchCollection(db, id);
    return { updated };
  });
}
