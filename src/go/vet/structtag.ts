// The structtag analyzer of go1.23's vet (golang.org/x/tools/go/analysis/passes/structtag/structtag.go):
// tags in reflect.StructTag.Get's key:"value" form, json/xml names not repeated at one level, and no
// json/xml tag on an unexported field.
import { lookupStructTag, scanTagPair, skipTagSpaces } from '../std/reflect/structtag.ts';
import { canBackquote, quote, unquote } from '../std/strconv/quote.ts';
import type { File } from '../syntax/ast.ts';
import type { Pos } from '../syntax/pos.ts';
import { inspect } from '../syntax/walk.ts';
import type { Info } from '../types/info.ts';
import { type Struct, under, type Var } from '../types/types.ts';

type Report = (pos: Pos, msg: string) => void;

/** reflect.StructTag.Get: key's value, '' when absent or malformed. */
function tagGet(tag: string, key: string): string {
  return lookupStructTag(tag, key) ?? '';
}

const tagSpaces = new Set(['json', 'xml', 'asn1']);

/** structtag.go validateStructTag; the error text or undefined. */
function validateStructTag(tag: string): string | undefined {
  for (let n = 0; tag !== ''; n++) {
    if (n > 0 && tag !== '' && tag[0] !== ' ') return 'key:"value" pairs not separated by spaces';
    tag = tag.slice(skipTagSpaces(tag));
    if (tag === '') break;
    const p = scanTagPair(tag);
    if (p === 'key') return 'bad syntax for struct tag key';
    if (p === 'pair') return 'bad syntax for struct tag pair';
    if (p === 'value') return 'bad syntax for struct tag value';
    const key = p.key;
    tag = p.rest;
    let value = unquote(p.qvalue);
    if (value === undefined) return 'bad syntax for struct tag value';
    if (!tagSpaces.has(key)) continue;
    if (key === 'xml') {
      if (value.replace(/^ +| +$/g, '') !== value) return 'suspicious space in struct tag value';
      if ((value.match(/ /g) ?? []).length > 1) return 'suspicious space in struct tag value';
      const comma = value.indexOf(',');
      if (comma < 0) continue;
      if (comma > 0 && value[comma - 1] === ' ') return 'suspicious space in struct tag value';
      value = value.slice(comma + 1);
    } else if (key === 'json') {
      const comma = value.indexOf(',');
      if (comma < 0) continue;
      value = value.slice(comma + 1);
    }
    if (value.includes(' ')) return 'suspicious space in struct tag value';
  }
  return undefined;
}

const utf8 = new TextDecoder();

/**
 * A tag is a Go byte string; vet prints it as UTF-8 text. The result of quote and of %#q's backquoted
 * form is valid UTF-8 (strconv.Quote escapes invalid bytes, CanBackquote refuses them).
 */
function text(bytes: string): string {
  if (!/[^\x00-\x7f]/.test(bytes)) return bytes;
  return utf8.decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
}

/** fmt's %q: strconv.Quote (a non-printable rune such as U+200B is escaped, printable ones kept). */
function q(s: string): string {
  return text(quote(s));
}

/** fmt's %#q: backquoted when strconv.CanBackquote, else strconv.Quote. */
function sharpQ(s: string): string {
  return canBackquote(s) ? text(`\`${s}\``) : q(s);
}

function exported(name: string): boolean {
  return /^\p{Lu}/u.test(name);
}

function varPos(v: Var): Pos {
  return { line: v.pos.line, col: v.pos.col, offset: 0 };
}

export function structtag(
  files: File[],
  info: Info,
  pkgPath: string,
  report: (file: File, pos: Pos, msg: string) => void,
): void {
  if (pkgPath === 'encoding/json' || pkgPath === 'encoding/xml') return;
  for (const file of files) {
    const r: Report = (pos, msg) => report(file, pos, msg);
    inspect(file, (n) => {
      if (n.kind !== 'StructType') return true;
      const t = info.types.get(n)?.type;
      if (t?.kind !== 'struct') return true;
      const seen = new Map<string, Var>();
      t.fields.forEach((field, i) => {
        checkField(file, field, t.tags[i] ?? '', seen, r);
      });
      return true;
    });
  }
}

function checkField(file: File, field: Var, tag: string, seen: Map<string, Var>, r: Report): void {
  for (const key of ['json', 'xml']) checkDuplicates(file, tag, key, field, field, seen, 1, r);
  const err = validateStructTag(tag);
  if (err)
    r(varPos(field), `struct field tag ${sharpQ(tag)} not compatible with reflect.StructTag.Get: ${err}`);
  if (field.embedded || exported(field.name)) return;
  for (const enc of ['json', 'xml']) {
    const v = tagGet(tag, enc);
    if (v !== '' && v !== '-') {
      r(varPos(field), `struct field ${field.name} has ${enc} tag but is not exported`);
      return;
    }
  }
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function checkDuplicates(
  file: File,
  tag: string,
  key: string,
  nearest: Var,
  field: Var,
  seen: Map<string, Var>,
  level: number,
  r: Report,
): void {
  let val = tagGet(tag, key);
  if (val === '-') return;
  if (val === '' || val[0] === ',') {
    if (!field.embedded) return;
    const u = under(field.type);
    if (u.kind !== 'struct') return;
    (u as Struct).fields.forEach((f, i) => {
      if (exported(f.name))
        checkDuplicates(file, (u as Struct).tags[i] ?? '', key, nearest, f, seen, level + 1, r);
    });
    return;
  }
  if (key === 'xml' && field.name === 'XMLName') return;
  const comma = val.indexOf(',');
  if (comma >= 0) {
    if (key === 'xml' && val.slice(comma).split(',').includes('attr')) key += ' attribute';
    val = val.slice(0, comma);
  }
  const id = `${key}\0${val}\0${level}`;
  const prev = seen.get(id);
  if (prev) {
    // The "also at" position: line only, its file relative to this file's directory.
    const same = prev.pos.file === field.pos.file || prev.pos.file === '' || field.pos.file === '';
    const where = same ? baseName(file.filename) : prev.pos.file;
    r(
      varPos(nearest),
      `struct field ${field.name} repeats ${key} tag ${q(val)} also at ${where}:${prev.pos.line}`,
    );
  } else seen.set(id, field);
}
