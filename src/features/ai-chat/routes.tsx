import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';

/** `?c=` names the open conversation, so a reload or a shared tab reopens it. */
const chatSearch = z.object({ c: z.coerce.number().int().positive().optional().catch(undefined) });

const aiChatRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/seo-ai',
  validateSearch: (search: Record<string, unknown>) => chatSearch.parse(search),
  staticData: {
    screen: {
      title: 'AI Chat (beta)',
      purpose: 'Ask questions about your collections, keywords and monitoring in a chat.',
      nav: { id: 'seo-ai', label: 'AI Chat', suite: 'chat', order: 10, shortcut: 'g t' },
    },
  },
  component: lazyPage('seo-ai', () => import('./ai-chat-page.tsx'), (m) => m.AiChatPage),
});

export const aiChatRoutes = [aiChatRoute] as const;
