import { createRoute } from '@tanstack/react-router';
import { bareLayout } from '../../../routes/layouts.ts';
import { lazyPage } from '../../../routes/lazy-page.ts';

/**
 * /content-editor/{project_id}/{share_id?} (SPEC §2, open and shareable): the draft of a content
 * project with its live score. It opens without a login, so it stands outside the shell; without a
 * share id the page asks the server as the logged-in member, which decides what is shown.
 */
const editorRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/content-editor/$project_id/{-$share_id}',
  staticData: { screen: { title: 'Content editor', purpose: 'Write the text with a live content score and the terms still missing.' } },
  component: lazyPage('content-editor', () => import('./editor-page.tsx'), (m) => m.ContentEditorPage),
});

export const contentEditorRoutes = [editorRoute] as const;
