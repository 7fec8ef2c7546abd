import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { keywordsOfAnswer } from '../../domain/chat-answer-keywords.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { MAX_TITLE_CHARACTERS } from '../../domain/contracts/ai-chat.ts';
import { isAnswering } from '../../machines/chat-answer-machine.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import { UndoBar, type PendingUndo } from '../../ui/undo-bar.tsx';
import { useCopyToClipboard } from '../../workbench/panels/clipboard-store.ts';
import { aiChatCommands } from './ai-chat-commands.ts';
import { chatKeys, useChatState, useConversation, useDeleteConversation, useRenameConversation, useRestoreConversation } from './api/chat-queries.ts';
import { Composer } from './composer.tsx';
import { ConversationList } from './conversation-list.tsx';
import { MessageList } from './message-list.tsx';
import { RenameDialog } from '../../ui/rename-dialog.tsx';
import { useChatAnswer } from './use-chat-answer.ts';
import './ai-chat.css';

const route = getRouteApi('/shell/seo-ai');
/** The server keeps a deleted conversation this long for undo (decision 0045). */
const UNDO_SECONDS = 30;

/** /seo-ai (chat suite or admin; status active, testing or free): questions about the company's own data. */
export function AiChatPage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>AI Chat (beta)</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <ChatScreen key={startup.company.id} companyId={startup.company.id} />;
}

