import { describe, expect, it } from 'vitest';
import { phraseError, phraseIdentity } from '../../../src/domain/phrase-validation.ts';
import { domainTopics, sampleDomainKeywords } from './domain-keywords.ts';
import { sampleDomainKeywordsPort } from './index.ts';
import { sampleRanking } from './search-results.ts';

const DEMO = 'www.demo-shop.de';

describe('sample keywords of a domain', () => {
  it('gives the demo shop hundreds of keywords, best position first, as the rankings port ranks them', () => {
    const keywords = sampleDomainKeywords(DEMO, 2276, 'de', 1000);
    expect(keywords.length).toBeGreaterThanOrEqual(100);
    expect(keywords.length).toBeLessThan(1000);
    const positions = keywords.map((k) => k.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const { keyword, position, url } of keywords) {
      expect(sampleRanking(DEMO, keyword, 2276, 'desktop')).toBe(position);
      expect(url.startsWith(`https://${DEMO}/`)).toBe(true);
      expect(phraseError(keyword)).toBeNull();
    }
    expect(new Set(keywords.map((k) => phraseIdentity(k.keyword))).size).toBe(keywords.length);
  });

  it('stays on a few neighbouring topics of the site', () => {
    const topics = domainTopics(DEMO, 'de');
    expect(topics.length).toBeGreaterThanOrEqual(1);
    expect(topics.length).toBeLessThanOrEqual(3);
    const heads = new Set(topics.flatMap((topic) => topic.de.heads));
    const offTopic = sampleDomainKeywords(DEMO, 2276, 'de', 1000).filter(({ keyword }) => ![...heads].some((head) => phraseIdentity(keyword).includes(head)));
    expect(offTopic).toEqual([]);
  });

  it('reads the topics from a name that has a head in it, umlauts written as ae/oe/ue', () => {
    expect(domainTopics('www.gluehwein-shop.de', 'de').map((topic) => topic.id)).toEqual(['christmas-drinks']);
    const keywords = sampleDomainKeywords('www.gluehwein-shop.de', 2276, 'de', 50);
    expect(keywords.length).toBe(50);
    expect(keywords.some((k) => k.url === 'https://www.gluehwein-shop.de/gl%C3%BChwein')).toBe(true);
  });

  it('links a question to a guide page and honours the limit', () => {
    const keywords = sampleDomainKeywords('www.gluehwein-shop.de', 2276, 'de', 1000);
    const question = keywords.find((k) => k.keyword.startsWith('wie '));
    expect(question?.url).toMatch(/^https:\/\/www\.gluehwein-shop\.de\/ratgeber\/wie-/u);
    expect(sampleDomainKeywords(DEMO, 2276, 'de', 0)).toEqual([]);
  });

  it('answers through the port, deterministically', async () => {
    const signal = new AbortController().signal;
    const first = await sampleDomainKeywordsPort.domainKeywords({ domain: DEMO, location: 2276, language: 'de', limit: 30, signal });
    expect(first).toEqual(sampleDomainKeywords(DEMO, 2276, 'de', 30));
    expect(first).toHaveLength(30);
  });
});
