// The hash of a Go source file's text that snapshot keys are made of (snapshot.ts sourceHash): FNV-1a
// over the UTF-16 code units. A process starting cold hashed every registry file it used, ~750,000
// characters for `oplab grade`, in a loop V8 had not yet optimised (~30 ms). The prebuilt CLI
// (scripts/bundle-cli.ts) hashes each file when it is bundled and hands the text over through
// `knownSource`, so the key of an unchanged file is found by a Map lookup; any other text (the engine
// from source, the site's build) is hashed here, to the same value.

/** FNV-1a's 32-bit offset basis. */
export const FNV_OFFSET = 2166136261;

/** FNV-1a (32-bit) of `s`'s code units, continuing from `h`. */
export function fnv(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Texts whose hash was found when the engine was bundled. */
const known = new Map<string, number>();

/** `text`, noting its hash (fnv(FNV_OFFSET, text), found ahead of time). */
export function knownSource(text: string, hash: number): string {
  known.set(text, hash);
  return text;
}

/** Whether `text`'s hash was found ahead of time (tests). */
export function isKnown(text: string): boolean {
  return known.has(text);
}

/** fnv(FNV_OFFSET, text), without hashing a text whose hash is known. */
export function fileHash(text: string): number {
  return known.get(text) ?? fnv(FNV_OFFSET, text);
}
