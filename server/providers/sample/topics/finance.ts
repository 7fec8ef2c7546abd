/** Finance: accounts and cards, insurance, investing, loans and taxes. */
import type { Topic } from './topic.ts';

export const FINANCE_TOPICS: readonly Topic[] = [
  {
    id: 'finance-accounts', season: 'flat', category: 70100, commercial: 0.9,
    neighbours: ['investing', 'loans'],
    de: {
      heads: ['girokonto', 'kreditkarte', 'tagesgeld', 'festgeld', 'online banking', 'bankkonto', 'sparbuch', 'paypal'],
      modifiers: [
        'kostenlos', 'vergleich', 'test', 'testsieger', 'eröffnen', 'kündigen', 'wechseln', 'ohne schufa', 'für kinder',
        'für studenten', 'für selbstständige', 'mit prämie', 'zinsen', 'zinsen aktuell', 'gebühren', 'sparkasse',
        'volksbank', 'ing', 'dkb', 'comdirect', 'n26', 'c24', 'commerzbank', 'app', 'login', 'limit', 'dispo',
        'einlagensicherung', 'steuer', 'gemeinschaftskonto', 'pfändungsschutzkonto', 'im ausland', 'ohne gebühren',
        'mit apple pay', 'beantragen', 'sperren', 'verloren', '12 monate', '2 jahre',
      ],
      products: [],
      questions: [
        'welches {k} ist kostenlos', 'wie {k} eröffnen', 'was kostet ein {k}', 'wie {k} kündigen', 'wo {k} eröffnen',
        'wann lohnt sich {k}', 'warum {k} wechseln', 'wie sicher ist {k}', 'wer bietet das beste {k}',
      ],
    },
    en: {
      heads: ['current account', 'credit card', 'savings account', 'fixed rate bond', 'online banking', 'bank account', 'isa', 'paypal'],
      modifiers: [
        'free', 'comparison', 'best', 'open', 'close', 'switch', 'no credit check', 'for kids', 'for students',
        'for self employed', 'with bonus', 'interest rates', 'fees', 'barclays', 'hsbc', 'lloyds', 'natwest', 'monzo',
        'starling', 'nationwide', 'app', 'login', 'limit', 'overdraft', 'protection', 'tax', 'joint', 'abroad', 'no fees',
        'with apple pay', 'apply', 'lost', '12 months', 'uk',
      ],
      products: [],
      questions: ['which {k} is best', 'how to open a {k}', 'how much does a {k} cost', 'how to close a {k}', 'is a {k} worth it', 'how safe is {k}'],
    },
  },
  {
    id: 'insurance', season: 'flat', category: 70200, commercial: 0.95,
    neighbours: ['finance-accounts', 'health-care'],
    de: {
      heads: ['kfz versicherung', 'haftpflichtversicherung', 'hausratversicherung', 'krankenversicherung', 'zahnzusatzversicherung', 'rechtsschutzversicherung', 'reiseversicherung', 'berufsunfähigkeitsversicherung', 'lebensversicherung'],
      modifiers: [
        'vergleich', 'test', 'testsieger', 'stiftung warentest', 'günstig', 'kosten', 'rechner', 'wechseln', 'kündigen',
        'kündigungsfrist', 'sinnvoll', 'für familien', 'für singles', 'für studenten', 'für rentner', 'für beamte',
        'ohne wartezeit', 'ohne gesundheitsfragen', 'huk', 'allianz', 'check24', 'verivox', 'tk', 'aok', 'barmer', 'debeka',
        'ergo', 'beitrag', 'selbstbeteiligung', 'steuerlich absetzbar', 'leistungen', 'erfahrungen', 'online abschließen',
        'kündigen vorlage', 'stichtag', '30 november', 'ab wann',
      ],
      products: [],
      questions: [
        'welche {k} ist die beste', 'was kostet eine {k}', 'wann {k} kündigen', 'wie {k} wechseln', 'ist {k} sinnvoll',
        'was zahlt die {k}', 'wer braucht eine {k}', 'warum ist {k} so teuer', 'wofür braucht man eine {k}',
      ],
    },
    en: {
      heads: ['car insurance', 'home insurance', 'contents insurance', 'health insurance', 'dental insurance', 'legal insurance', 'travel insurance', 'income protection', 'life insurance'],
      modifiers: [
        'comparison', 'best', 'cheap', 'cost', 'calculator', 'quote', 'switch', 'cancel', 'for families', 'for young drivers',
        'for students', 'for over 50s', 'no waiting period', 'aviva', 'admiral', 'direct line', 'axa', 'bupa', 'compare the market',
        'go compare', 'premium', 'excess', 'tax deductible', 'cover', 'reviews', 'online', 'uk',
      ],
      products: [],
      questions: ['which {k} is best', 'how much is {k}', 'how to cancel {k}', 'is {k} worth it', 'what does {k} cover', 'who needs {k}', 'why is {k} so expensive'],
    },
  },
  {
    id: 'investing', season: 'flat', category: 70300, commercial: 0.85,
    neighbours: ['finance-accounts', 'loans'],
    de: {
      heads: ['etf', 'aktien', 'depot', 'sparplan', 'gold', 'bitcoin', 'fonds', 'dividenden', 'altersvorsorge', 'msci world'],
      modifiers: [
        'kaufen', 'für anfänger', 'vergleich', 'test', 'kosten', 'eröffnen', 'kostenlos', 'steuer', 'rechner', 'rendite',
        'kurs', 'aktuell', 'prognose', 'news', 'trade republic', 'scalable capital', 'ing', 'comdirect', 'consorsbank',
        'für kinder', 'mit 50', 'monatlich', '100 euro', '50 euro', 'thesaurierend', 'ausschüttend', 'nachhaltig', 'app',
        'sicher', 'risiko', 'verkaufen', 'freistellungsauftrag', 'vorabpauschale', 'depotübertrag',
      ],
      products: ['buch'],
      questions: [
        'wie funktioniert ein {k}', 'welcher {k} ist der beste', 'wie viel in {k} investieren', 'wann {k} kaufen',
        'wo {k} kaufen', 'ist {k} sicher', 'was kostet ein {k}', 'warum fällt {k}', 'wie wird {k} versteuert',
      ],
    },
    en: {
      heads: ['etf', 'shares', 'stocks and shares isa', 'investment account', 'gold', 'bitcoin', 'funds', 'dividends', 'pension', 'msci world'],
      modifiers: [
        'buy', 'for beginners', 'comparison', 'best', 'fees', 'open', 'tax', 'calculator', 'returns', 'price', 'today',
        'forecast', 'news', 'vanguard', 'hargreaves lansdown', 'trading 212', 'freetrade', 'for kids', 'monthly', '100 a month',
        'accumulating', 'distributing', 'ethical', 'app', 'safe', 'risk', 'sell', 'uk',
      ],
      products: ['book'],
      questions: ['how does an {k} work', 'which {k} is best', 'how much to invest in {k}', 'when to buy {k}', 'where to buy {k}', 'is {k} safe', 'why is {k} falling'],
    },
  },
  {
    id: 'loans', season: 'flat', category: 70400, commercial: 0.95,
    neighbours: ['finance-accounts', 'investing', 'insurance'],
    de: {
      heads: ['kredit', 'baufinanzierung', 'ratenkredit', 'autokredit', 'immobilienkredit', 'umschuldung', 'schufa', 'steuererklärung'],
      modifiers: [
        'vergleich', 'rechner', 'zinsen', 'zinsen aktuell', 'ohne schufa', 'für selbstständige', 'trotz schufa', 'sofort',
        'online', 'günstig', 'sondertilgung', 'laufzeit', '10000 euro', '20000 euro', '50000 euro', 'check24', 'smava',
        'interhyp', 'sparkasse', 'ing', 'dkb', 'eigenkapital', 'ohne eigenkapital', 'kfw', 'förderung', 'voraussetzungen',
        'beantragen', 'selbst machen', 'elster', 'frist', 'software', 'steuerberater', 'auskunft', 'kostenlos', 'löschen',
      ],
      products: [],
      questions: [
        'wie viel {k} bekomme ich', 'wie lange dauert {k}', 'was kostet ein {k}', 'wo {k} beantragen', 'wann lohnt sich {k}',
        'welche unterlagen für {k}', 'warum wurde mein {k} abgelehnt', 'wer gibt {k} ohne schufa',
      ],
    },
    en: {
      heads: ['loan', 'mortgage', 'personal loan', 'car finance', 'remortgage', 'debt consolidation', 'credit score', 'tax return'],
      modifiers: [
        'comparison', 'calculator', 'rates', 'interest rates today', 'bad credit', 'for self employed', 'instant', 'online',
        'cheap', 'overpayment', 'term', '10000', '20000', 'moneysupermarket', 'nationwide', 'halifax', 'deposit', 'no deposit',
        'first time buyer', 'requirements', 'apply', 'deadline', 'software', 'accountant', 'check', 'free', 'uk',
      ],
      products: [],
      questions: ['how much {k} can i get', 'how long does a {k} take', 'how much does a {k} cost', 'when is a {k} worth it', 'why was my {k} rejected'],
    },
  },
];
