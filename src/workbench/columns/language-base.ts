/** `de`, `de-AT`, `DE_de` → `de`: the word lists are kept per base language. */
export function languageBase(language: string): string {
  return language.trim().toLowerCase().split(/[-_]/u)[0] ?? '';
}
