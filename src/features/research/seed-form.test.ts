import { describe, expect, it } from 'vitest';
import { TOO_MANY_CHARACTERS, TOO_MANY_WORDS } from '../../domain/phrase-validation.ts';
import { seedProblem } from './seed-form.tsx';

describe('seedProblem', () => {
  it('gives the spec’s message for a seed that breaks a phrase rule', () => {
    expect(seedProblem('a b c d e f g h i j k')).toBe(TOO_MANY_WORDS);
    expect(seedProblem('x'.repeat(81))).toBe(TOO_MANY_CHARACTERS);
  });

  it('is silent for a fine seed, a domain and an empty field', () => {
    expect(seedProblem('  glühwein   kaufen ')).toBeNull();
    expect(seedProblem('www.demo-shop.de')).toBeNull();
    expect(seedProblem('   ')).toBeNull();
  });
});
