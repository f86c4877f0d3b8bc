// Static facts about the learner's Go files, from the parsed syntax tree: used only where behaviour
// cannot point at a line (a marker comment that lacks a verb, the method a webhook call ran, the
// append that duplicated a condition). Markers are read the way controller-gen reads them: comment
// lines starting with `+kubebuilder:` (sigs.k8s.io/controller-tools pkg/markers/collect.go).
import type { AssignStmt, CallExpr, File, FuncDecl, Node } from '../go/syntax/ast.ts';
import { parseFile } from '../go/syntax/parser.ts';
import { inspect } from '../go/syntax/walk.ts';
import { collectFileMarkers } from '../kube/markers/collect.ts';
import type { ProjectSource } from './checks/context.ts';
import type { SourceRef } from './report.ts';

const parsed = new WeakMap<ProjectSource, File | undefined>();

function fileOf(src: ProjectSource): File | undefined {
  if (parsed.has(src)) return parsed.get(src);
  const r = src.path.endsWith('.go') ? parseFile(src.path, src.content) : undefined;
  const file = r?.file;
  parsed.set(src, file);
  return file;
}

export interface Marker {
  /** `rbac` or `webhook`: the part after `+kubebuilder:`. */
  name: string;
  /** Arguments in order; list values split on `;` as controller-gen does. */
  args: Map<string, string[]>;
  at: SourceRef;
  /**
   * Why controller-gen does not read it, when it does not: a package-level marker counts only where
   * collect.go's markerSubVisitor files it under the package, never in a function's godoc (the
   * group right above `func` with no blank line, controller-tools#221) or inside a body.
   */
  ignored?: { en: string; zh: string };
}

/**
 * Why a package-level marker comment at `offset` is not read, or undefined when it is: a predicate
 * without its subject ("part of …"), so that one sentence can say it of one marker or of several.
 */
function whyIgnored(file: File, offset: number, read: Set<number>): { en: string; zh: string } | undefined {
  if (read.has(offset)) return undefined;
  for (const d of file.decls) {
    if (d.kind === 'BadDecl') continue;
    const doc = d.doc;
    const name = d.kind === 'FuncDecl' ? d.name.name : d.kind === 'GenDecl' ? d.tok : '';
    if (doc !== undefined && doc.pos.offset <= offset && offset < doc.end.offset)
      return d.kind === 'FuncDecl'
        ? {
            en: `part of the doc comment of func ${name} (no blank line between the markers and the func), and controller-gen reads no marker in a function's doc comment`,
            zh: `属于 func ${name} 的文档注释（marker 与 func 之间没有空行），controller-gen 不读取函数文档注释里的 marker`,
          }
        : {
            en: `part of the doc comment of a ${name} declaration, where controller-gen reads no package marker`,
            zh: `属于一个 ${name} 声明的文档注释，controller-gen 不会在那里读取包级 marker`,
          };
    if (d.pos.offset <= offset && offset < d.end.offset)
      return {
        en: 'inside a declaration, where controller-gen reads no package marker',
        zh: '位于声明内部，controller-gen 不会在那里读取包级 marker',
      };
  }
  return undefined;
}

/** `+kubebuilder:<name>:k=v,k=v` markers in the files' comments, with the ones controller-gen ignores marked. */
export function markers(files: readonly ProjectSource[], name: string): Marker[] {
  const out: Marker[] = [];
  const prefix = `+kubebuilder:${name}:`;
  for (const src of files) {
    const file = fileOf(src);
    if (file === undefined) continue;
    let read: Set<number> | undefined;
    for (const group of file.comments)
      for (const c of group.list) {
        if (!c.text.startsWith('//')) continue;
        const text = c.text.slice(2).trim();
        if (!text.startsWith(prefix)) continue;
        read ??= new Set(collectFileMarkers(file).pkg.map((m) => m.pos.offset));
        const ignored = whyIgnored(file, c.pos.offset, read);
        out.push({
          name,
          args: parseMarkerArgs(text.slice(prefix.length)),
          at: { file: src.path, line: c.pos.line },
          ...(ignored ? { ignored } : {}),
        });
      }
  }
  return out;
}

/** `groups="",resources=pods;pods/status,verbs=get` → groups:[""], resources:[pods, pods/status]... */
function parseMarkerArgs(text: string): Map<string, string[]> {
  const args = new Map<string, string[]>();
  for (const part of splitOutsideQuotes(text, ',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    const list =
      value.startsWith('{') && value.endsWith('}') ? value.slice(1, -1).split(',') : value.split(';');
    args.set(
      key,
      list.map((v) => v.trim().replace(/^"(.*)"$/, '$1')),
    );
  }
  return args;
}

function splitOutsideQuotes(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  let braces = 0;
  for (const ch of s) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '{') braces++;
    if (!quoted && ch === '}') braces--;
    if (ch === sep && !quoted && braces === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur !== '') out.push(cur);
  return out;
}

/** Method or function declarations with this name (methods of any receiver). */
export function funcDecls(files: readonly ProjectSource[], name: string): SourceRef[] {
  const out: SourceRef[] = [];
  for (const src of files) {
    const file = fileOf(src);
    if (file === undefined) continue;
    for (const d of file.decls)
      if (d.kind === 'FuncDecl' && d.name.name === name)
        out.push({ file: src.path, line: d.pos.line, col: d.pos.col });
  }
  return out;
}

/** `append(<x>.<field>, ...)` calls: where a list field grows instead of being updated in place. */
export function appendsToField(files: readonly ProjectSource[], field: string): SourceRef[] {
  const out: SourceRef[] = [];
  for (const src of files) {
    const file = fileOf(src);
    if (file === undefined) continue;
    inspect(file as Node, (n) => {
      if (n.kind !== 'CallExpr') return true;
      const call = n as CallExpr;
      const first = call.args[0];
      if (
        call.fun.kind === 'Ident' &&
        call.fun.name === 'append' &&
        first !== undefined &&
        first.kind === 'SelectorExpr' &&
        first.sel.name === field
      )
        out.push({ file: src.path, line: call.pos.line, col: call.pos.col });
      return true;
    });
  }
  return out;
}

/** The lines that assign to `field` of something (`app.Status.ObservedGeneration = ...`). */
export function assignsField(files: readonly ProjectSource[], field: string): SourceRef[] {
  const out: SourceRef[] = [];
  for (const src of files) {
    const file = fileOf(src);
    if (file === undefined) continue;
    inspect(file as Node, (n) => {
      if (n.kind !== 'AssignStmt') return true;
      const assign = n as AssignStmt;
      for (const l of assign.lhs)
        if (l.kind === 'SelectorExpr' && l.sel.name === field)
          out.push({ file: src.path, line: assign.pos.line, col: assign.pos.col });
      return true;
    });
  }
  return out;
}

/** The function declaration enclosing a line, for pointing at "this method". */
export function enclosingFunc(files: readonly ProjectSource[], at: SourceRef): FuncDecl | undefined {
  const src = files.find((f) => f.path === at.file);
  const file = src && fileOf(src);
  if (file === undefined) return undefined;
  for (const d of file.decls)
    if (d.kind === 'FuncDecl' && d.pos.line <= at.line && d.end.line >= at.line) return d;
  return undefined;
}
