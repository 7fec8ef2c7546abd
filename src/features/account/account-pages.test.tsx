import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkSegments, OutboxPage } from './outbox-page.tsx';
import { RegisterPage } from './register-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { SetPasswordPage } from './set-password-page.tsx';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** Every input must be inside a label with text, the docs/architecture.md rule for screens. */
function labelTexts(html: string): string[] {
  return [...html.matchAll(/<label>([^<]*)<input/g)].map((m) => (m[1] ?? '').trim());
}

const pages: Array<[string, ReactElement, string, string[]]> = [
  ['register', <RegisterPage />, 'Register', ['Name', 'E-mail']],
  ['set password without code', <SetPasswordPage />, 'Set your password', []],
  ['set password with code', <SetPasswordPage code={'A'.repeat(43)} />, 'Choose your password', ['New password', 'Repeat the password']],
  ['reset password without code', <ResetPasswordPage />, 'Reset your password', ['E-mail']],
  ['reset password with code', <ResetPasswordPage code={'B'.repeat(43)} />, 'Choose a new password', ['New password', 'Repeat the password']],
  ['outbox', <OutboxPage load={async () => []} />, 'Outbox', []],
];

describe('account pages', () => {
  it.each(pages)('%s: one h1 inside main#main, every input labelled, a way to the login', (_, page, heading, labels) => {
    const html = renderToStaticMarkup(page);
    expect(html.startsWith('<main id="main"')).toBe(true);
    expect(count(html, /<h1[ >]/g)).toBe(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(labelTexts(html)).toEqual(labels);
    expect(count(html, /<input/g)).toBe(labels.length);
    expect(html).toContain('href="/login"');
  });

  it('the password forms state the rule next to the field', () => {
    const html = renderToStaticMarkup(<SetPasswordPage code={'C'.repeat(43)} />);
    expect(html).toContain('aria-describedby="password-hint"');
    expect(html).toMatch(/id="password-hint"[^>]*>At least 10 characters, and not one character repeated\./);
  });
});

describe('linkSegments', () => {
  it('splits mail text into text and links, losing nothing', () => {
    const text = 'Open this:\n\nhttp://127.0.0.1:3000/setpassword/abc_-9\n\nor https://kw.example.com/login.';
    const segments = linkSegments(text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.href).map((s) => s.href)).toEqual(['http://127.0.0.1:3000/setpassword/abc_-9', 'https://kw.example.com/login']);
  });

  it('leaves text without links as one segment and ignores other schemes', () => {
    expect(linkSegments('no links, javascript:alert(1)')).toEqual([{ text: 'no links, javascript:alert(1)' }]);
    expect(linkSegments('')).toEqual([]);
  });
});
