import { codeValidity } from '../../src/domain/contracts/account.ts';
import type { Mail } from './mailer.ts';

// Mails greet without a name: the name of a registration is typed by whoever asks, and a mail to a
// stranger's address must not carry text a stranger chose.
const SIGNATURE = '\n-- \nKeyword Workbench';

export function accountLink(publicUrl: string, page: 'setpassword' | 'resetpassword' | 'login', code?: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${page}${code ? `/${encodeURIComponent(code)}` : ''}`;
}

export function registrationMail(to: string, publicUrl: string, code: string): Mail {
  return {
    to,
    subject: 'Confirm your e-mail address for Keyword Workbench',
    text: [
      'Hello,',
      '',
      'this address was registered for a Keyword Workbench account. Open this link to confirm it and choose your password:',
      '',
      accountLink(publicUrl, 'setpassword', code),
      '',
      `The link works once and expires in ${codeValidity('set_password')}. Once your password is set, log in at ${accountLink(publicUrl, 'login')}.`,
      'If you did not register, ignore this mail: the account cannot be used without the link.',
      SIGNATURE,
    ].join('\n'),
  };
}

/** An admin invited this address into their company; the link is the set-password link of a registration. */
export function invitationMail(to: string, publicUrl: string, code: string, companyName: string): Mail {
  return {
    to,
    subject: `You are invited to ${companyName} on Keyword Workbench`,
    text: [
      'Hello,',
      '',
      `an administrator of ${companyName} invited this address to Keyword Workbench. Open this link to choose your password:`,
      '',
      accountLink(publicUrl, 'setpassword', code),
      '',
      `The link works once and expires in ${codeValidity('set_password')}. Once your password is set, log in at ${accountLink(publicUrl, 'login')}.`,
      'If you did not expect this, ignore this mail: the account cannot be used without the link.',
      SIGNATURE,
    ].join('\n'),
  };
}

export function alreadyRegisteredMail(to: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'You already have a Keyword Workbench account',
    text: [
      'Hello,',
      '',
      'someone asked to register this address, but it already has an account, so nothing was changed.',
      '',
      `Log in: ${accountLink(publicUrl, 'login')}`,
      `Forgot your password? Ask for a new one: ${accountLink(publicUrl, 'resetpassword')}`,
      '',
      'If this was not you, ignore this mail.',
      SIGNATURE,
    ].join('\n'),
  };
}

export function resetMail(to: string, publicUrl: string, code: string): Mail {
  return {
    to,
    subject: 'Choose a new password for Keyword Workbench',
    text: [
      'Hello,',
      '',
      'a new password was asked for this account. Open this link to choose it:',
      '',
      accountLink(publicUrl, 'resetpassword', code),
      '',
      `The link works once and expires in ${codeValidity('reset_password')}. Choosing a new password logs out every other session.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      SIGNATURE,
    ].join('\n'),
  };
}
