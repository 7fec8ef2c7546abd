import { phraseError, tidyPhrase } from '../../src/domain/phrase-validation.ts';
import { HttpError } from '../http/errors.ts';

/** A 400 naming the option and its rule, as the body contract's own refusals do. */
export function badOption(field: string, message: string): HttpError {
  return new HttpError(400, { error: 'bad_request', field: `options.${field}`, message: `options.${field}: ${message}` });
}

/** The seed as entered, tidied; a phrase the SPEC §5 rules refuse is a bad request, named. */
export function checkedSeed(keyword: string): string {
  const phrase = tidyPhrase(keyword);
  const message = phraseError(phrase);
  if (message !== null) throw badOption('keyword', message);
  return phrase;
}
