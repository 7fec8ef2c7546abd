import { useMemo, useRef, useState } from 'react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { createDraftCounter } from '../../../domain/content-draft-counter.ts';
import type { DraftBlock } from '../../../domain/content-draft.ts';
import { contentScore, type ContentScore, type ScoreTargets } from '../../../domain/content-score.ts';

/**
 * The blocks of the editor's document read straight from ProseMirror (no JSON on each keystroke):
 * each text block's text, a hard break as a space so the words on both sides stay two.
 */
export function blocksOfDoc(doc: ProseMirrorNode): DraftBlock[] {
  const blocks: DraftBlock[] = [];
  doc.descendants((node) => {
    if (!node.isTextblock) return true;
    const level = node.type.name === 'heading' ? Number(node.attrs['level']) : null;
    blocks.push({ text: node.textBetween(0, node.content.size, ' ', ' '), headingLevel: level });
    return false;
  });
  return blocks;
}

/**
 * The live content score. `update(doc)` is called on every editor change; only the blocks that
 * changed are re-read (decision 0050), so a keystroke on 3,000 words costs well under a millisecond
 * once the draft's words are known. The score is recomputed when the targets change too.
 */
export function useContentScore(targets: ScoreTargets, initial: readonly DraftBlock[]) {
  const counter = useMemo(() => createDraftCounter(), []);
  const blocks = useRef<readonly DraftBlock[]>(initial);
  const [facts, setFacts] = useState(() => counter(initial));
  const score: ContentScore = useMemo(() => contentScore(facts, targets), [facts, targets]);
  const update = (doc: ProseMirrorNode) => {
    blocks.current = blocksOfDoc(doc);
    setFacts(counter(blocks.current));
  };
  return { score, update };
}
