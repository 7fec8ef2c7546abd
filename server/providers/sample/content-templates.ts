/**
 * The German sentence and heading templates the sample corpus writes competitor pages from.
 * Slots: {k} the head term, {m} the section's modifier, {list} four to six of the page's terms, {o} another modifier, {t} and {u} two
 * topical terms (content words of the modifiers: Zimt, Rotwein), {p} a product, {n} a neighbouring
 * head; {K}, {P}, {N} are the same at the start of a sentence (nouns are capitalised anyway).
 * Most sentences do without the head term, as a real page names its subject now and then and
 * otherwise talks about it: the head's density comes out at 1–2 %, not one use per sentence.
 */

/** Section kinds a page may have; each has its heading and the sentences it is written from. */
export type SectionKind = 'basics' | 'howto' | 'variants' | 'tips' | 'products' | 'questions' | 'related' | 'prices';

/** Headings: about half name the head term, as real pages' subheadings do. */
export const SECTION_HEADINGS: Record<SectionKind, readonly string[]> = {
  basics: ['Was ist {K}?', 'Das Wichtigste in Kürze', 'Herkunft und Tradition', 'Woher kommt {K}?', 'Worauf es ankommt'],
  howto: ['Schritt für Schritt: {m}', 'So gelingt {K} {m}', 'Die Zubereitung', 'Anleitung: {m}', 'So geht es'],
  variants: ['Varianten mit {t} und {u}', 'Die besten Varianten von {K}', 'Variante {m}', 'Abwandlungen'],
  tips: ['Unsere Tipps', 'Tipps zu {m}', 'Häufige Fehler', 'Tipps für {K}'],
  products: ['{P} und Zubehör', 'Was Sie brauchen', 'Die richtigen {P}', 'Ausstattung'],
  questions: ['Häufige Fragen', 'FAQ', 'Fragen und Antworten', 'Häufige Fragen zu {K}'],
  related: ['{N} im Vergleich', 'Passt auch: {N}', 'Ähnliche Getränke und Themen', 'Der Unterschied zu {N}'],
  prices: ['Was kostet {K}?', 'Preise im Vergleich', 'Günstig oder hochwertig?', 'Kosten und Angebote'],
};

export interface SectionSentences {
  /** Sentences without the head term: most of a page. */
  readonly plain: readonly string[];
  /** Sentences naming the head term, taken now and then. */
  readonly keyword: readonly string[];
}

