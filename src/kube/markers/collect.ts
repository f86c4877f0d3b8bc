// Which marker comments belong to which declaration, and the doc text controller-gen turns into
// descriptions. Reproduces sigs.k8s.io/controller-tools pkg/markers/collect.go (markerSubVisitor):
// a type or field owns the markers of its godoc and of the ONE comment group right above it (the
// kubebuilder layout separates `+kubebuilder:object:root=true` from the doc by a blank line); every
// other top-level marker comment (above funcs, vars, at the end of the file, or a package-level
// marker found above a type) is a package marker; comments inside function bodies and struct bodies
// are never package markers. Doc text follows pkg/markers/zip.go extractDoc.

import type { CommentGroup, Field, File, GenDecl, Node, StructType, TypeSpec } from '../../go/syntax/ast.ts';
import type { Pos } from '../../go/syntax/pos.ts';

/** One `// +marker` comment: its text without `//`, trimmed (starts with `+`). */
export interface MarkerComment {
  text: string;
  file: string;
  pos: Pos;
  /** from the node's godoc (a type keeps those even when they are package-level definitions) */
  fromGodoc: boolean;
}

export interface FileMarkers {
  pkg: MarkerComment[];
  types: Map<TypeSpec, MarkerComment[]>;
  fields: Map<Field, MarkerComment[]>;
}

export function isMarkerComment(text: string): boolean {
  if (!text.startsWith('//')) return false;
  const stripped = text.slice(2).trim();
  return stripped.startsWith('+');
}

function markersOf(groups: readonly CommentGroup[], file: string, fromGodoc: boolean): MarkerComment[] {
  const out: MarkerComment[] = [];
  for (const g of groups)
    for (const c of g.list)
      if (isMarkerComment(c.text)) out.push({ text: c.text.slice(2).trim(), file, pos: c.pos, fromGodoc });
  return out;
}

/**
 * The godoc and marker block of a node whose preceding comments are `before` (groups after the
 * previous node, in order): the doc is the last group if it is `doc`; the marker block is the group
 * before the doc (or the last group when there is no doc). Earlier groups are returned as `rest`.
 */
function split(
  before: readonly CommentGroup[],
  doc: CommentGroup | undefined,
): { rest: CommentGroup[]; block: CommentGroup[]; docs: CommentGroup[] } {
  let last = before.length - 1;
  const docs: CommentGroup[] = [];
  if (doc !== undefined && last >= 0 && before[last].pos.offset === doc.pos.offset) {
    docs.push(before[last]);
    last--;
  }
  if (last < 0) return { rest: [], block: [], docs };
  return { rest: before.slice(0, last), block: [before[last]], docs };
}

/** Marker comments of one parsed file, associated as controller-gen does. */
export function collectFileMarkers(file: File): FileMarkers {
  const fname = file.filename;
  const all = file.comments;
  const out: FileMarkers = { pkg: [], types: new Map(), fields: new Map() };
  let ci = 0;
  const groupsBefore = (offset: number): CommentGroup[] => {
    const gs: CommentGroup[] = [];
    while (ci < all.length && all[ci].pos.offset < offset) gs.push(all[ci++]);
    return gs;
  };
  const skipPast = (offset: number) => {
    while (ci < all.length && all[ci].pos.offset < offset) ci++;
  };

  // the package clause: its doc and everything above it are package markers
  {
    const s = split(groupsBefore(file.pos.offset), file.doc);
    out.pkg.push(...markersOf(s.rest, fname, false), ...markersOf(s.block, fname, false));
    out.pkg.push(...markersOf(s.docs, fname, true));
  }
  for (const d of file.decls) {
    const s = split(groupsBefore(d.pos.offset), d.kind === 'BadDecl' ? undefined : d.doc);
    out.pkg.push(...markersOf(s.rest, fname, false));
    if (d.kind === 'GenDecl' && d.tok === 'type' && d.lparen === undefined) {
      const spec = d.specs[0];
      if (spec?.kind === 'TypeSpec') {
        const ms = [...markersOf(s.block, fname, false), ...markersOf(s.docs, fname, true)];
        visitTypeSpec(spec, ms);
      }
    } else if (d.kind === 'GenDecl' && d.tok === 'type') {
      out.pkg.push(...markersOf(s.block, fname, false));
      for (const spec of d.specs) {
        if (spec.kind !== 'TypeSpec') continue;
        const ss = split(groupsBefore(spec.pos.offset), spec.doc);
        visitTypeSpec(spec, [...markersOf(ss.block, fname, false), ...markersOf(ss.docs, fname, true)]);
      }
    } else {
      out.pkg.push(...markersOf(s.block, fname, false));
    }
    skipPast(d.end.offset);
  }
  out.pkg.push(...markersOf(all.slice(ci), fname, false));
  return out;

  function visitTypeSpec(spec: TypeSpec, ms: MarkerComment[]): void {
    const own: MarkerComment[] = [];
    for (const m of ms) {
      // a package-level definition found above a type moves to the package (kubebuilder:webhook above
      // a validator type), unless it is in the godoc or also a type-level definition
      if (!m.fromGodoc && !isTypeLevel(m.text) && isPackageLevel(m.text)) out.pkg.push(m);
      else own.push(m);
    }
    out.types.set(spec, own);
    if (spec.type.kind === 'StructType') visitStruct(spec.type);
    skipPast(spec.end.offset);
  }

  function visitStruct(st: StructType): void {
    let lastLineComment: CommentGroup | undefined;
    for (const f of st.fields.list) {
      const before = groupsBefore(f.pos.offset).filter((g) => g !== lastLineComment);
      const s = split(before, f.doc);
      out.fields.set(f, [...markersOf(s.block, fname, false), ...markersOf(s.docs, fname, true)]);
      lastLineComment = f.comment;
      if (f.type.kind === 'StructType') visitStruct(f.type);
      skipPast(f.end.offset);
    }
  }
}

