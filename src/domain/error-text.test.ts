import { describe, expect, it } from 'vitest';
import { errorText } from './error-text.ts';

describe('errorText', () => {
  it('says an error by its message and anything else as text', () => {
    expect(errorText(new Error('The server cannot be reached.'))).toBe('The server cannot be reached.');
    expect(errorText('worker gone')).toBe('worker gone');
    expect(errorText(404)).toBe('404');
  });
});