export const SECTION_SENTENCES: Record<SectionKind, SectionSentences> = {
  basics: {
    plain: [
      'Gerade in der kalten Jahreszeit gehört das für viele einfach dazu.',
      'Die Tradition reicht weit zurück und wird bis heute in vielen Regionen gepflegt.',
      'Im Kern ist schnell erklärt, worum es geht; die Details machen den Unterschied.',
      'Entscheidend sind {t} und {u}, dazu ein wenig Geduld.',
      'Beim Thema {m} gehen die Meinungen oft auseinander.',
      'Viele verbinden damit Erinnerungen an lange Abende mit Freunden und Familie.',
      'Wer {m} sucht, findet unzählige Rezepte, die sich im Detail unterscheiden.',
      'Ohne {t} fehlt etwas, da sind sich fast alle einig.',
      'Wichtig ist vor allem die Auswahl von {t}, denn sie bestimmt das Ergebnis.',
      'Auch {u} spielt eine Rolle, wird aber oft unterschätzt.',
    ],
    keyword: [
      '{K} gehört für viele Menschen einfach dazu, besonders wenn es draußen kalt und dunkel wird.',
      'Wer {k} {m} möchte, sollte zuerst wissen, worauf es dabei ankommt.',
      'Viele verwechseln {k} mit {n}, dabei gibt es deutliche Unterschiede.',
    ],
  },
  howto: {
    plain: [
      'Im ersten Schritt legen Sie {t} und {u} bereit.',
      'Sie brauchen: {list}.',
      'Bereit stehen sollten {list}.',
      'Erwärmen Sie alles langsam bei mittlerer Hitze und lassen Sie sich Zeit.',
      'Die Temperatur sollte nie über achtzig Grad steigen, sonst verfliegt das Aroma.',
      'Geben Sie {t} erst dazu, wenn die Basis warm ist.',
      'Nach etwa zwanzig Minuten ist der richtige Moment, um abzuschmecken.',
      'Wer es süßer mag, gibt jetzt noch etwas {u} hinzu.',
      'Für die Variante {m} ändert sich am Ablauf wenig.',
      'Mit den richtigen {p} geht das leichter, gerade wenn Gäste kommen.',
      'Seihen Sie die festen Bestandteile ab, bevor Sie servieren.',
      'Mit etwas Übung gelingt das auch Anfängern ohne Probleme.',
      'Planen Sie insgesamt eine gute halbe Stunde ein.',
    ],
    keyword: [
      'Achten Sie darauf, dass {k} nicht kocht, sonst leidet der Geschmack.',
      'Wer es eilig hat, bereitet {k} {m} zu, ohne auf Qualität zu verzichten.',
      'Zum Schluss {k} abschmecken und nach Belieben mit {t} verfeinern.',
    ],
  },
  variants: {
    plain: [
      'Neben dem Klassiker ist die Variante {m} in den letzten Jahren beliebt geworden.',
      'Eine weitere Möglichkeit ist {o}, die sich gut für Gäste eignet.',
      'Wer es ausgefallen mag, probiert {t} statt {u}.',
      'Regional unterscheiden sich die Rezepte teilweise deutlich.',
      'Beliebte Zutaten sind {list}.',
      'Mit {t} schmeckt das Ergebnis fruchtiger, mit {u} würziger.',
      'Für Kinder und Autofahrer gibt es Versionen ganz ohne Alkohol.',
      'Manche schwören auf {m}, andere bleiben beim Original.',
      'Auch {n} ist eine beliebte Alternative.',
    ],
    keyword: [
      'Eine weitere Variante ist {k} {m}, die sich gut für Gäste eignet.',
      'Wer es ausgefallen mag, probiert {k} mit {t} oder greift zu {n}.',
    ],
  },
  tips: {
    plain: [
      'Unser wichtigster Tipp: Verwenden Sie nur gute Zutaten, vor allem beim {t}.',
      'Ein häufiger Fehler ist, alles zu lange zu erhitzen.',
      'Reste halten sich gut verschlossen zwei bis drei Tage im Kühlschrank.',
      'Für {m} lohnt es sich, etwas mehr Zeit einzuplanen.',
      'Probieren Sie zwischendurch, damit Sie rechtzeitig nachwürzen können.',
      'Frische {t} geben mehr Aroma als getrocknete.',
      'Weniger ist oft mehr: Zu viel {u} überdeckt alles andere.',
      'Wärmen Sie die {p} vor, dann bleibt das Getränk länger heiß.',
    ],
    keyword: [
      'Bewahren Sie übrig gebliebenen {k} gut verschlossen im Kühlschrank auf.',
      'Für {k} {m} lohnt es sich, etwas mehr Zeit einzuplanen.',
    ],
  },
  products: {
    plain: [
      'Viel brauchen Sie nicht, passende {p} machen das Ganze aber deutlich einfacher.',
      'Gute {p} bekommen Sie im Fachhandel oder online, oft schon zu kleinen Preisen.',
      'Beim Kauf von {p} sollten Sie auf Qualität und Material achten.',
      'Bei {p} aus Edelstahl bleibt die Wärme länger erhalten als bei Aluminium.',
      'Wer öfter Gäste hat, plant bei {p} großzügig.',
      'Unsere Empfehlungen für {p} finden Sie weiter unten.',
    ],
    keyword: [
      'Viele Leser fragen uns nach {p} für {k}; unsere Empfehlungen finden Sie weiter unten.',
      'Für {k} brauchen Sie nicht viel, passende {p} machen es aber einfacher.',
    ],
  },
  questions: {
    plain: [
      'Das hängt vor allem davon ab, wie viel {t} Sie verwenden.',
      'Mit {t} und {u} liegen Sie fast immer richtig.',
      'Ein Rest hält sich gut gekühlt zwei bis drei Tage.',
      'Sanft erwärmt bleibt das Aroma von {t} am besten erhalten.',
      'Kurz gesagt: Es kommt auf die Zubereitung und den eigenen Geschmack an.',
      'Wer unsicher ist, hält sich an das klassische Rezept mit {t} und {u}.',
      'Klassisch gehören {list} dazu.',
      'Im Zweifel lohnt ein Blick auf die Angaben auf dem Etikett.',
      'Die Antwort hängt vor allem von {t} ab.',
      'Als Faustregel gilt: lieber sanft erwärmen als zu stark.',
    ],
    keyword: [
      'Kurz gesagt: Es kommt auf die Zubereitung von {k} und den eigenen Geschmack an.',
      'Wer unsicher ist, hält sich an das klassische Rezept für {k}.',
    ],
  },
  related: {
    plain: [
      '{N} ist eng verwandt, schmeckt aber anders.',
      'Wer es mag, sollte auch {n} einmal probieren.',
      'Bei {n} stehen {t} und {u} weniger im Vordergrund.',
      'Auf dem Weihnachtsmarkt stehen beide oft direkt nebeneinander.',
      'Geschmacklich liegen die beiden näher beieinander, als viele denken.',
    ],
    keyword: [
      'Im direkten Vergleich ist {k} vielseitiger als {n}.',
      'Wer {k} mag, sollte auch {n} einmal probieren.',
    ],
  },
  prices: {
    plain: [
      'Die Preise schwanken je nach Qualität und Anbieter deutlich.',
      'Im Supermarkt ist es oft günstiger als auf dem Markt oder im Restaurant.',
      'Selbst zubereitet spart man im Vergleich zum Kauf meist einiges.',
      'Achten Sie bei Angeboten auf den Preis pro Liter.',
      'Hochwertiger {t} kostet mehr, lohnt sich aber geschmacklich.',
      'Wer {u} in größeren Mengen kauft, zahlt weniger.',
    ],
    keyword: [
      'Die Preise für {k} schwanken je nach Qualität und Anbieter deutlich.',
      'Wer {k} selbst zubereitet, spart im Vergleich zum Kauf meist einiges.',
    ],
  },
};

/** The section kinds each kind of site leans to, in the order they appear. */
export const SITE_PROFILES: readonly (readonly SectionKind[])[] = [
  ['basics', 'howto', 'variants', 'tips', 'questions'],
  ['basics', 'prices', 'products', 'tips', 'questions'],
  ['basics', 'related', 'variants', 'questions'],
  ['howto', 'tips', 'variants', 'products', 'questions'],
  ['basics', 'howto', 'products', 'prices', 'related', 'questions'],
];
