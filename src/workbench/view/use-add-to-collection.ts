/**
 * "Add the selected keywords to a collection…": the company's collections as palette choices, and the
 * add itself. Keywords are added by phrase; the collection looks their rows up in its own market.
 */
import { useCallback, useMemo } from 'react';
import { useStartup } from '../../session/use-app-state.ts';
import type { PickOption } from '../../commands/command-types.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { useWorkbenchPorts } from '../ports.ts';

export interface AddToCollection {
  options: readonly PickOption[];
  add(collectionId: number, keywords: readonly string[]): Promise<string>;
}

export function useAddToCollection(): AddToCollection | null {
  const startup = useStartup();
  const { useCollectionList, useAddCollectionKeywords } = useWorkbenchPorts();
  const companyId = startup?.company.id ?? 0;
  const list = useCollectionList(companyId, startup !== null);
  const mutation = useAddCollectionKeywords();
  const collections = useMemo(() => list.data?.collections ?? [], [list.data]);
  const options = useMemo(() => collections.map((c) => ({ id: String(c.id), title: c.name })), [collections]);
  const { mutateAsync } = mutation;
  const add = useCallback(async (collectionId: number, keywords: readonly string[]) => {
    const name = collections.find((c) => c.id === collectionId)?.name ?? 'the collection';
    const answer = await mutateAsync({ company_id: companyId, collection_id: collectionId, keywords: [...keywords] });
    const skipped = keywords.length - answer.added;
    return `Added ${formatNumber(answer.added)} ${answer.added === 1 ? 'keyword' : 'keywords'} to ${name}.${skipped > 0 ? ` ${formatNumber(skipped)} were already in it.` : ''}`;
  }, [collections, companyId, mutateAsync]);
  return useMemo(() => (startup === null ? null : { options, add }), [startup, options, add]);
}
