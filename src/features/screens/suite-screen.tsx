import { useMatches } from '@tanstack/react-router';

/** A screen whose content a later issue builds: its title and what it is for, as its route manifest declares them. */
export function SuiteScreen() {
  const meta = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.screen });
  // Only while the route is being left for a page without a screen (a 404) is there nothing to show.
  if (!meta) return null;
  return (
    <main id="main" className="screen">
      <h1>{meta.title}</h1>
      <div className="empty-state">
        <p>{meta.purpose}</p>
        <p className="muted">This screen is being built; everything it will hold is described above.</p>
      </div>
    </main>
  );
}
