import type { ReactNode } from 'react';

/** What the editor's body says while it has no draft to show: loading (polite) or why not (an alert). */
export function EditorNotice({ children, alert = false }: { readonly children: ReactNode; readonly alert?: boolean }) {
  return alert ? <p role="alert" className="form-message">{children}</p> : <p className="muted" role="status">{children}</p>;
}
