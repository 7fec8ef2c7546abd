import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import type { ImportedValues } from '../../../domain/contracts/imported-values.ts';
import { collectionResponseSchema, createCollectionRequestSchema, type CollectionSummary } from '../../../domain/contracts/collections.ts';

export interface SaveJobAsCollection {
  readonly companyId: number;
  readonly name: string;
  readonly location: number;
  readonly language: string;
  readonly jobId: string;
  /** The values of a tool's export the lookup was started from, kept with the collection. */
  readonly imported?: ImportedValues | null;
}

/** POST /api/collections/create with the rows of a finished job; a taken name answers 409 with its message. */
export async function createCollectionFromJob(input: SaveJobAsCollection): Promise<CollectionSummary> {
  const body = createCollectionRequestSchema.parse({
    company_id: input.companyId,
    name: input.name,
    location: input.location,
    language: input.language,
    job_id: input.jobId,
    ...(input.imported ? { imported: input.imported } : {}),
  });
  const { collection } = await apiPost('/collections/create', body, collectionResponseSchema);
  return collection;
}

export function useCreateCollectionFromJob() {
  return useMutation({ mutationFn: createCollectionFromJob });
}
