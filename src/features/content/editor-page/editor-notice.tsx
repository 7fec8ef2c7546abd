import type { ReactNode } from 'react';

/** The screen's frame while there is no project to show: the one h1 and what is going on. */
export function EditorNotice({ children, alert = false }: { readonly children: ReactNode; readonly alert?: boolean }) {
  return (
    <main id="main" className="screen content-editor-screen">
      <h1>Content editor</h1>
      {alert ? <p role="alert" className="form-message">{children}</p> : <p className="muted" role="status">{children}</p>}
    </main>
  );
}
