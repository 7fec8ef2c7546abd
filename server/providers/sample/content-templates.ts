/**
 * The German sentence and heading templates the sample corpus writes competitor pages from.
 * Slots: {k} the head term, {m} a modifier of its topic, {p} a product, {n} a neighbouring head,
 * {q} a question of the topic; a capital slot ({K}, {P}, {N}) starts with a capital letter.
 */

/** Section kinds a page may have; each has its heading and the sentences it is written from. */
export type SectionKind = 'basics' | 'howto' | 'variants' | 'tips' | 'products' | 'questions' | 'related' | 'prices';

export const SECTION_HEADINGS: Record<SectionKind, readonly string[]> = {
  basics: ['Was ist {K}?', '{K}: das Wichtigste in Kürze', 'Alles über {K}', 'Woher kommt {K}?'],
  howto: ['{K} {m}: Schritt für Schritt', 'So gelingt {K} {m}', 'Anleitung: {K} {m}', '{K} {m} – so geht es'],
  variants: ['{K} {m} und andere Varianten', 'Die besten Varianten von {K}', 'Varianten: {K} {m}'],
  tips: ['Tipps für {K}', 'Unsere Tipps zu {K} {m}', 'Häufige Fehler bei {K}'],
  products: ['{P} für {K}', 'Zubehör: {P} und mehr', 'Was Sie für {K} brauchen'],
  questions: ['Häufige Fragen zu {K}', 'FAQ: {K}', 'Fragen und Antworten rund um {K}'],
  related: ['{N} und {K} im Vergleich', 'Passt auch: {N}', 'Ähnliche Themen: {N}'],
  prices: ['Was kostet {K}?', '{K} kaufen: Preise im Vergleich', 'Preise und Angebote für {K}'],
};

export const SECTION_SENTENCES: Record<SectionKind, readonly string[]> = {
  basics: [
    '{K} gehört für viele Menschen einfach dazu, besonders wenn es draußen kalt und dunkel wird.',
    'Wer {k} {m} möchte, sollte zuerst wissen, worauf es dabei wirklich ankommt.',
    'Ursprünglich stammt {k} aus einer langen Tradition, die heute in vielen Regionen gepflegt wird.',
    'Im Kern ist {k} schnell erklärt, doch die Details machen den Unterschied.',
    'Viele verbinden {k} mit {n}, dabei gibt es deutliche Unterschiede.',
    'Gerade beim Thema {k} {m} gehen die Meinungen oft auseinander.',
  ],
  howto: [
    'Im ersten Schritt bereiten Sie alles vor, was Sie für {k} {m} brauchen.',
    'Danach erwärmen Sie die Zutaten langsam und lassen sich dabei ausreichend Zeit.',
    'Achten Sie darauf, dass {k} nicht zu heiß wird, sonst leidet der Geschmack.',
    'Wer es eilig hat, kann {k} auch {m} zubereiten, ohne auf Qualität zu verzichten.',
    'Zum Schluss abschmecken und {k} nach Belieben mit {m} verfeinern.',
    'Mit etwas Übung gelingt {k} {m} auch Anfängern ohne Probleme.',
    'Planen Sie für {k} etwa zwanzig bis dreißig Minuten ein.',
  ],
  variants: [
    'Neben dem Klassiker gibt es {k} {m}, das vor allem in den letzten Jahren beliebt geworden ist.',
    'Eine weitere Variante ist {k} {m}, die sich gut für Gäste eignet.',
    'Wer es ausgefallen mag, probiert {k} {m} oder greift zu {n}.',
    'Regional unterscheiden sich die Varianten von {k} teilweise deutlich.',
  ],
  tips: [
    'Unser wichtigster Tipp: Verwenden Sie für {k} nur gute Zutaten.',
    'Ein häufiger Fehler ist, {k} zu lange zu erhitzen.',
    'Bewahren Sie übrig gebliebenen {k} gut verschlossen im Kühlschrank auf.',
    'Für {k} {m} lohnt es sich, etwas mehr Zeit einzuplanen.',
    'Probieren Sie {k} zwischendurch, damit Sie rechtzeitig nachwürzen können.',
  ],
  products: [
    'Für {k} brauchen Sie nicht viel, passende {p} machen das Ganze aber deutlich einfacher.',
    'Gute {p} bekommen Sie im Fachhandel oder online, oft schon zu kleinen Preisen.',
    'Beim Kauf von {p} sollten Sie auf Qualität und Material achten.',
    'Viele Leser fragen uns nach {p} für {k}; unsere Empfehlungen finden Sie weiter unten.',
  ],
  questions: [
    'Diese Frage hören wir oft, und die Antwort ist einfacher als gedacht.',
    'Kurz gesagt: Es kommt auf die Zubereitung von {k} und den eigenen Geschmack an.',
    'Wer unsicher ist, hält sich an das klassische Rezept für {k}.',
    'Im Zweifel lohnt ein Blick auf die Angaben des Herstellers.',
  ],
  related: [
    '{N} ist eng mit {k} verwandt, schmeckt aber anders.',
    'Wer {k} mag, sollte auch {n} einmal probieren.',
    'Im direkten Vergleich ist {k} vielseitiger als {n}.',
  ],
  prices: [
    'Die Preise für {k} schwanken je nach Qualität und Anbieter deutlich.',
    'Im Supermarkt ist {k} oft günstiger als auf dem Markt oder im Restaurant.',
    'Wer {k} selbst zubereitet, spart im Vergleich zum Kauf meist einiges.',
    'Achten Sie bei Angeboten für {k} auf den Preis pro Liter oder Kilogramm.',
  ],
};

/** The section kinds each kind of site leans to, in the order they appear. */
export const SITE_PROFILES: readonly (readonly SectionKind[])[] = [
  ['basics', 'howto', 'variants', 'tips', 'questions'],
  ['basics', 'prices', 'products', 'tips', 'questions'],
  ['basics', 'related', 'variants', 'questions'],
  ['howto', 'tips', 'variants', 'products', 'questions'],
  ['basics', 'howto', 'products', 'prices', 'related', 'questions'],
];
