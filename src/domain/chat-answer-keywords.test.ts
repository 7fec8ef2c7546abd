import { describe, expect, it } from 'vitest';
import { keywordsOfAnswer } from './chat-answer-keywords.ts';

describe('keywordsOfAnswer', () => {
  it('finds the keywords an answer lists: first columns of tables headed Keyword, escapes read, each once', () => {
    const answer = 'Top:\n\n| Keyword | Ø |\n| --- | --- |\n| glühwein | 1 |\n| t\\-shirt \\_x | 2 |\n\n| Projekt | x |\n| --- | --- |\n| www.a.de | 1 |\n\n| Keyword | x |\n| --- | --- |\n| glühwein | 3 |';
    expect(keywordsOfAnswer(answer)).toEqual(['glühwein', 't-shirt _x']);
    expect(keywordsOfAnswer('no table')).toEqual([]);
  });

  it('reads a keyword with a pipe or markup characters as the planner escapes them', () => {
    expect(keywordsOfAnswer('| Keyword | Volumen |\n| --- | --- |\n| a\\|b \\<c\\> \\~d | 5 |')).toEqual(['a|b <c> ~d']);
  });
});
