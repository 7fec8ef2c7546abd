/**
 * The keywords a domain ranks for on the sample provider. A site covers a few topics of the graph:
 * those whose heads stand in its name (`www.gluehwein-shop.de`), else one picked by its name's hash
 * and up to two of that topic's neighbours. Of its topics' phrases it has a page for about one in five, and where the sample ranking
 * (the one the rankings port answers with) places it, it ranks.
 */
import { sampleIdentity } from './identity.ts';
import type { DomainKeyword } from '../ports.ts';
import { unit } from './hash.ts';
import { sampleRanking } from './search-results.ts';
import { genericTerms, graphLanguage, topicById, TOPICS, topicsIn, type GraphLanguage, type Topic } from './topic-graph.ts';
import { headPhrases } from './topic-phrases.ts';
import { baseVolume } from './volumes.ts';

const PICKED_TOPICS = 3;
const COVERAGE = 0.2;
const TRANSLITERATIONS: readonly [string, string][] = [['ae', 'ä'], ['oe', 'ö'], ['ue', 'ü']];

/** The words of a host name, as written and with ae/oe/ue read as umlauts. */
function nameWords(domain: string): string[] {
  const host = domain.toLowerCase().replace(/^www\./u, '');
  const words = host.split('.').slice(0, -1).join(' ').split(/[-_]/u).join(' ');
  return [words, TRANSLITERATIONS.reduce((text, [from, to]) => text.replaceAll(from, to), words)];
}

export function domainTopics(domain: string, language: GraphLanguage): Topic[] {
  const named = nameWords(domain).flatMap((words) => topicsIn(words, language));
  if (named.length > 0) return [...new Set(named)];
  // A site's topics hang together: one picked by the name's hash, then its neighbours.
  const first = TOPICS[Math.floor(unit(domain, 'topic') * TOPICS.length)] ?? TOPICS[0];
  if (!first) return [];
  const picked = [first];
  for (const id of first.neighbours) {
    const neighbour = topicById(id);
    if (neighbour && picked.length < PICKED_TOPICS && !picked.includes(neighbour)) picked.push(neighbour);
  }
  return picked;
}

function slug(text: string): string {
  return encodeURIComponent(sampleIdentity(text).replace(/\s+/gu, '-'));
}

/** A question ranks with a guide page, anything else with the head's page. */
function rankingUrl(domain: string, head: string, keyword: string, language: GraphLanguage): string {
  const question = genericTerms(language).questionWords.includes(sampleIdentity(keyword).split(' ')[0] ?? '');
  return question ? `https://${domain}/${language === 'de' ? 'ratgeber' : 'guide'}/${slug(keyword)}` : `https://${domain}/${slug(head)}`;
}

export function sampleDomainKeywords(domain: string, location: number, language: string, limit: number): DomainKeyword[] {
  const graph = graphLanguage(language);
  const seen = new Set<string>();
  const found: (DomainKeyword & { volume: number })[] = [];
  for (const topic of domainTopics(domain, graph)) {
    for (const head of topic[graph].heads) {
      const phrases = [head, ...headPhrases(head, head, topic[graph], graph).map((candidate) => candidate.phrase)];
      for (const keyword of phrases) {
        const identity = sampleIdentity(keyword);
        if (seen.has(identity)) continue;
        seen.add(identity);
        if (unit(domain, identity, 'page') >= COVERAGE) continue;
        const position = sampleRanking(domain, keyword, location, 'desktop');
        if (position === null) continue;
        found.push({ keyword, position, url: rankingUrl(domain, head, keyword, graph), volume: baseVolume(keyword, location, language) });
      }
    }
  }
  return found
    .sort((a, b) => a.position - b.position || b.volume - a.volume || a.keyword.localeCompare(b.keyword, 'de'))
    .slice(0, Math.max(0, limit))
    .map(({ keyword, position, url }) => ({ keyword, position, url }));
}
