// The stopword package ships no types; only what the domain uses is declared.
declare module 'stopword/dist/stopword.esm.mjs' {
  /** German stop words, lower-case. */
  export const deu: readonly string[];
  /** English stop words, lower-case. */
  export const eng: readonly string[];
  export function removeStopwords(tokens: readonly string[], stopwords?: readonly string[]): string[];
}
