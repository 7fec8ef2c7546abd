import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectLogSeparator, normaliseTerm, parseSearchLog } from './internal-search-csv.ts';

const TODAY = '2026-11-25';

describe('parseSearchLog', () => {
  it('reads a German Matomo-style export with ; separators, German numbers and dates', () => {
    const csv = 'Suchbegriff;Anzahl;Datum\nWinterjacke Damen;1.234;24.11.2026\n"Mütze; rot";12;23.11.2026\n';
    const log = parseSearchLog(csv, TODAY);
    expect(log.separator).toBe(';');
    expect(log.columns).toEqual({ term: 'Suchbegriff', count: 'Anzahl', date: 'Datum' });
    expect(log.entries).toEqual([
      { term: 'winterjacke damen', day: '2026-11-24', count: 1234 },
      { term: 'mütze; rot', day: '2026-11-23', count: 12 },
    ]);
    expect(log).toMatchObject({ acceptedLines: 2, searches: 1246, firstDay: '2026-11-23', lastDay: '2026-11-24', problem: null, rejected: [] });
  });

  it('reads a GA4 report: # comments, the Search term column among other metrics, English numbers, YYYYMMDD dates', () => {
    const csv = [
      '# ----------------------------------------',
      '# Search terms',
      '# Start date: 20261101',
      '# End date: 20261124',
      '# ----------------------------------------',
      '',
      'Search term,Date,Total users,Event count',
      'ski socks,20261123,4,"1,020"',
      'Ski  Socks,20261123,1,5',
      'thermos,20261124,2,3',
    ].join('\n');
    const log = parseSearchLog(csv, TODAY);
    expect(log.columns).toEqual({ term: 'Search term', count: 'Event count', date: 'Date' });
    expect(log.entries).toEqual([
      { term: 'ski socks', day: '2026-11-23', count: 1025 },
      { term: 'thermos', day: '2026-11-24', count: 3 },
    ]);
    expect(log.acceptedLines).toBe(3);
  });

  it('takes the report end date for every line when a GA4 export has no Date column, and drops its totals line', () => {
    const csv = '# Enddatum: 20261124\nSuchbegriff,Ereignisanzahl\nGesamt,99\nglühwein,90\npunsch,9\n';
    const log = parseSearchLog(csv, TODAY);
    expect(log.columns).toEqual({ term: 'Suchbegriff', count: 'Ereignisanzahl', date: null });
    expect(log.entries.map((e) => e.day)).toEqual(['2026-11-24', '2026-11-24']);
    expect(log.rejected).toEqual([{ line: 3, reason: 'a totals line, not a search term' }]);
  });

  it('reads tab separated files and headerless term, count, date lines', () => {
    expect(parseSearchLog('label\tnb_visits\tdate\nschal\t3\t2026-11-20', TODAY).entries).toEqual([{ term: 'schal', day: '2026-11-20', count: 3 }]);
    expect(parseSearchLog('schal;3;20.11.2026\nhandschuhe;4;11/21/2026', TODAY).entries).toHaveLength(2);
  });

  it('names every refused line with its number and reason, counting lines of quoted line breaks', () => {
    const csv = [
      'Search term;Count;Date', // 1
      'ok;1;01.11.2026', // 2
      ';5;01.11.2026', // 3
      'half;1,5;01.11.2026', // 4
      '"two', // 5
      'lines";2;99.11.2026', // 6
      'future;1;01.12.2026', // 7
      'short;4', // 8
      '', // 9
      'again;-2;01.11.2026', // 10
    ].join('\r\n');
    const log = parseSearchLog(csv, TODAY);
    expect(log.rejected).toEqual([
      { line: 3, reason: 'the search term is empty' },
      { line: 4, reason: 'the count "1,5" is not a whole number' },
      { line: 5, reason: 'the date "99.11.2026" is not a calendar day' },
      { line: 7, reason: 'the date 01.12.2026 lies in the future' },
      { line: 8, reason: 'it has 2 fields, the header 3' },
      { line: 10, reason: 'the count "-2" is negative' },
    ]);
    expect(log.acceptedLines).toBe(1);
  });

  it('says why nothing can be read: empty file, no header, no good line', () => {
    expect(parseSearchLog('\n \n', TODAY).problem).toBe('The file holds no lines to import.');
    expect(parseSearchLog('Name,Wert\na,b', TODAY).problem).toContain('Line 1 is not a header');
    // A keyword tool's export is named, with where its values are kept instead.
    const semrush = parseSearchLog('Keyword,Intent,Volume,Trend,Keyword Difficulty,CPC (USD)\nskihelm,commercial,8100,,41,1.20\n', TODAY);
    expect(semrush).toMatchObject({ entries: [], acceptedLines: 0 });
    expect(semrush.problem).toMatch(/^This is a Semrush export: searches on Google, not on your site\. .*monitoring project.*“Imported … \(Semrush\)”/u);
    expect(parseSearchLog('Keyword Stats 2026-06-09\n"May 1, 2025 - April 30, 2026"\nKeyword\tCurrency\tAvg. monthly searches\nschuhe\tEUR\t1K – 10K\n', TODAY).problem).toContain('This is a Keyword Planner export');
    expect(parseSearchLog('Häufigste Suchanfragen;Klicks;Impressionen;CTR;Position\nskihelm;12;400;3 %;4,2\n', TODAY).problem).toContain('This is a Search Console export');
    expect(parseSearchLog('Search term,Count,Date\nx,0,2026-11-01', TODAY).problem).toContain('No line of the file could be imported');
  });

  it('refuses terms longer than 200 characters', () => {
    const log = parseSearchLog(`term,count,date\n${'a'.repeat(201)},1,2026-11-01`, TODAY);
    expect(log.rejected[0]?.reason).toBe('the search term is longer than 200 characters');
  });
});

