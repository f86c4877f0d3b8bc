// reflect.StructTag's key:"value" syntax (go/src/reflect/type.go StructTag.Lookup), shared by
// encoding/json's field scan, go vet's structtag analyzer and the CRD schema generator. Tags are Go
// byte strings (one char per byte), as the type checker stores them; values are unquoted with
// strconv.Unquote, so Go escapes such as `\x41`, `\101` and `\u00e9` mean what they mean to gc.

import { unquote } from '../strconv/quote.ts';

/** One key:"value" pair at the head of a tag, or why the head is not one (vet's error kinds). */
export type TagPair = { key: string; qvalue: string; rest: string } | 'key' | 'pair' | 'value';

/**
 * Scans the pair at the head of tag, which has no leading spaces and is not empty. The scanner is
 * Lookup's: a key is a run of bytes above ' ' other than ':', '"' and DEL; the quoted value ends at
 * the first unescaped '"'. The error kinds are the ones structtag.go's validateStructTag names:
 * 'key' (no key), 'pair' (no ':' after it), 'value' (no quoted value after the ':').
 */
export function scanTagPair(tag: string): TagPair {
  let i = 0;
  while (i < tag.length) {
    const c = tag.charCodeAt(i);
    if (c <= 0x20 || c === 0x3a || c === 0x22 || c === 0x7f) break;
    i++;
  }
  if (i === 0) return 'key';
  if (i + 1 >= tag.length || tag.charCodeAt(i) !== 0x3a) return 'pair';
  if (tag.charCodeAt(i + 1) !== 0x22) return 'value';
  const key = tag.slice(0, i);
  const t = tag.slice(i + 1);
  i = 1;
  while (i < t.length && t.charCodeAt(i) !== 0x22) {
    if (t.charCodeAt(i) === 0x5c) i++;
    i++;
  }
  if (i >= t.length) return 'value';
  return { key, qvalue: t.slice(0, i + 1), rest: t.slice(i + 1) };
}

/** Index of the first byte of tag that is not a space. */
export function skipTagSpaces(tag: string): number {
  let i = 0;
  while (i < tag.length && tag.charCodeAt(i) === 0x20) i++;
  return i;
}

/**
 * reflect.StructTag.Lookup: the unquoted value of key, or undefined when key is absent, when the tag
 * stops being well formed before it, or when key's value does not unquote.
 */
export function lookupStructTag(tag: string, key: string): string | undefined {
  while (tag !== '') {
    tag = tag.slice(skipTagSpaces(tag));
    if (tag === '') break;
    const p = scanTagPair(tag);
    if (typeof p === 'string') break;
    tag = p.rest;
    if (p.key === key) return unquote(p.qvalue);
  }
  return undefined;
}
