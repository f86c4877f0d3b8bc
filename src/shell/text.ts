// Small text helpers shared by the engine and the page (no dependencies, safe in any bundle).

/** The longest common prefix of the words. */
export function commonPrefix(words: readonly string[]): string {
  if (words.length === 0) return '';
  let p = words[0];
  for (const w of words) while (!w.startsWith(p)) p = p.slice(0, -1);
  return p;
}
