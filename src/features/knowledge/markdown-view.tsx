import { useRouter } from '@tanstack/react-router';
import { createElement, type MouseEvent, type Ref } from 'react';
import type { Block, Inline } from '../../domain/markdown.ts';

/**
 * An article's Markdown tree as React elements. Text is only ever a text child, which React escapes,
 * and nothing here sets inner HTML (decision 0041). Headings sit one level below the screen's h1;
 * the first one takes `headingRef`, so opening an article can move the focus to its title.
 */
export function MarkdownView({ blocks, headingRef }: { blocks: readonly Block[]; headingRef?: Ref<HTMLHeadingElement> }) {
  const firstHeading = blocks.findIndex((block) => block.kind === 'heading');
  return <>{blocks.map((block, index) => <BlockView key={index} block={block} {...(index === firstHeading && headingRef ? { headingRef } : {})} />)}</>;
}

function BlockView({ block, headingRef }: { block: Block; headingRef?: Ref<HTMLHeadingElement> }) {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(6, block.level + 1);
      return createElement(`h${level}`, { id: `kb-${block.id}`, ...(headingRef ? { ref: headingRef, tabIndex: -1 } : {}) }, <Inlines nodes={block.children} />);
    }
    case 'paragraph':
      return (
        <p>
          <Inlines nodes={block.children} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i}>
          <Inlines nodes={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        <div className="kb-table-wrap">
          <table>
            <thead>
              <tr>
                {block.header.map((cell, i) => (
                  <th key={i} scope="col">
                    <Inlines nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c}>
                      <Inlines nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function Inlines({ nodes }: { nodes: readonly Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => (
        <InlineView key={i} node={node} />
      ))}
    </>
  );
}

function InlineView({ node }: { node: Inline }) {
  switch (node.kind) {
    case 'text':
      return <>{node.text}</>;
    case 'code':
      // The articles' code spans are keys and words to type.
      return <kbd>{node.text}</kbd>;
    case 'strong':
      return (
        <strong>
          <Inlines nodes={node.children} />
        </strong>
      );
    case 'em':
      return (
        <em>
          <Inlines nodes={node.children} />
        </em>
      );
    case 'link':
      return <ArticleLink href={node.href} nodes={node.children} />;
  }
}

/** An in-app link goes through the router (no page load); an https link opens in a new tab. */
function ArticleLink({ href, nodes }: { href: string; nodes: readonly Inline[] }) {
  const router = useRouter();
  // Headings' ids carry a prefix so an article's anchors cannot meet the shell's ids.
  if (href.startsWith('#')) {
    return (
      <a href={`#kb-${href.slice(1)}`}>
        <Inlines nodes={nodes} />
      </a>
    );
  }
  if (href.startsWith('https://')) {
    return (
      <a href={href} target="_blank" rel="noreferrer noopener">
        <Inlines nodes={nodes} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={follow}>
      <Inlines nodes={nodes} />
    </a>
  );
}
