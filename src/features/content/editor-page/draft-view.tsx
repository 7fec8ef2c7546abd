import type { ReactNode } from 'react';
import { headingLevelOf, type DraftMark, type DraftNode } from '../../../domain/content-draft.ts';
import { safeHref } from '../../../domain/content-draft-html.ts';

/**
 * A draft shown read-only as React elements (a saved version, the other side of a conflict): the
 * editor's own blocks and marks only, text as text, links only to safe addresses. Headings are shown
 * as styled paragraphs, so a draft's h1 never competes with the screen's.
 */
export function DraftView({ document, label }: { readonly document: DraftNode; readonly label: string }) {
  return (
    // Focusable: a long draft scrolls inside its box, and the keyboard must reach every line.
    <div className="content-draft-view" role="document" aria-label={label} tabIndex={0}>
      {nodes(document.content)}
    </div>
  );
}

const nodes = (content: readonly DraftNode[] | undefined): ReactNode[] => (content ?? []).map((node, i) => <Block key={i} node={node} />);

function marked(text: string, marks: readonly DraftMark[]): ReactNode {
  return marks.reduceRight<ReactNode>((inner, mark) => {
    if (mark.type === 'bold') return <strong>{inner}</strong>;
    if (mark.type === 'italic') return <em>{inner}</em>;
    if (mark.type === 'link') {
      const href = safeHref(mark.attrs?.['href']);
      return href === null ? inner : <a href={href} rel="noopener noreferrer nofollow">{inner}</a>;
    }
    return inner;
  }, text);
}

function Block({ node }: { readonly node: DraftNode }): ReactNode {
  switch (node.type) {
    case 'text':
      return marked(node.text ?? '', node.marks ?? []);
    case 'hardBreak':
      return <br />;
    case 'heading':
      return <p className={`content-draft-heading content-draft-h${headingLevelOf(node)}`}>{nodes(node.content)}</p>;
    case 'paragraph':
      return <p>{nodes(node.content)}</p>;
    case 'bulletList':
      return <ul>{nodes(node.content)}</ul>;
    case 'orderedList':
      return <ol>{nodes(node.content)}</ol>;
    case 'listItem':
      return <li>{nodes(node.content)}</li>;
    case 'blockquote':
      return <blockquote>{nodes(node.content)}</blockquote>;
    default:
      return <>{nodes(node.content)}</>;
  }
}
