/** Health: colds, nutrition and diets, sleep, the doctor and the pharmacy. */
import type { Topic } from './topic.ts';

export const HEALTH_TOPICS: readonly Topic[] = [
  {
    id: 'cold-flu', season: 'winter', category: 80100, commercial: 0.35,
    neighbours: ['health-care', 'sleep', 'hot-drinks'],
    de: {
      heads: ['erkältung', 'grippe', 'husten', 'schnupfen', 'halsschmerzen', 'fieber', 'corona test', 'grippeimpfung', 'nasenspray', 'hustensaft'],
      modifiers: [
        'was hilft', 'hausmittel', 'schnell loswerden', 'dauer', 'symptome', 'ansteckend', 'ohne fieber', 'mit fieber',
        'bei kindern', 'bei babys', 'in der schwangerschaft', 'nachts', 'trocken', 'verschleimt', 'krankschreibung',
        'arbeiten', 'sport', 'tee', 'inhalieren', 'zwiebel', 'ingwer', 'honig', 'homöopathie', 'apotheke', 'rezeptfrei',
        'für kinder', 'dm', 'rossmann', 'wie lange', 'unterschied', 'immer wieder', 'vorbeugen', 'vitamin c', 'zink',
        'kosten', 'in der nähe', 'termin',
      ],
      products: ['tee', 'spray', 'tabletten', 'lutschtabletten', 'inhalator', 'thermometer'],
      questions: [
        'was hilft gegen {k}', 'wie lange dauert {k}', 'wie lange ist {k} ansteckend', 'wann mit {k} zum arzt',
        'was tun bei {k}', 'warum bekomme ich ständig {k}', 'wie {k} schnell loswerden', 'woran erkennt man {k}',
        'wo {k} machen', 'womit {k} behandeln', 'wer bekommt {k}',
      ],
    },
    en: {
      heads: ['cold', 'flu', 'cough', 'runny nose', 'sore throat', 'fever', 'covid test', 'flu jab', 'nasal spray', 'cough syrup'],
      modifiers: [
        'remedies', 'home remedies', 'how to get rid of', 'how long', 'symptoms', 'contagious', 'without fever', 'in children',
        'in babies', 'pregnancy', 'at night', 'dry', 'chesty', 'sick note', 'work', 'exercise', 'tea', 'steam', 'ginger',
        'honey', 'pharmacy', 'over the counter', 'for kids', 'boots', 'superdrug', 'difference', 'prevention', 'vitamin c',
        'zinc', 'cost', 'near me', 'nhs', 'uk',
      ],
      products: ['tea', 'spray', 'tablets', 'lozenges', 'inhaler', 'thermometer'],
      questions: ['what helps with a {k}', 'how long does a {k} last', 'how long is a {k} contagious', 'when to see a doctor for a {k}', 'what to do with a {k}', 'why do i keep getting a {k}'],
    },
  },
  {
    id: 'nutrition', season: 'flat', category: 80200, commercial: 0.45,
    neighbours: ['fitness', 'cooking', 'health-care'],
    de: {
      heads: ['abnehmen', 'diät', 'intervallfasten', 'kalorien', 'proteine', 'vitamin d', 'magnesium', 'nahrungsergänzungsmittel', 'keto diät', 'vegane ernährung'],
      modifiers: [
        'schnell', 'am bauch', 'ohne sport', 'mit sport', 'in 4 wochen', 'in 2 wochen', 'tipps', 'plan', 'ernährungsplan',
        'rezepte', 'app', 'rechner', 'tabelle', 'liste', 'für frauen', 'für männer', 'ab 50', 'in den wechseljahren',
        'erfahrungen', 'vorher nachher', 'kosten', 'test', 'ökotest', 'dm', 'rossmann', 'apotheke', 'dosierung', 'mangel',
        'symptome', 'nebenwirkungen', 'lebensmittel', 'kaufen', 'hochdosiert', 'tropfen', 'kapseln', '16 8', '5 2',
        'gesund', 'wirkung', 'einnahme', 'morgens oder abends',
      ],
      products: ['tabletten', 'kapseln', 'tropfen', 'pulver', 'waage', 'app'],
      questions: [
        'wie schnell {k}', 'was ist {k}', 'wie funktioniert {k}', 'wann {k} einnehmen', 'welches {k} ist das beste',
        'warum {k}', 'wie viel {k} am tag', 'wofür ist {k} gut', 'woran erkennt man {k} mangel', 'wer sollte {k} nehmen',
      ],
    },
    en: {
      heads: ['weight loss', 'diet', 'intermittent fasting', 'calories', 'protein', 'vitamin d', 'magnesium', 'supplements', 'keto diet', 'vegan diet'],
      modifiers: [
        'fast', 'belly fat', 'without exercise', 'in 4 weeks', 'tips', 'plan', 'meal plan', 'recipes', 'app', 'calculator',
        'chart', 'list', 'for women', 'for men', 'over 50', 'menopause', 'before and after', 'cost', 'best', 'boots',
        'holland and barrett', 'dosage', 'deficiency', 'symptoms', 'side effects', 'foods', 'buy', 'high strength', 'drops',
        'capsules', '16 8', '5 2', 'healthy', 'benefits', 'morning or night', 'uk', 'nhs',
      ],
      products: ['tablets', 'capsules', 'drops', 'powder', 'scales', 'app'],
      questions: ['how fast is {k}', 'what is {k}', 'how does {k} work', 'when to take {k}', 'which {k} is best', 'how much {k} per day', 'what is {k} good for'],
    },
  },
  {
    id: 'sleep', season: 'flat', category: 80300, commercial: 0.5,
    neighbours: ['cold-flu', 'furniture', 'nutrition'],
    de: {
      heads: ['schlafstörungen', 'einschlafen', 'schlafmittel', 'melatonin', 'schlafmaske', 'ohrstöpsel', 'schlaftracker', 'schnarchen'],
      modifiers: [
        'was hilft', 'hausmittel', 'tipps', 'ursachen', 'rezeptfrei', 'pflanzlich', 'für kinder', 'für babys', 'in der schwangerschaft',
        'wechseljahre', 'nach alkohol', 'nachts aufwachen', 'durchschlafen', 'meditation', 'musik', 'app', 'test', 'dm',
        'rossmann', 'apotheke', 'kaufen', 'dosierung', 'nebenwirkungen', 'erfahrungen', 'stoppen', 'schiene', 'operation',
      ],
      products: ['tabletten', 'spray', 'tee', 'kissen', 'app'],
      questions: ['was hilft bei {k}', 'wie schnell {k}', 'warum kann ich nicht {k}', 'wie viel {k} nehmen', 'ist {k} schädlich', 'woher kommt {k}'],
    },
    en: {
      heads: ['insomnia', 'falling asleep', 'sleeping pills', 'melatonin', 'sleep mask', 'ear plugs', 'sleep tracker', 'snoring'],
      modifiers: [
        'remedies', 'tips', 'causes', 'over the counter', 'natural', 'for kids', 'pregnancy', 'menopause', 'after alcohol',
        'waking up at night', 'meditation', 'music', 'app', 'best', 'boots', 'buy', 'dosage', 'side effects', 'reviews', 'stop', 'uk',
      ],
      products: ['tablets', 'spray', 'tea', 'pillow', 'app'],
      questions: ['what helps with {k}', 'how much {k} should i take', 'is {k} safe', 'why do i have {k}'],
    },
  },
  {
    id: 'health-care', season: 'flat', category: 80400, commercial: 0.6,
    neighbours: ['cold-flu', 'insurance', 'nutrition'],
    de: {
      heads: ['hausarzt', 'zahnarzt', 'apotheke', 'physiotherapie', 'brille', 'kontaktlinsen', 'hörgeräte', 'blutdruckmessgerät', 'zahnreinigung'],
      modifiers: [
        'in der nähe', 'notdienst', 'heute geöffnet', 'am wochenende', 'termin', 'online termin', 'neue patienten', 'kosten',
        'krankenkasse', 'zuzahlung', 'bewertung', 'berlin', 'hamburg', 'münchen', 'köln', 'test', 'testsieger', 'online',
        'günstig', 'fielmann', 'apollo', 'kaufen', 'für kinder', 'für senioren', 'ohne rezept', 'rezept', 'wie oft', 'angst',
      ],
      products: ['etui', 'reiniger', 'batterien', 'manschette'],
      questions: ['wo ist {k} in der nähe', 'was kostet {k}', 'wann {k} wechseln', 'wie oft zur {k}', 'zahlt die krankenkasse {k}', 'welche {k} ist gut'],
    },
    en: {
      heads: ['gp', 'dentist', 'pharmacy', 'physiotherapy', 'glasses', 'contact lenses', 'hearing aids', 'blood pressure monitor', 'teeth cleaning'],
      modifiers: [
        'near me', 'emergency', 'open today', 'weekend', 'appointment', 'online booking', 'accepting new patients', 'cost',
        'nhs', 'private', 'reviews', 'london', 'manchester', 'best', 'online', 'cheap', 'specsavers', 'boots', 'buy',
        'for kids', 'for seniors', 'prescription', 'how often',
      ],
      products: ['case', 'solution', 'batteries', 'cuff'],
      questions: ['where is the nearest {k}', 'how much is {k}', 'how often should you see a {k}', 'which {k} is best'],
    },
  },
];
