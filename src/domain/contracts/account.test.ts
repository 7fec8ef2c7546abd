import { describe, expect, it } from 'vitest';
import { passwordRuleMessages, passwordRuleProblem, registerRequestSchema, setPasswordRequestSchema } from './account.ts';

describe('passwordRuleProblem', () => {
  it('accepts ten characters or more with at least two distinct ones', () => {
    expect(passwordRuleProblem('abcdefghij')).toBeUndefined();
    expect(passwordRuleProblem('aaaaaaaaab')).toBeUndefined();
    expect(passwordRuleProblem('correct horse battery staple')).toBeUndefined();
  });

  it('names the length rule below ten characters, counting what a person sees as one character', () => {
    expect(passwordRuleProblem('')).toBe(passwordRuleMessages.tooShort);
    expect(passwordRuleProblem('abcdefghi')).toBe(passwordRuleMessages.tooShort);
    expect(passwordRuleMessages.tooShort).toBe('Use at least 10 characters.');
    // Nine emoji are eighteen UTF-16 units but nine characters.
    const nine = '🔑🔒🔓🔐🐉🏰🧱🎲🎯';
    expect(nine.length).toBe(18);
    expect(passwordRuleProblem(nine)).toBe(passwordRuleMessages.tooShort);
    expect(passwordRuleProblem(`${nine}🎨`)).toBeUndefined();
  });

  it('refuses one character repeated, whatever the length', () => {
    expect(passwordRuleProblem('aaaaaaaaaa')).toBe(passwordRuleMessages.oneCharacter);
    expect(passwordRuleProblem('🔑'.repeat(12))).toBe(passwordRuleMessages.oneCharacter);
    expect(passwordRuleProblem('          ')).toBe(passwordRuleMessages.oneCharacter);
  });

  it('caps the length', () => {
    expect(passwordRuleProblem('ab'.repeat(600))).toBe(passwordRuleMessages.tooLong);
  });
});

describe('account request contracts', () => {
  it('are strict and carry the password rule', () => {
    expect(registerRequestSchema.safeParse({ email: 'a@b.de', name: 'A', password: 'x' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ email: 'a@b.de', name: '  ' }).success).toBe(false);
    const weak = setPasswordRequestSchema.safeParse({ code: 'A'.repeat(43), password: 'short' });
    expect(weak.success).toBe(false);
    expect(weak.error?.issues[0]?.message).toBe(passwordRuleMessages.tooShort);
    expect(setPasswordRequestSchema.safeParse({ code: 'A'.repeat(43), password: 'long-enough-pw' }).success).toBe(true);
  });
});