/** The godoc of a type: its own doc, or the GenDecl's for an unparenthesised `type X ...`. */
export function typeDoc(spec: TypeSpec, decl: GenDecl | undefined): CommentGroup | undefined {
  if (spec.doc !== undefined) return spec.doc;
  if (decl !== undefined && decl.lparen === undefined) return decl.doc;
  return undefined;
}

/** go/ast CommentGroup.Text() over the non-marker comments, then extractDoc's TODO / `---` rules. */
export function extractDoc(doc: CommentGroup | undefined): string {
  if (doc === undefined) return '';
  const kept = doc.list.filter((c) => !isMarkerComment(c.text));
  const isAsterisk = kept.some((c) => c.text.startsWith('/*'));
  const lines = commentText(kept.map((c) => c.text)).split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const out: string[] = [];
  let inCode = false;
  for (let line of lines) {
    if (isAsterisk) line = line.trim();
    if (line.startsWith('```') || line.startsWith('~~~')) inCode = !inCode;
    if (!inCode) {
      if (line.startsWith('TODO')) continue;
      if (line.startsWith('---')) break;
    }
    out.push(line);
  }
  return out.join('\n');
}

const directive = /^\/\/(line |extern |export |[a-z0-9]+:[a-z0-9])/;

/** go/ast (*CommentGroup).Text for raw comment texts. */
function commentText(texts: readonly string[]): string {
  const lines: string[] = [];
  for (const raw of texts) {
    let c = raw;
    if (c.startsWith('//')) {
      if (directive.test(c)) continue;
      c = c.slice(2);
      if (c.startsWith(' ')) c = c.slice(1);
    } else if (c.startsWith('/*')) {
      c = c.slice(2, -2);
    }
    for (const l of c.split('\n')) lines.push(l.replace(/[ \t\r]+$/, ''));
  }
  let n = 0;
  for (const l of lines) {
    if (l !== '' || (n > 0 && lines[n - 1] !== '')) lines[n++] = l;
  }
  while (n > 0 && lines[n - 1] === '') n--;
  lines.length = n;
  if (n > 0) lines.push('');
  return lines.join('\n');
}

const TYPE_LEVEL_PREFIXES = [
  'kubebuilder:object:',
  'kubebuilder:subresource:',
  'kubebuilder:resource',
  'kubebuilder:printcolumn',
];
function isTypeLevel(text: string): boolean {
  const name = text.slice(1);
  return TYPE_LEVEL_PREFIXES.some((p) => name.startsWith(p)) || name.startsWith('kubebuilder:validation:');
}
function isPackageLevel(text: string): boolean {
  const name = text.slice(1);
  return (
    name.startsWith('kubebuilder:rbac:') ||
    name.startsWith('kubebuilder:webhook:') ||
    name.startsWith('kubebuilder:webhookconfiguration:') ||
    name.startsWith('groupName=') ||
    name.startsWith('versionName=') ||
    name === 'kubebuilder:skip'
  );
}

export type { Node };
