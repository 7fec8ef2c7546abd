// Deterministic German pages for the content benches: a Zipf-like vocabulary of real words and
// made-up compounds, so a page of 3,000 words has the few thousand distinct terms a real one has.
const BASE = [
  'glühwein', 'rotwein', 'weißwein', 'zimt', 'nelken', 'sternanis', 'orangen', 'zitronen', 'zucker', 'honig',
  'rezept', 'rezepte', 'topf', 'temperatur', 'grad', 'minuten', 'gewürze', 'gewürz', 'weihnachtsmarkt', 'winter',
  'tasse', 'tassen', 'alkohol', 'kinderpunsch', 'punsch', 'feuerzangenbowle', 'rum', 'kardamom', 'vanille', 'ingwer',
  'erhitzen', 'köcheln', 'ziehen', 'abseihen', 'servieren', 'schmeckt', 'aroma', 'süße', 'säure', 'frucht',
  'beeren', 'apfelsaft', 'traubensaft', 'kochen', 'selbst', 'selber', 'einfach', 'schnell', 'lecker', 'heiß',
];
const PARTS = ['wein', 'markt', 'gewürz', 'frucht', 'saft', 'zucker', 'abend', 'stube', 'becher', 'kessel', 'rinde', 'schale', 'note', 'duft'];
const FILLERS = ['der', 'die', 'das', 'und', 'mit', 'für', 'ein', 'eine', 'im', 'auf', 'nicht', 'auch'];

/** A seeded linear congruential generator, so runs are comparable. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function vocabulary(): string[] {
  const words = [...BASE];
  for (const head of BASE) for (const tail of PARTS) words.push(`${head}${tail}`);
  for (const head of PARTS) for (const tail of PARTS) if (head !== tail) words.push(`${head}${tail}`);
  return words;
}

const WORDS = vocabulary();

/** One page of `length` words: every third word a filler (stop word), the rest drawn Zipf-like, some inflected. */
export function germanPage(seed: number, length: number): string {
  const random = seededRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < length; i += 1) {
    if (i % 3 === 2) out.push(FILLERS[Math.floor(random() * FILLERS.length)] ?? 'und');
    else {
      const word = WORDS[Math.floor(WORDS.length * random() ** 2)] ?? 'glühwein';
      // Inflected forms, which the stemmer folds into the word's term.
      const ending = random();
      out.push(ending < 0.1 ? `${word}s` : ending < 0.2 ? `${word}en` : ending < 0.25 ? `${word}es` : word);
    }
    if (i % 15 === 14) out[out.length - 1] += '.';
  }
  return out.join(' ');
}
