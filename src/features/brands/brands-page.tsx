import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { brandAnalysisLink, brandIndexLink, type DashboardCard as Card } from '../../domain/contracts/brands.ts';
import { MAX_DASHBOARD_NAME } from '../../domain/brand-input.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { UndoBar, type PendingUndo } from '../../ui/undo-bar.tsx';
import { useDeleteDashboard } from './api/delete-dashboard.ts';
import { useDashboardList } from './api/list-dashboards.ts';
import { useRefreshDashboard } from './api/refresh-dashboard.ts';
import { useRenameDashboard } from './api/rename-dashboard.ts';
import { useRestoreDashboard } from './api/restore-dashboard.ts';
import { brandListCommands } from './brand-commands.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { RenameDialog } from '../../ui/rename-dialog.tsx';
import { hasIndex } from './run-state.ts';
import { useIndexRun } from './use-index-run.ts';
import './brands.css';

/** How long a deleted dashboard can be brought back from the undo bar. */
export const DELETE_UNDO_SECONDS = 30;

/** /brands (right 12, plan guard): the company's brand dashboards as cards. */
export function BrandsPage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>Brand Dashboards</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <BrandsScreen key={startup.company.id} companyId={startup.company.id} />;
}

/** Each running card follows its job's notifications. */
function RunFollower({ companyId, card }: { companyId: number; card: Card }) {
  useIndexRun(companyId, card);
  return null;
}

function BrandsScreen({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const list = useDashboardList(companyId);
  const rename = useRenameDashboard();
  const refresh = useRefreshDashboard();
  const remove = useDeleteDashboard();
  const restore = useRestoreDashboard();
  const [renaming, setRenaming] = useState<Card | null>(null);
  const [pending, setPending] = useState<PendingUndo | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const cards = useMemo(() => list.data?.dashboards ?? [], [list.data]);
  const byListname = useCallback((listname: string) => cards.find((card) => card.listname === listname), [cards]);

  const openRename = useCallback((listname: string) => {
    rename.reset();
    setRenaming(byListname(listname) ?? null);
  }, [byListname, rename]);

  const doRefresh = useCallback((listname: string) => {
    const card = byListname(listname);
    refresh.mutate({ company_id: companyId, listname }, {
      onSuccess: (answer) => setMessage(answer.already_running
        ? `The brand index of “${card?.name ?? listname}” is already running.`
        : `Refreshing “${card?.name ?? listname}”: the bell shows the progress.`),
      onError: (error) => setMessage(error.message),
    });
  }, [byListname, companyId, refresh]);

  const doDelete = useCallback((listname: string) => {
    const card = byListname(listname);
    if (!card) return;
    remove.mutate({ company_id: companyId, listname }, {
      onSuccess: () => {
        setMessage(null);
        setPending({
          message: `Deleted “${card.name}”.`,
          until: Date.now() + DELETE_UNDO_SECONDS * 1000,
          undo: () => {
            setPending(null);
            restore.mutate({ company_id: companyId, listname }, {
              onSuccess: () => setMessage(`Restored “${card.name}”.`),
              onError: (error) => setMessage(error.message),
            });
          },
        });
      },
      onError: (error) => setMessage(error.message),
    });
  }, [byListname, companyId, remove, restore]);

  const actions = useMemo(() => {
    const options = cards.map((card) => ({ id: card.listname, title: card.name }));
    return brandListCommands({
      options,
      finished: cards.filter(hasIndex).map((card) => ({ id: card.listname, title: card.name })),
      canUndo: pending !== null,
      add: () => void navigate({ to: '/add-dashboard' }),
      open: (listname) => void navigate({ to: brandIndexLink(listname) }),
      analyse: (listname) => void navigate({ to: brandAnalysisLink(listname) }),
      rename: openRename,
      refresh: doRefresh,
      remove: doDelete,
      undo: () => pending?.undo(),
    });
  }, [cards, pending, navigate, openRename, doRefresh, doDelete]);
  useRegisterCommands(actions);
  const expire = useCallback(() => setPending(null), []);

  return (
    <main id="main" className="screen brands-screen">
      <div className="screen-heading">
        <h1>Brand Dashboards</h1>
        <Link className="button-link" to="/add-dashboard">New dashboard</Link>
      </div>
      <p className="muted brands-intro">Share of search: a brand's searches divided by the searches for all brands of its market, month by month. It tends to move before market share does.</p>
      <UndoBar pending={pending} onExpire={expire} />
      {message && <p role="status" className="brand-message">{message}</p>}
      {list.isPending && <p className="muted">Loading dashboards…</p>}
      {list.isError && <p role="alert" className="form-message">{list.error.message}</p>}
      {list.isSuccess && cards.length === 0 && (
        <div className="empty-state">
          <p>No brand dashboards yet.</p>
          <p className="muted">Choose “New dashboard”, enter your brand and its competitors one per line, pick the market and start. The index runs in the background.</p>
        </div>
      )}
      {cards.length > 0 && (
        <ul className="brand-cards" aria-label="Brand dashboards">
          {cards.map((card) => (
            <DashboardCard key={card.listname} card={card} onRename={openRename} onRefresh={doRefresh} onDelete={doDelete} />
          ))}
        </ul>
      )}
      {cards.map((card) => <RunFollower key={card.listname} companyId={companyId} card={card} />)}
      <RenameDialog
        current={renaming?.name ?? null}
        heading="Rename dashboard"
        label="Name"
        maxLength={MAX_DASHBOARD_NAME}
        blankMessage="Enter a name for the dashboard."
        note="The dashboard keeps its link, so links already shared still open it."
        busy={rename.isPending}
        error={rename.error?.message ?? null}
        onClose={() => setRenaming(null)}
        onSubmit={(name) => {
          if (!renaming) return;
          rename.mutate({ company_id: companyId, listname: renaming.listname, name }, { onSuccess: () => setRenaming(null) });
        }}
      />
    </main>
  );
}
