/**
 * A fixed German category tree for the sample provider, shaped like Google Ads product categories:
 * numeric codes, a parent per node, level 1 at the root.
 */
import type { CategoryChainEntry } from '../../../src/domain/keyword-row.ts';

export interface CategoryNode {
  code: number;
  parent: number | null;
  name: string;
}

export const CATEGORY_TREE: readonly CategoryNode[] = [
  { code: 10000, parent: null, name: 'Essen & Trinken' },
  { code: 10100, parent: 10000, name: 'Getränke' },
  { code: 10110, parent: 10100, name: 'Heißgetränke' },
  { code: 10120, parent: 10100, name: 'Wein & Spirituosen' },
  { code: 10200, parent: 10000, name: 'Lebensmittel' },
  { code: 10210, parent: 10200, name: 'Backwaren & Süßwaren' },
  { code: 10220, parent: 10200, name: 'Fleisch & Grillgut' },
  { code: 10300, parent: 10000, name: 'Rezepte' },
  { code: 20000, parent: null, name: 'Feste & Anlässe' },
  { code: 20100, parent: 20000, name: 'Weihnachten' },
  { code: 20110, parent: 20100, name: 'Weihnachtsmärkte' },
  { code: 20120, parent: 20100, name: 'Weihnachtsdeko & Geschenke' },
  { code: 20200, parent: 20000, name: 'Ostern' },
  { code: 30000, parent: null, name: 'Reisen & Freizeit' },
  { code: 30100, parent: 30000, name: 'Urlaub' },
  { code: 30110, parent: 30100, name: 'Winterurlaub' },
  { code: 30120, parent: 30100, name: 'Sommerurlaub' },
  { code: 30200, parent: 30000, name: 'Schwimmbäder & Baden' },
  { code: 30300, parent: 30000, name: 'Garten & Outdoor' },
  { code: 30310, parent: 30300, name: 'Grillen' },
  { code: 40000, parent: null, name: 'Mode & Kosmetik' },
  { code: 40100, parent: 40000, name: 'Bekleidung' },
  { code: 40110, parent: 40100, name: 'Winterbekleidung' },
  { code: 40120, parent: 40100, name: 'Schuhe' },
  { code: 40200, parent: 40000, name: 'Körperpflege' },
  { code: 40210, parent: 40200, name: 'Sonnenschutz' },
  { code: 50000, parent: null, name: 'Haus & Technik' },
  { code: 50100, parent: 50000, name: 'Haushaltsgeräte' },
  { code: 50200, parent: 50000, name: 'Computer & Elektronik' },
  { code: 50300, parent: 50000, name: 'Heimwerken' },
];

const BY_CODE = new Map(CATEGORY_TREE.map((node) => [node.code, node]));

export function categoryNode(code: number): CategoryNode | null {
  return BY_CODE.get(code) ?? null;
}

/** The chain from the root down to the node, catlevel 1 first; empty for an unknown code. */
export function categoryChain(code: number): CategoryChainEntry[] {
  const nodes: CategoryNode[] = [];
  for (let node = BY_CODE.get(code); node; node = node.parent === null ? undefined : BY_CODE.get(node.parent)) {
    nodes.unshift(node);
    if (nodes.length > CATEGORY_TREE.length) throw new Error(`category cycle at ${code}`);
  }
  return nodes.map((node, index) => ({
    category_code: node.code,
    category_code_parent: node.parent,
    category_name: node.name,
    catlevel: index + 1,
  }));
}

/** Nodes without children: a keyword without a lexicon match gets one of these. */
export const LEAF_CODES: readonly number[] = CATEGORY_TREE.filter(
  (node) => !CATEGORY_TREE.some((other) => other.parent === node.code),
).map((node) => node.code);
