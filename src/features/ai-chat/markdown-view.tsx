import { Link } from '@tanstack/react-router';
import { createElement, Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../../domain/markdown.ts';

function inline(items: readonly Inline[]): ReactNode {
  return items.map((item, i) => {
    switch (item.kind) {
      case 'text':
        return <Fragment key={i}>{item.text}</Fragment>;
      case 'code':
        return <code key={i}>{item.text}</code>;
      case 'strong':
        return <strong key={i}>{inline(item.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(item.children)}</em>;
      case 'link':
        // App paths go through the router (no reload); an anchor means nothing in an answer, so its words stay; https opens apart from the app.
        if (item.href.startsWith('#')) return <Fragment key={i}>{inline(item.children)}</Fragment>;
        return item.href.startsWith('/') ? (
          <Link key={i} to={item.href}>
            {inline(item.children)}
          </Link>
        ) : (
          <a key={i} href={item.href} target="_blank" rel="noopener noreferrer">
            {inline(item.children)}
          </a>
        );
    }
  });
}

function block(b: Block, i: number): ReactNode {
  switch (b.kind) {
    case 'heading':
      // Below the screen's h1 and the conversation's h2; no id, so an answer cannot meet the page's ids.
      return createElement(`h${Math.min(6, b.level + 2)}`, { key: i }, inline(b.children));
    case 'paragraph':
      return <p key={i}>{inline(b.children)}</p>;
    case 'list': {
      const items = b.items.map((item, j) => <li key={j}>{inline(item)}</li>);
      return b.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
    }
    case 'table':
      return (
        // Focusable, so a keyboard user can scroll a table wider than the answer (axe: scrollable-region-focusable).
        <div key={i} className="chat-table-wrap" tabIndex={0} role="region" aria-label="Table">
          <table className="chat-table">
            <thead>
              <tr>
                {b.header.map((cell, j) => (
                  <th key={j} scope="col">
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {b.rows.map((row, j) => (
                <tr key={j}>
                  {row.map((cell, k) => (
                    <td key={k}>{inline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * An answer's Markdown as React elements, parsed by the app's one Markdown parser
 * (src/domain/markdown.ts): no HTML is ever inserted, links only to app paths or https.
 */
export function MarkdownView({ source }: { source: string }) {
  return <>{parseMarkdown(source).map(block)}</>;
}
