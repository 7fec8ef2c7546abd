/** Collections and their keywords with metrics, as the collection screens show them. */
import { z } from 'zod';
import { KEYWORD_SORTS, queryKeywords } from '../../../src/domain/chat-keyword-query.ts';
import { collectionRows } from '../../collections/collection-row-pages.ts';
import { findCollection, listCollections } from '../../collections/collection-store.ts';
import { defineTool, ToolRefusal, type ToolContext } from './chat-tool.ts';

export const collectionLink = (name: string) => `/research/${encodeURIComponent(name)}`;

export const listCollectionsTool = defineTool({
  name: 'list_collections',
  description: 'Lists the keyword collections of the company with their keyword counts and links.',
  screen: '/collections',
  screenTitle: 'Collections',
  args: z.strictObject({}),
  run: async (context) => ({
    collections: (await listCollections(context.db, context.companyId)).map((c) => ({
      id: c.id,
      name: c.name,
      keyword_count: c.keyword_count,
      location: c.location,
      language: c.language,
      link: collectionLink(c.name),
    })),
  }),
});

async function collectionNamed(context: ToolContext, name: string) {
  const found = await findCollection(context.db, context.companyId, { name: name.trim() });
  if (!found) throw new ToolRefusal('not_found', `There is no collection named "${name}".`);
  return found;
}

export const collectionKeywordsArgs = z.strictObject({
  collection: z.string().trim().min(1).max(200).describe('The collection name, exactly as list_collections gives it'),
  contains: z.string().max(80).optional().describe('Keep keywords containing this text'),
  min_volume: z.number().int().nonnegative().optional(),
  max_volume: z.number().int().nonnegative().optional(),
  seasonal: z.boolean().optional().describe('true: only seasonal keywords; false: only steady ones'),
  month: z.number().int().min(1).max(12).optional().describe('Calendar month whose volume to report, 1 = January'),
  sort: z.enum(KEYWORD_SORTS).default('avgsv'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.number().int().min(1).max(50).default(10),
});

export const collectionKeywordsTool = defineTool({
  name: 'collection_keywords',
  description:
    'The keywords of one collection with average volume, volume of a month, difficulty, CPC and seasonality; filtered, sorted, limited. `matched` counts all keywords passing the filter, `keyword_count` all keywords of the collection.',
  screen: '/collections',
  screenTitle: 'Collections',
  args: collectionKeywordsArgs,
  run: async (context, args) => {
    const collection = await collectionNamed(context, args.collection);
    const rows = await collectionRows(context.db, collection.id, false);
    const { collection: _name, ...query } = args;
    return {
      collection: { id: collection.id, name: collection.name, keyword_count: collection.keyword_count, link: collectionLink(collection.name) },
      ...queryKeywords(rows, query),
    };
  },
});
