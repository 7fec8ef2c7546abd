import { useMatches } from '@tanstack/react-router';
import { screenMeta } from '../../routes/screen-meta.ts';

/** A screen whose content a later issue builds: its title and what it is for. */
export function SuiteScreen() {
  const pattern = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.pattern });
  const meta = screenMeta(pattern ?? '/');
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
