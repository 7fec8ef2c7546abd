import { z } from 'zod';
import { CONTENT_FETCH_JOB_KIND } from '../../../../src/domain/contracts/content.ts';
import { defineJobKind } from '../../job-kind.ts';
import { contentFetchHandler } from './content-fetch-handler.ts';
import { contentFetchMessages } from './content-fetch-messages.ts';
import { contentFetchPayloadSchema } from './content-fetch-payload.ts';

const fetchedSchema = z.object({ position: z.number().int(), url: z.string(), word_count: z.number().int() });
type Fetched = z.infer<typeof fetchedSchema>;

/** A content project's fetch (issue 24): its top 10 search results, then each page fetched and measured. */
export const contentFetchKind = defineJobKind({
  kind: CONTENT_FETCH_JOB_KIND,
  suite: 'content',
  label: 'content fetch',
  payload: contentFetchPayloadSchema,
  handler: (services) => contentFetchHandler(services),
  messages: contentFetchMessages,
  rows: (items): Fetched[] => items.flatMap((item) => {
    const parsed = fetchedSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
});