describe('detectLogSeparator and normaliseTerm', () => {
  it('picks the most frequent separator of the first data line, ignoring quotes and comments', () => {
    expect(detectLogSeparator('# a,b,c,d\nterm;count;date')).toBe(';');
    expect(detectLogSeparator('"a;b;c",count,date')).toBe(',');
    expect(detectLogSeparator('a\tb;c\td')).toBe('\t');
  });

  it('normalises case and spaces', () => {
    expect(normaliseTerm('  Winter   JACKE ')).toBe('winter jacke');
  });
});

const termArb = fc.stringMatching(/^[a-zäöüß][a-zäöüß ]{0,20}[a-zäöüß]$/u);
const entryArb = fc.record({ term: termArb, count: fc.integer({ min: 1, max: 1e6 }), day: fc.integer({ min: 0, max: 400 }) });

describe('parseSearchLog properties', () => {
  it('any log written in any separator and style reads back to the same searches per term and day', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { minLength: 1, maxLength: 30 }), fc.constantFrom(',', ';', '\t'), fc.boolean(), (lines, separator, german) => {
        const day = (offset: number) => new Date(Date.UTC(2025, 0, 1 + offset));
        const text = (offset: number) => {
          const d = day(offset);
          return german
            ? `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`
            : `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
        };
        const count = (n: number) => `"${n.toLocaleString(german ? 'de-DE' : 'en-US')}"`;
        const csv = [['Search term', 'Count', 'Date'].join(separator), ...lines.map((l) => [l.term, count(l.count), text(l.day)].join(separator))].join('\n');
        const log = parseSearchLog(csv, TODAY);
        expect(log.rejected).toEqual([]);
        expect(log.acceptedLines).toBe(lines.length);
        const expected = new Map<string, number>();
        for (const l of lines) {
          const key = `${normaliseTerm(l.term)}|${day(l.day).toISOString().slice(0, 10)}`;
          expected.set(key, (expected.get(key) ?? 0) + l.count);
        }
        expect(new Map(log.entries.map((e) => [`${e.term}|${e.day}`, e.count]))).toEqual(expected);
        expect(log.searches).toBe(lines.reduce((s, l) => s + l.count, 0));
      }),
    );
  });

  it('every line after the header is either accepted or named once, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }).filter((s) => !s.includes('"') && !/[\r\n]/u.test(s) && !s.trimStart().startsWith('#')), { maxLength: 20 }), (lines) => {
        const csv = ['term;count;date', ...lines].join('\n');
        const log = parseSearchLog(csv, TODAY);
        // A line of only separators is a spreadsheet's empty row and skipped like a blank line.
        const dataLines = lines.filter((l) => l.split(';').some((f) => f.trim() !== '')).length;
        expect(log.acceptedLines + log.rejected.length).toBe(dataLines);
        expect(new Set(log.rejected.map((r) => r.line)).size).toBe(log.rejected.length);
      }),
    );
  });
});
