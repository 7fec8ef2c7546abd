import { describe, expect, it } from 'vitest';
import { accountLink, alreadyRegisteredMail, registrationMail, resetMail } from './account-mails.ts';

describe('account mails', () => {
  it('links to the pages of SPEC §2 under the public URL', () => {
    expect(accountLink('https://kw.example.com/', 'setpassword', 'abc_-1')).toBe('https://kw.example.com/setpassword/abc_-1');
    expect(accountLink('http://127.0.0.1:3000', 'login')).toBe('http://127.0.0.1:3000/login');
  });

  it('the registration mail holds the set-password link on a line of its own and its validity', () => {
    const mail = registrationMail('new@example.com', 'https://kw.example.com', 'CODE123');
    expect(mail.to).toBe('new@example.com');
    expect(mail.text.split('\n')).toContain('https://kw.example.com/setpassword/CODE123');
    expect(mail.text).toContain('expires in 24 hours');
  });

  it('the reset mail holds the reset link and says it lasts one hour', () => {
    const mail = resetMail('old@example.com', 'https://kw.example.com', 'CODE456');
    expect(mail.text.split('\n')).toContain('https://kw.example.com/resetpassword/CODE456');
    expect(mail.text).toContain('expires in 1 hour.');
  });

  it('the notice for a taken address carries no code', () => {
    const mail = alreadyRegisteredMail('taken@example.com', 'https://kw.example.com');
    expect(mail.text).not.toMatch(/(setpassword|resetpassword)\/\S/);
    expect(mail.text).toContain('https://kw.example.com/resetpassword');
  });
});
