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
  { code: 30130, parent: 30100, name: 'Städtereisen' },
  { code: 30200, parent: 30000, name: 'Schwimmbäder & Baden' },
  { code: 30300, parent: 30000, name: 'Garten & Outdoor' },
  { code: 30310, parent: 30300, name: 'Grillen' },
  { code: 30320, parent: 30300, name: 'Pflanzen & Gartenpflege' },
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
  { code: 50400, parent: 50000, name: 'Smartphones & Mobilfunk' },
  { code: 50500, parent: 50000, name: 'Auto & Winterdienst' },
  { code: 50600, parent: 50000, name: 'Möbel & Wohnen' },
  { code: 60000, parent: null, name: 'Sport & Fitness' },
  { code: 60100, parent: 60000, name: 'Fitness & Training' },
  { code: 60200, parent: 60000, name: 'Laufen' },
  { code: 60300, parent: 60000, name: 'Radsport' },
  { code: 60400, parent: 60000, name: 'Fußball' },
  { code: 70000, parent: null, name: 'Finanzen' },
  { code: 70100, parent: 70000, name: 'Konten & Karten' },
  { code: 70200, parent: 70000, name: 'Versicherungen' },
  { code: 70300, parent: 70000, name: 'Geldanlage' },
  { code: 70400, parent: 70000, name: 'Kredite & Steuern' },
  { code: 80000, parent: null, name: 'Gesundheit' },
  { code: 80100, parent: 80000, name: 'Erkältung & Beschwerden' },
  { code: 80200, parent: 80000, name: 'Ernährung & Diät' },
  { code: 80300, parent: 80000, name: 'Schlaf' },
  { code: 80400, parent: 80000, name: 'Ärzte & Apotheke' },
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
