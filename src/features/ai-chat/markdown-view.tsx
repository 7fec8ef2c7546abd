import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../../domain/chat-markdown.ts';

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
        // App paths go through the router (no reload); outside links open apart from the app.
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
    case 'paragraph':
      return (
        <p key={i}>
          {b.lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {inline(line)}
            </Fragment>
          ))}
        </p>
      );
    case 'list':
      return (
        <ul key={i}>
          {b.items.map((item, j) => (
            <li key={j}>{inline(item)}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        // Focusable, so a keyboard user can scroll a table wider than the answer (axe: scrollable-region-focusable).
        <div key={i} className="chat-table-wrap" tabIndex={0} role="region" aria-label="Table">
          <table className="chat-table">
            <thead>
              <tr>
                {b.head.map((cell, j) => (
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

/** An answer's Markdown as React elements: no HTML is ever inserted, links only to app paths or http(s). */
export function MarkdownView({ source }: { source: string }) {
  return <>{parseMarkdown(source).map(block)}</>;
}
