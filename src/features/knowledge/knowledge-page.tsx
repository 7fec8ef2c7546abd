import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { platform } from '../../commands/use-command-context.ts';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { indexKnowledge, searchKnowledge, termsWithHits } from '../../domain/knowledge-search.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import { SHORTCUTS_ENTRY } from './article-catalogue.ts';
import { ArticleFinder } from './article-finder.tsx';
import { knowledgeCommands } from './knowledge-commands.ts';
import { knowledgeDocuments, PARSED_ARTICLES } from './knowledge-documents.ts';
import { MarkdownView } from './markdown-view.tsx';
import { shortcutRows } from './shortcut-table.ts';
import { ShortcutTableView } from './shortcut-table-view.tsx';
import './knowledge.css';

const route = getRouteApi('/shell/knowledge');
const DEFAULT_ARTICLE = 'getting-started';

/**
 * The knowledge base (SPEC §2 `/knowledge`, issue 21): the articles shipped with the app, searched
 * as you type, beside the open article. The search term and the article live in the URL.
 */
export function KnowledgePage() {
  const search = route.useSearch();
  // The registry's lists come from the router's context: importing them would import this page's own manifest.
  const { commandLists } = route.useRouteContext();
  const shortcuts = useMemo(() => shortcutRows(commandLists), [commandLists]);
  const index = useMemo(() => indexKnowledge(knowledgeDocuments(shortcuts)), [shortcuts]);
  const navigate = route.useNavigate();
  const urlQuery = search.q ?? '';
  const openId = search.article ?? DEFAULT_ARTICLE;
  const [query, setQuery] = useState(urlQuery);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusArticle = useRef(false);
  // Writes of our own still on their way to the URL: only a change from elsewhere (Back, a link) may reset the field.
  const pendingWrites = useRef(0);

  useEffect(() => {
    if (pendingWrites.current === 0) setQuery(urlQuery);
  }, [urlQuery]);

  const changeQuery = useCallback(
    (next: string) => {
      setQuery(next);
      setActive(0);
      pendingWrites.current += 1;
      const trimmed = next.trim() === '' ? undefined : next;
      void navigate({ search: (previous) => ({ ...previous, q: trimmed }), replace: true, resetScroll: false }).finally(() => {
        pendingWrites.current -= 1;
      });
    },
    [navigate],
  );

  const open = useCallback(
    (id: string) => {
      focusArticle.current = true;
      void navigate({ search: (previous) => ({ ...previous, article: id }), resetScroll: false });
    },
    [navigate],
  );

  useEffect(() => {
    if (!focusArticle.current) return;
    focusArticle.current = false;
    headingRef.current?.focus();
  }, [openId]);

  const hits = useMemo(() => searchKnowledge(index, query), [index, query]);
  const alone = useMemo(() => (hits.length === 0 ? termsWithHits(index, query) : []), [index, hits.length, query]);

  const commands = useMemo(
    () => knowledgeCommands({ searching: query.trim() !== '', focusSearch: () => inputRef.current?.focus(), clearSearch: () => changeQuery('') }),
    [query, changeQuery],
  );
  useRegisterCommands(commands);

  const article = PARSED_ARTICLES.get(openId);
  return (
    <main id="main" className="screen knowledge-screen">
      <FocusedHeading>Knowledge base</FocusedHeading>
      <p className="muted kb-intro">
        How each screen works and what its numbers mean. <kbd>F1</kbd> on any screen opens its article; every article is also a “Help: …” command in the palette (<kbd>{platform === 'mac' ? '⌘K' : 'Ctrl+K'}</kbd>).
      </p>
      <div className="kb-layout">
        <ArticleFinder query={query} hits={hits} active={Math.min(active, Math.max(0, hits.length - 1))} openId={openId} alone={alone} inputRef={inputRef} onQuery={changeQuery} onActive={setActive} onOpen={open} />
        <article className="kb-article" aria-labelledby={openId === SHORTCUTS_ENTRY.id ? 'kb-shortcuts-title' : undefined} aria-label={article ? article.title : undefined}>
          {openId === SHORTCUTS_ENTRY.id ? <ShortcutTableView rows={shortcuts} platform={platform} headingRef={headingRef} /> : article && <MarkdownView blocks={article.blocks} headingRef={headingRef} />}
        </article>
      </div>
    </main>
  );
}