function ChatScreen({ companyId }: { companyId: number }) {
  const current = route.useSearch({ select: (s) => s.c ?? null });
  const navigate = useNavigate();
  const client = useQueryClient();
  const state = useChatState(companyId);
  const conversation = useConversation(companyId, current);
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const restore = useRestoreConversation();
  const copyToClipboard = useCopyToClipboard();
  const composer = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [pendingUndo, setPendingUndo] = useState<PendingUndo | null>(null);
  const [notice, setNotice] = useState('');

  const open = useCallback((id: number | null) => void navigate({ to: '/seo-ai', search: id === null ? {} : { c: id } }), [navigate]);
  const onEnd = useCallback(
    (id: number | null) => {
      void client.invalidateQueries({ queryKey: chatKeys.all(companyId) });
      if (id !== null && id !== current) open(id);
    },
    [client, companyId, current, open],
  );
  const [snapshot, send] = useChatAnswer(companyId, onEnd);
  // After the palette closes and hands focus back, so the composer keeps it.
  const focusComposer = useCallback(() => requestAnimationFrame(() => composer.current?.focus()), []);
  const answering = isAnswering(snapshot);
  const { context } = snapshot;

  const messages = useMemo(() => (current === null ? [] : (conversation.data?.messages ?? [])), [current, conversation.data]);
  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant') ?? null;
  const lastQuestion = [...messages].reverse().find((m) => m.role === 'user')?.content ?? context.question;
  const keywords = useMemo(() => (lastAnswer ? keywordsOfAnswer(lastAnswer.content) : []), [lastAnswer]);
  const title = state.data?.conversations.find((c) => c.id === current)?.title ?? null;
  const quota = state.data?.quota;
  const enabled = state.data?.enabled ?? true;
  const quotaUsed = quota?.remaining === 0;

  const ask = useCallback((question: string) => {
    send({ type: 'ASK', question, conversationId: current });
    setDraft('');
  }, [send, current]);
  const copy = useCallback(() => {
    if (!lastAnswer) return;
    void navigator.clipboard.writeText(lastAnswer.content).then(() => setNotice('Answer copied.'), () => setNotice('The browser did not allow copying.'));
  }, [lastAnswer]);
  const toClipboard = useCallback(() => {
    const change = copyToClipboard(keywords);
    setNotice(`${formatNumber(change.added)} keywords added to the keyword clipboard.`);
  }, [copyToClipboard, keywords]);
  const deleteCurrent = useCallback(() => {
    if (current === null) return;
    const id = current;
    remove.mutate({ companyId, id }, {
      onSuccess: () => {
        open(null);
        setPendingUndo({ message: 'Conversation deleted.', until: Date.now() + UNDO_SECONDS * 1000, undo: () => restore.mutate({ companyId, id }, { onSuccess: () => { setPendingUndo(null); open(id); } }) });
      },
    });
  }, [companyId, current, open, remove, restore]);

  const commands = useMemo(
    () =>
      aiChatCommands({
        conversations: (state.data?.conversations ?? []).map((c) => ({ id: String(c.id), title: c.title })),
        answering,
        hasAnswer: lastAnswer !== null,
        hasKeywords: keywords.length > 0,
        current: current !== null,
        canUndo: pendingUndo !== null,
        startNew: () => {
          open(null);
          focusComposer();
        },
        focus: focusComposer,
        stop: () => send({ type: 'STOP' }),
        copy,
        toClipboard,
        open: (id) => open(Number(id)),
        rename: () => setRenaming(title),
        remove: deleteCurrent,
        undo: () => pendingUndo?.undo(),
      }),
    [state.data, answering, lastAnswer, keywords, current, pendingUndo, open, send, copy, toClipboard, title, deleteCurrent, focusComposer],
  );
  useRegisterCommands(commands);

  const announcement = !answering && context.ended === 'done' ? 'The answer is complete.' : !answering && context.ended === 'stopped' ? 'The answer was stopped.' : '';

  return (
    <main id="main" className="screen chat-screen">
      <FocusedHeading>AI Chat (beta)</FocusedHeading>
      <p className="muted">
        Ask about your collections, keywords, seasonality and monitoring in German or English.{' '}
        {state.data && !state.data.uses_model && 'Answers are written without a language model, from your data only.'}
      </p>
      {quota?.daily_limit !== null && quota !== undefined && (
        <p className="chat-quota">
          Free plan: {formatNumber(quota.remaining)} of {formatNumber(quota.daily_limit)} questions left today.
        </p>
      )}
      {!enabled && <p role="alert" className="form-message">An administrator has switched AI Chat off for your company.</p>}
      <UndoBar pending={pendingUndo} onExpire={() => setPendingUndo(null)} />
      <div className="chat-layout">
        <ConversationList
          conversations={state.data?.conversations ?? []}
          current={current}
          busy={answering}
          onOpen={open}
          onNew={() => {
            open(null);
            composer.current?.focus();
          }}
          onRename={() => setRenaming(title)}
          onDelete={deleteCurrent}
        />
        <section className="chat-main" aria-label={title ?? 'New conversation'}>
          {messages.length === 0 && !answering && (
            <div className="chat-empty">
              <p>Ask a question about your own data, for example:</p>
              <ul>
                {['How many keywords does the collection Winter Sale hold?', 'Welche meiner Keywords sind saisonal?', 'Where did www.demo-shop.de lose positions this week?'].map((example) => (
                  <li key={example}>
                    <button type="button" className="link-button" onClick={() => { setDraft(example); composer.current?.focus(); }}>{example}</button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <MessageList
            messages={messages}
            pending={answering ? { question: context.question ?? '', draft: context.draft, reading: context.reading } : null}
            lastAnswerId={answering ? null : (lastAnswer?.id ?? null)}
            keywordsInLast={keywords.length}
            onCopy={copy}
            onClipboard={toClipboard}
          />
          {!answering && context.ended === 'failed' && context.error && <p role="alert" className="form-message">{context.error}</p>}
          {quotaUsed && <p className="form-message">Your company's free questions for today are used up. Ask again tomorrow.</p>}
          <Composer ref={composer} busy={answering} disabled={!enabled || quotaUsed} lastQuestion={lastQuestion} draft={draft} onDraft={setDraft} onSend={ask} onStop={() => send({ type: 'STOP' })} />
        </section>
      </div>
      <p className="visually-hidden" role="status">{announcement} {notice}</p>
      <RenameDialog
        current={renaming}
        heading="Rename conversation"
        label="Title"
        maxLength={MAX_TITLE_CHARACTERS}
        blankMessage="Enter a title."

        busy={rename.isPending}
        error={rename.error?.message ?? null}
        onClose={() => setRenaming(null)}
        onSubmit={(newTitle) => current !== null && rename.mutate({ companyId, id: current, title: newTitle }, { onSuccess: () => setRenaming(null) })}
      />
    </main>
  );
}
