import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAccess, useStartup } from '../../session/use-app-state.ts';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { resolveRoute } from '../../domain/access.ts';
import { useCollectionList } from './api/list-collections.ts';
import { researchPath } from '../../domain/contracts/collections.ts';
import { goToCollectionCommands } from './collection-commands.ts';

/**
 * Registers "Go to collection…" on every screen of the shell for users who may open collections;
 * its nested palette page lists the company's collections, freshest first.
 */
export function GoToCollectionCommand() {
  const startup = useStartup();
  const access = useAccess();
  const navigate = useNavigate();
  const allowed = access !== null && resolveRoute('/collections', access).kind === 'allow';
  const companyId = startup?.company.id ?? 0;
  const list = useCollectionList(companyId, allowed && companyId > 0);
  const collections = list.data?.collections;
  const commands = useMemo(() => {
    if (!allowed || !collections) return [];
    const options = collections.map((c) => ({ id: c.name, title: `${c.name} (${c.keyword_count} keywords)` }));
    return goToCollectionCommands(() => options, (name) => void navigate({ to: researchPath(name) }));
  }, [allowed, collections, navigate]);
  useRegisterCommands(commands);
  return null;
}
