// The snowball-stemmers package ships no types; only what the domain uses is declared. It is a UMD
// module flagged `__esModule`, so only its named exports import alike in Node and in Vite's bundle.
declare module 'snowball-stemmers' {
  interface SnowballStemmer {
    /** The stem of one lower-case word. */
    stem(word: string): string;
  }
  export function newStemmer(language: 'german' | 'english'): SnowballStemmer;
}
