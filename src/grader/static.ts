// Static facts about the learner's Go files, from the parsed syntax tree: used only where behaviour
// cannot point at a line (a marker comment that lacks a verb, the method a webhook call ran, the
// append that duplicated a condition). Markers are read the way controller-gen reads them: comment
// lines starting with `+kubebuilder:` (sigs.k8s.io/controller-tools pkg/markers/collect.go).
import type {
  ArrayType,
  AssignStmt,
  BasicLit,
  BinaryExpr,
  BlockStmt,
  CallExpr,
  CaseClause,
  CompositeLit,
  File,
  FuncDecl,
  FuncLit,
  FuncType,
  Ident,
  IfStmt,
  IndexExpr,
  KeyValueExpr,
  Node,
  RangeStmt,
  ReturnStmt,
  SelectorExpr,
  StarExpr,
  StructType,
} from '../go/syntax/ast.ts';
import { parseFile } from '../go/syntax/parser.ts';
import { inspect } from '../go/syntax/walk.ts';
import { collectFileMarkers } from '../kube/markers/collect.ts';
import type { ProjectSource } from './checks/context.ts';
import type { SourceRef } from './report.ts';

// Parsed once per grade: keyed by the grade's own source objects, so a later grade's files (new
// objects, perhaps new contents) are parsed again.
const parsed = new WeakMap<ProjectSource, File | undefined>();

function fileOf(src: ProjectSource): File | undefined {
  if (parsed.has(src)) return parsed.get(src);
  const r = src.path.endsWith('.go') ? parseFile(src.path, src.content) : undefined;
  const file = r?.file;
  parsed.set(src, file);
  return file;
}

/** A node's source text. */
const textOf = (src: ProjectSource) => (e: Node) => src.content.slice(e.pos.offset, e.end.offset);

/** The syntax tree of the Go file at `path` among `files` (undefined: no such file, not Go, or unparsable). */
export function parsedFile(files: readonly ProjectSource[], path: string): File | undefined {
  const src = files.find((f) => f.path === path);
  return src && fileOf(src);
}

/** Every Go file among `files` that parses, with its path. */
function* parsedFiles(files: readonly ProjectSource[]): Generator<{ path: string; file: File }> {
  for (const src of files) {
    const file = fileOf(src);
    if (file !== undefined) yield { path: src.path, file };
  }
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
  for (const { path, file } of parsedFiles(files)) {
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
          at: { file: path, line: c.pos.line },
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
  for (const { path, file } of parsedFiles(files)) {
    for (const d of file.decls)
      if (d.kind === 'FuncDecl' && d.name.name === name)
        out.push({ file: path, line: d.pos.line, col: d.pos.col });
  }
  return out;
}

/**
 * The `return …NewInvalid(…)` statements of the files, each after the `if` it is under: where a
 * validator decides that an object is invalid (apimachinery pkg/api/errors NewInvalid).
 */
export function invalidReturns(files: readonly ProjectSource[]): SourceRef[] {
  const out: SourceRef[] = [];
  for (const { path, file } of parsedFiles(files)) {
    const ifs: IfStmt[] = [];
    inspect(
      file as Node,
      (n) => {
        if (n.kind === 'IfStmt') ifs.push(n as IfStmt);
        if (n.kind !== 'ReturnStmt') return true;
        for (const r of (n as ReturnStmt).results) {
          if (r.kind !== 'CallExpr') continue;
          const f = (r as CallExpr).fun;
          const name = f.kind === 'SelectorExpr' ? f.sel.name : f.kind === 'Ident' ? f.name : undefined;
          if (name !== 'NewInvalid') continue;
          const at = ifs.at(-1);
          if (at !== undefined) out.push({ file: path, line: at.pos.line, col: at.pos.col });
          out.push({ file: path, line: r.pos.line, col: r.pos.col });
        }
        return true;
      },
      (n) => {
        if (n.kind === 'IfStmt') ifs.pop();
      },
    );
  }
  return out;
}

/**
 * `append(<x>.<field>, ...)` calls: where a list field grows instead of being updated in place. With
 * `elem`, also appends to a parameter of type `[]elem` or `*[]elem` (an upsert helper given
 * `&app.Status.Conditions`, whose fallback append adds the second condition).
 */
export function appendsToField(files: readonly ProjectSource[], field: string, elem?: string): SourceRef[] {
  const out: SourceRef[] = [];
  const listParams = (t: FuncType) => {
    const names = new Set<string>();
    for (const f of t.params.list) {
      const ty = f.type.kind === 'StarExpr' ? (f.type as StarExpr).x : f.type;
      const el = ty.kind === 'ArrayType' && !(ty as ArrayType).len ? (ty as ArrayType).elt : undefined;
      const name =
        el?.kind === 'SelectorExpr' ? (el as SelectorExpr).sel.name : el?.kind === 'Ident' ? el.name : '';
      if (elem !== undefined && name === elem) for (const n of f.names) names.add(n.name);
    }
    return names;
  };
  for (const { path, file } of parsedFiles(files)) {
    const scopes: Set<string>[] = [];
    inspect(
      file as Node,
      (n) => {
        if (n.kind === 'FuncDecl' || n.kind === 'FuncLit')
          scopes.push(listParams((n as FuncDecl | FuncLit).type));
        if (n.kind !== 'CallExpr') return true;
        const call = n as CallExpr;
        let first = call.args[0];
        if (first?.kind === 'StarExpr') first = (first as StarExpr).x;
        if (
          call.fun.kind === 'Ident' &&
          call.fun.name === 'append' &&
          first !== undefined &&
          ((first.kind === 'SelectorExpr' && first.sel.name === field) ||
            (first.kind === 'Ident' && scopes.some((sc) => sc.has(first.name))))
        )
          out.push({ file: path, line: call.pos.line, col: call.pos.col });
        return true;
      },
      (n) => {
        if (n.kind === 'FuncDecl' || n.kind === 'FuncLit') scopes.pop();
      },
    );
  }
  return out;
}

/**
 * `if i > 0 { …[i]… }` (or `i >= 1`, `0 < i`) in the functions around `at`: the guard of an
 * index-based upsert that takes index 0, the first entry, for "not found" (an index search returns
 * -1 for that), so the entry at 0 is appended again instead of updated. Each with its condition's text.
 */
export function zeroIndexGuards(
  files: readonly ProjectSource[],
  at: readonly SourceRef[],
): (SourceRef & { cond: string })[] {
  const out: (SourceRef & { cond: string })[] = [];
  const lit = (e: Node, v: string) => e.kind === 'BasicLit' && (e as BasicLit).value === v;
  for (const a of at) {
    const fn = enclosingFunc(files, a);
    const src = files.find((f) => f.path === a.file);
    if (fn?.body === undefined || src === undefined) continue;
    inspect(fn.body as Node, (n) => {
      if (n.kind !== 'IfStmt') return true;
      const c = (n as IfStmt).cond;
      if (c.kind !== 'BinaryExpr') return true;
      const b = c as BinaryExpr;
      const v =
        (b.op === '>' && lit(b.y, '0')) || (b.op === '>=' && lit(b.y, '1'))
          ? b.x
          : b.op === '<' && lit(b.x, '0')
            ? b.y
            : undefined;
      if (v?.kind !== 'Ident') return true;
      let indexes = false;
      inspect((n as IfStmt).body as Node, (m) => {
        if (m.kind === 'IndexExpr' && (m as IndexExpr).index.kind === 'Ident')
          indexes ||= ((m as IndexExpr).index as { name: string }).name === v.name;
        return !indexes;
      });
      if (indexes && !out.some((o) => o.file === a.file && o.line === n.pos.line))
        out.push({ file: a.file, line: n.pos.line, cond: textOf(src)(c) });
      return true;
    });
  }
  return out;
}

/**
 * String literals that spell `value` (a namespace a call named): where it was written down when that
 * is away from the call, in a helper's return or a constant.
 */
export function stringLiterals(files: readonly ProjectSource[], value: string): SourceRef[] {
  // One walk of the files per grade: the scope checks ask for the namespace of every read they
  // judge (a reconcile loop makes hundreds), and the answer is the same each time.
  const seen = literalsSeen.get(files);
  // keyed by the grade's own source objects too, as the parse is: an array refilled in place is new
  let byValue =
    seen && seen.sources.length === files.length && seen.sources.every((f, i) => f === files[i])
      ? seen.byValue
      : undefined;
  if (byValue === undefined) {
    byValue = new Map();
    for (const { path, file } of parsedFiles(files))
      inspect(file as Node, (n) => {
        if (n.kind !== 'BasicLit' || (n as BasicLit).litKind !== 'STRING') return true;
        const v = (n as BasicLit).value;
        // "x" and `x` spell the same string; other quoted forms (escapes) are left as written
        const key = v.startsWith('`') ? JSON.stringify(v.slice(1, -1)) : v;
        const at = byValue?.get(key) ?? [];
        at.push({ file: path, line: n.pos.line });
        byValue?.set(key, at);
        return true;
      });
    literalsSeen.set(files, { sources: [...files], byValue });
  }
  return [...(byValue.get(JSON.stringify(value)) ?? [])];
}

/** stringLiterals' index of a grade's files: every string literal's lines, by its "…" spelling. */
const literalsSeen = new WeakMap<
  readonly ProjectSource[],
  { sources: ProjectSource[]; byValue: Map<string, SourceRef[]> }
>();

/** The lines that assign to `field` of something (`app.Status.ObservedGeneration = ...`). */
export function assignsField(files: readonly ProjectSource[], field: string): SourceRef[] {
  const out: SourceRef[] = [];
  for (const { path, file } of parsedFiles(files)) {
    inspect(file as Node, (n) => {
      if (n.kind !== 'AssignStmt') return true;
      const assign = n as AssignStmt;
      for (const l of assign.lhs)
        if (l.kind === 'SelectorExpr' && l.sel.name === field)
          out.push({ file: path, line: assign.pos.line, col: assign.pos.col });
      return true;
    });
  }
  return out;
}

/**
 * `<field>: <call>` in a composite literal (`LastTransitionTime: metav1.Now()`, or its JSON name as a
 * map key, or an apply configuration's `WithLastTransitionTime(metav1.Now())`): a fresh value built
 * on every pass. Literals given straight to meta.SetStatusCondition are left out: it keeps the
 * stored lastTransitionTime while the status stays (k8s.io/apimachinery pkg/api/meta conditions.go).
 */
export function freshFieldLiterals(files: readonly ProjectSource[], field: string): SourceRef[] {
  const out: SourceRef[] = [];
  const json = field[0].toLowerCase() + field.slice(1);
  for (const { path, file } of parsedFiles(files)) {
    let kept = 0;
    const setter = (n: Node) => {
      if (n.kind !== 'CallExpr') return false;
      const f = (n as CallExpr).fun;
      return (
        (f.kind === 'SelectorExpr' ? f.sel.name : f.kind === 'Ident' ? f.name : '') === 'SetStatusCondition'
      );
    };
    inspect(
      file as Node,
      (n) => {
        if (setter(n)) kept++;
        if (kept > 0) return true;
        // `WithLastTransitionTime(metav1.Now())` of an apply configuration
        if (n.kind === 'CallExpr') {
          const c = n as CallExpr;
          if (
            c.fun.kind === 'SelectorExpr' &&
            c.fun.sel.name === `With${field}` &&
            c.args[0]?.kind === 'CallExpr'
          )
            out.push({ file: path, line: c.fun.sel.pos.line, col: c.fun.sel.pos.col });
        }
        if (n.kind !== 'KeyValueExpr') return true;
        const kv = n as KeyValueExpr;
        // a typed key, or the JSON name in an unstructured map (`"lastTransitionTime": …`)
        const named =
          (kv.key.kind === 'Ident' && kv.key.name === field) ||
          (kv.key.kind === 'BasicLit' && (kv.key as BasicLit).value === JSON.stringify(json));
        if (named && kv.value.kind === 'CallExpr')
          out.push({ file: path, line: kv.pos.line, col: kv.pos.col });
        return true;
      },
      (n) => {
        if (setter(n)) kept--;
      },
    );
  }
  return out;
}

/**
 * Where the function holding `at` (a write) sets the field `json` (a JSON name, `replicas`): a
 * composite-literal key or an assignment of its Go name (`Replicas:`, `x.Replicas =`), an apply
 * configuration's `WithReplicas(…)`, else a string literal spelling it (an unstructured path for
 * SetNestedField). The value a write sent is decided there, not at the write; when the function
 * does not set it, the functions it calls that are declared in the files (a `desired(app)` builder,
 * two calls deep) are searched the same way.
 */
export function setsFieldNear(files: readonly ProjectSource[], at: SourceRef, json: string): SourceRef[] {
  const fn = enclosingFunc(files, at);
  if (fn === undefined || json === '') return [];
  const goName = json[0].toUpperCase() + json.slice(1);
  const decls = new Map<string, { path: string; fn: FuncDecl }>();
  for (const { path, file } of parsedFiles(files))
    for (const d of file.decls) if (d.kind === 'FuncDecl') decls.set(d.name.name, { path, fn: d });
  const seen = new Set<FuncDecl>();
  const search = (path: string, f: FuncDecl, depth: number): SourceRef[] => {
    seen.add(f);
    const typed: SourceRef[] = [];
    const spelt: SourceRef[] = [];
    const callees: string[] = [];
    inspect(f as Node, (n) => {
      if (n.kind === 'KeyValueExpr') {
        const kv = n as KeyValueExpr;
        if (kv.key.kind === 'Ident' && kv.key.name === goName) typed.push({ file: path, line: kv.pos.line });
      } else if (n.kind === 'AssignStmt') {
        if ((n as AssignStmt).lhs.some((l) => l.kind === 'SelectorExpr' && l.sel.name === goName))
          typed.push({ file: path, line: n.pos.line });
      } else if (n.kind === 'CallExpr') {
        const fun = (n as CallExpr).fun;
        const name = fun.kind === 'SelectorExpr' ? fun.sel.name : fun.kind === 'Ident' ? fun.name : '';
        // a chain's calls share the first line: report the `.WithReplicas(` itself
        if (name === `With${goName}` && fun.kind === 'SelectorExpr')
          typed.push({ file: path, line: fun.sel.pos.line });
        else if (name !== '') callees.push(name);
      } else if (
        n.kind === 'BasicLit' &&
        (n as BasicLit).litKind === 'STRING' &&
        (n as BasicLit).value === JSON.stringify(json)
      )
        spelt.push({ file: path, line: n.pos.line });
      return true;
    });
    if (typed.length > 0 || spelt.length > 0 || depth === 0) return typed.length > 0 ? typed : spelt;
    return callees.flatMap((c) => {
      const d = decls.get(c);
      return d && !seen.has(d.fn) ? search(d.path, d.fn, depth - 1) : [];
    });
  };
  return search(at.file, fn, 2);
}

/**
 * Selector keys (`LabelSelector:`, `Label:`, `DefaultLabelSelector:` and their field twins) in files
 * that import controller-runtime's cache package: a cache.Config, cache.ByObject or cache.Options
 * that makes the cache hold only matching objects.
 */
const CACHE_SELECTOR_KEYS = new Set([
  'LabelSelector',
  'FieldSelector',
  'Label',
  'Field',
  'DefaultLabelSelector',
  'DefaultFieldSelector',
]);

export function cacheSelectors(files: readonly ProjectSource[]): SourceRef[] {
  const out: SourceRef[] = [];
  for (const { path, file } of parsedFiles(files)) {
    if (!file.imports.some((i) => i.path.value === '"sigs.k8s.io/controller-runtime/pkg/cache"')) continue;
    inspect(file as Node, (n) => {
      if (n.kind !== 'KeyValueExpr') return true;
      const k = (n as KeyValueExpr).key;
      // cache.Config's LabelSelector/FieldSelector, cache.ByObject's Label/Field, cache.Options'
      // DefaultLabelSelector/DefaultFieldSelector (controller-runtime pkg/cache/cache.go)
      if (k.kind === 'Ident' && CACHE_SELECTOR_KEYS.has(k.name)) out.push({ file: path, line: n.pos.line });
      return true;
    });
  }
  return out;
}

/**
 * Assignments to a `for _, v := range xs` value variable (or a field of it) that nothing reads
 * afterwards in the loop: v is a copy of the element, so the slice keeps the old one.
 */
export function rangeCopyWrites(files: readonly ProjectSource[]): SourceRef[] {
  const out: SourceRef[] = [];
  const root = (e: Node): string | undefined =>
    e.kind === 'Ident' ? e.name : e.kind === 'SelectorExpr' ? root((e as SelectorExpr).x) : undefined;
  for (const { path, file } of parsedFiles(files))
    inspect(file as Node, (n) => {
      if (n.kind !== 'RangeStmt') return true;
      const r = n as RangeStmt;
      if (r.tok !== ':=' || r.value?.kind !== 'Ident' || r.value.name === '_') return true;
      const v = r.value.name;
      const writes: Node[] = [];
      const lhs = new Set<Node>();
      inspect(r.body as Node, (m) => {
        if (m.kind === 'AssignStmt')
          for (const l of (m as AssignStmt).lhs)
            if (root(l) === v) {
              writes.push(m);
              lhs.add(l);
            }
        return true;
      });
      for (const w of writes) {
        let read = false;
        inspect(r.body as Node, (m) => {
          if (lhs.has(m)) return false;
          if (
            m.kind === 'Ident' &&
            m.name === v &&
            (m.pos.line > w.pos.line || (m.pos.line === w.pos.line && m.pos.col > w.pos.col))
          )
            read = true;
          return !read;
        });
        if (!read) out.push({ file: path, line: w.pos.line });
      }
      return true;
    });
  return out;
}

/** The function declaration enclosing a line, for pointing at "this method". */
export function enclosingFunc(files: readonly ProjectSource[], at: SourceRef): FuncDecl | undefined {
  const file = parsedFile(files, at.file);
  if (file === undefined) return undefined;
  for (const d of file.decls)
    if (d.kind === 'FuncDecl' && d.pos.line <= at.line && d.end.line >= at.line) return d;
  return undefined;
}

/**
 * A read made through a `client.Reader` field (`r.APIReader.Get(...)` at `at`) that the program
 * fills with the manager's cached client (`APIReader: mgr.GetClient()` in a composite literal, or
 * `r.APIReader = mgr.GetClient()`; `getters` may add GetCache): the lines that wire it, the field's
 * name and the getter. The manager's GetClient reads through the informer cache whatever the
 * field's type says (controller-runtime pkg/cluster/cluster.go: the client is built with
 * Cache.Reader), and GetCache is that cache.
 */
export function cachedClientWiring(
  files: readonly ProjectSource[],
  at: SourceRef,
  getters: readonly string[] = ['GetClient'],
):
  | { field: string; lines: SourceRef[]; getter: string; cacheReader?: SourceRef; clientField?: true }
  | undefined {
  const file = parsedFile(files, at.file);
  if (file === undefined) return undefined;
  let field: string | undefined;
  inspect(file as Node, (n) => {
    if (field !== undefined) return false;
    if (n.kind !== 'CallExpr' || n.pos.line !== at.line) return true;
    const fun = (n as CallExpr).fun;
    if (fun.kind === 'SelectorExpr' && fun.x.kind === 'SelectorExpr') field = fun.x.sel.name;
    return true;
  });
  if (field === undefined) return undefined;
  const name = field;
  // Only a field declared as a client.Reader, which mgr.GetAPIReader() can fill (an embedded or
  // named client.Client needs the manager's client).
  // A client.Client field counts only when client.New with a cache reader fills it (below): then
  // the advice is to drop CacheOptions, not to use the APIReader.
  let fieldType: 'Reader' | 'Client' | undefined;
  for (const { file: f } of parsedFiles(files)) {
    inspect(f as Node, (n) => {
      if (n.kind !== 'StructType') return true;
      for (const fd of (n as StructType).fields.list)
        if (
          fd.names.some((x) => x.name === name) &&
          fd.type.kind === 'SelectorExpr' &&
          (fd.type.sel.name === 'Reader' || fd.type.sel.name === 'Client')
        )
          fieldType = fieldType === 'Reader' ? 'Reader' : (fd.type.sel.name as 'Reader' | 'Client');
      return true;
    });
  }
  if (fieldType === undefined) return undefined;
  let getter = '';
  const isGetter = (e: Node, names: readonly string[]) => {
    if (e.kind !== 'CallExpr' || (e as CallExpr).args.length !== 0) return undefined;
    const fun = (e as CallExpr).fun;
    return fun.kind === 'SelectorExpr' && names.includes(fun.sel.name) ? fun.sel.name : undefined;
  };
  // A client built by client.New whose CacheOptions.Reader is the manager's cache (or cached
  // client): its Gets and Lists of every kind not in DisableFor go through that reader
  // (controller-runtime pkg/client/client.go newClient: `if options.Cache == nil ||
  // options.Cache.Reader == nil` is the only uncached case). Variable name -> the Reader line.
  const cachedNew = new Map<string, SourceRef>();
  for (const { path, file: f } of parsedFiles(files))
    inspect(f as Node, (n) => {
      if (n.kind !== 'AssignStmt') return true;
      const a = n as AssignStmt;
      const call = a.rhs[0];
      const lhs = a.lhs[0];
      if (a.rhs.length !== 1 || call?.kind !== 'CallExpr' || lhs?.kind !== 'Ident') return true;
      const fun = (call as CallExpr).fun;
      if (
        fun.kind !== 'SelectorExpr' ||
        fun.sel.name !== 'New' ||
        fun.x.kind !== 'Ident' ||
        fun.x.name !== 'client'
      )
        return true;
      inspect(call as Node, (m) => {
        if (m.kind !== 'KeyValueExpr') return true;
        const kv = m as KeyValueExpr;
        if (
          kv.key.kind === 'Ident' &&
          kv.key.name === 'Reader' &&
          isGetter(kv.value, ['GetCache', 'GetClient'])
        )
          cachedNew.set(lhs.name, { file: path, line: kv.pos.line });
        return true;
      });
      return true;
    });
  let cacheReader: SourceRef | undefined;
  const getClient = (e: Node) => {
    if (e.kind === 'Ident' && cachedNew.has(e.name)) {
      cacheReader ??= cachedNew.get(e.name);
      getter ||= 'client.New';
      return true;
    }
    if (fieldType === 'Client') return false;
    const g = isGetter(e, getters);
    if (g === undefined) return false;
    getter ||= g;
    return true;
  };
  const lines: SourceRef[] = [];
  for (const { path, file: f } of parsedFiles(files)) {
    inspect(f as Node, (n) => {
      if (n.kind === 'KeyValueExpr') {
        const kv = n as KeyValueExpr;
        if (kv.key.kind === 'Ident' && kv.key.name === name && getClient(kv.value))
          lines.push({ file: path, line: kv.pos.line });
      } else if (n.kind === 'AssignStmt') {
        const a = n as AssignStmt;
        a.lhs.forEach((l, i) => {
          const r = a.rhs[i];
          if (l.kind === 'SelectorExpr' && l.sel.name === name && r !== undefined && getClient(r))
            lines.push({ file: path, line: a.pos.line });
        });
      }
      return true;
    });
  }
  return lines.length > 0
    ? {
        field: name,
        lines,
        getter,
        ...(cacheReader ? { cacheReader } : {}),
        ...(fieldType === 'Client' ? { clientField: true as const } : {}),
      }
    : undefined;
}

/**
 * `IndexField(ctx, &<pkg>.<kind>{}, ...)` calls (on mgr.GetFieldIndexer() or the cache): each makes
 * the cache list and watch that kind, read or not ([CR] pkg/cache/informer_cache.go IndexField
 * calls GetInformer).
 */
export function indexFieldCalls(files: readonly ProjectSource[], kind: string): SourceRef[] {
  const out: SourceRef[] = [];
  for (const { path, file } of parsedFiles(files)) {
    inspect(file as Node, (n) => {
      if (n.kind !== 'CallExpr') return true;
      const call = n as CallExpr;
      const obj = call.args[1];
      if (
        call.fun.kind === 'SelectorExpr' &&
        call.fun.sel.name === 'IndexField' &&
        obj?.kind === 'UnaryExpr' &&
        obj.x.kind === 'CompositeLit' &&
        obj.x.type !== undefined &&
        ((obj.x.type.kind === 'SelectorExpr' && obj.x.type.sel.name === kind) ||
          (obj.x.type.kind === 'Ident' && obj.x.type.name === kind))
      )
        out.push({ file: path, line: call.pos.line });
      return true;
    });
  }
  return out;
}

/**
 * A client-go List at `at` (`cs.CoreV1().Pods(ns).List(...)`, `dyn.Resource(gvr).Namespace(ns).List(...)`):
 * the call before List that scopes it (`Pods`, `Namespace`, or `Resource` when a dynamic List names
 * no namespace at all), where a controller-runtime List takes client.InNamespace instead.
 */
export function clientGoListScope(files: readonly ProjectSource[], at: SourceRef): string | undefined {
  const file = parsedFile(files, at.file);
  if (file === undefined) return undefined;
  let scope: string | undefined;
  inspect(file as Node, (n) => {
    if (scope !== undefined) return false;
    if (n.kind !== 'CallExpr') return true;
    const fun = (n as CallExpr).fun;
    if (fun.kind !== 'SelectorExpr' || fun.sel.name !== 'List' || fun.x.kind !== 'CallExpr') return true;
    const inner = fun.x.fun;
    if (inner.kind === 'SelectorExpr' && fun.x.pos.line <= at.line && n.end.line >= at.line)
      scope = inner.sel.name;
    return true;
  });
  return scope;
}

/**
 * A client-go write at `at` (a typed clientset's or the dynamic client's `Update(ctx, obj,
 * metav1.UpdateOptions{})` / `Patch(ctx, name, pt, data, metav1.PatchOptions{}, ...)`): its method
 * name. Their options are a metav1 options struct passed by value, where controller-runtime's
 * client takes `client.UpdateOption`s (client.FieldOwner(...), &client.UpdateOptions{}).
 */
export function clientGoWrite(
  files: readonly ProjectSource[],
  at: SourceRef,
): 'Update' | 'Patch' | undefined {
  const file = parsedFile(files, at.file);
  if (file === undefined) return undefined;
  let found: 'Update' | 'Patch' | undefined;
  inspect(file as Node, (n) => {
    if (found !== undefined) return false;
    if (n.kind !== 'CallExpr') return true;
    const call = n as CallExpr;
    const fun = call.fun;
    if (fun.kind !== 'SelectorExpr' || n.pos.line > at.line || n.end.line < at.line) return true;
    const method = fun.sel.name === 'Update' ? 'Update' : fun.sel.name === 'Patch' ? 'Patch' : undefined;
    const opts = call.args[method === 'Update' ? 2 : 4];
    if (
      method !== undefined &&
      opts?.kind === 'CompositeLit' &&
      opts.type?.kind === 'SelectorExpr' &&
      opts.type.sel.name === `${method}Options`
    )
      found = method;
    return true;
  });
  return found;
}

// A condition that recognises a 409 Conflict, and one that recognises everything but (its body
// handles the other errors).
const CONFLICT_TEST = /IsConflict\(|StatusReasonConflict|StatusConflict\b|\b409\b/;
const NOT_CONFLICT = /!\s*(\w+\.)?IsConflict\(|!=\s*(\w+\.)?(StatusReasonConflict|StatusConflict|409)\b/;

/** `ctrl.Result{Requeue: true}` or `ctrl.Result{RequeueAfter: …}`: a result that asks for another pass. */
function requeueResult(e: Node): boolean {
  if (e.kind !== 'CompositeLit') return false;
  return (e as CompositeLit).elts.some(
    (el) =>
      el.kind === 'KeyValueExpr' &&
      (el as KeyValueExpr).key.kind === 'Ident' &&
      /^Requeue(After)?$/.test(((el as KeyValueExpr).key as Ident).name),
  );
}

/**
 * An `if` before line `before` among `stmts` whose condition looks for words in an error's text
 * (`strings.Contains(err.Error(), "Conflict")`, `strings.HasPrefix`, `==` on `err.Error()`): its line
 * and the words, so that a message can say the 409's text has no such words.
 */
function errorTextTest(
  stmts: readonly Node[],
  text: (n: Node) => string,
  before: number,
): { line: number; words: string } | undefined {
  for (const st of stmts) {
    if (st.kind !== 'IfStmt' || st.pos.line >= before) continue;
    const cond = text((st as IfStmt).cond);
    if (!/\.Error\(\)/.test(cond)) continue;
    const m =
      /(?:Contains|HasPrefix|HasSuffix|EqualFold)\([^,]*\.Error\(\)\)?,\s*("(?:[^"\\]|\\.)*")|\.Error\(\)\s*==\s*("(?:[^"\\]|\\.)*")/.exec(
        cond,
      );
    const lit = m?.[1] ?? m?.[2];
    if (lit !== undefined) return { line: st.pos.line, words: JSON.parse(lit) as string };
  }
  return undefined;
}

/** `err != nil` alone: the failed write's error tested with no question of what it is. */
const ERR_NOT_NIL = /^\s*\w+\s*!=\s*nil\s*$/;

/**
 * The write at `at` is an `if err := …; err != nil {` whose error lives only in that statement, and
 * a later `return …, err` of the same function, outside it, gives back another variable of that
 * name (the Go spec's scopes: the if's simple statement declares a variable of its own).
 */
export function shadowedErrorReturn(
  files: readonly ProjectSource[],
  at: SourceRef,
): { name: string; returnLine: number } | undefined {
  const lines = files.find((f) => f.path === at.file)?.content.split('\n');
  const head = lines && /^(\s*)if (\w+) := .*;\s*(\w+) != nil \{\s*$/.exec(lines[at.line - 1] ?? '');
  if (!lines || !head || head[2] !== head[3]) return undefined;
  const [, indent, name] = head;
  let i = at.line;
  while (i < lines.length && !lines[i].startsWith(`${indent}}`)) i++;
  const ret = new RegExp(`^\\s*return\\b.*[,\\s]${name}\\s*$`);
  for (i++; i < lines.length && !/^(func\b|\})/.test(lines[i]); i++) {
    const own = /^\s*/.exec(lines[i])?.[0] ?? '';
    if (own.length <= indent.length && ret.test(lines[i].replace(/\/\/.*$/, '')))
      return { name, returnLine: i + 1 };
  }
  return undefined;
}

/** A `return …, nil` that turns a 409 into "no error", and the guard it is under (or after). */
export interface ConflictDrop extends SourceRef {
  /** `if apierrors.IsConflict(err)`, `case apierrors.IsConflict(err)` or `if !apierrors.IsConflict(err)` */
  guard: string;
  guardLine: number;
  /** the return follows a guard that sends every other error back */
  after: boolean;
  /**
   * a test of the error's text in the guard's body that the drop comes after
   * (`if strings.Contains(err.Error(), "Conflict") { return requeue }`): the words it looks for
   */
  textTest?: { line: number; words: string };
}

/**
 * The `return …, nil` statements under an `if` or `case` that recognises a 409 Conflict
 * (apierrors.IsConflict, StatusReasonConflict, http.StatusConflict, 409), or next after an `if`
 * that returns every error but a conflict, in the function holding the write `at` or in the
 * functions that call it (two levels up): where the conflict is turned into "no error".
 */
export function conflictDrops(files: readonly ProjectSource[], at: SourceRef): ConflictDrop[] {
  const fn = enclosingFunc(files, at);
  if (fn === undefined) return [];
  const chain = new Set<FuncDecl>([fn]);
  const names = new Set([fn.name.name]);
  const all = [...parsedFiles(files)].flatMap(({ path, file }) =>
    file.decls.flatMap((d) => (d.kind === 'FuncDecl' ? [{ path, fn: d }] : [])),
  );
  for (let level = 0; level < 2; level++)
    for (const { fn: d } of all) {
      if (chain.has(d)) continue;
      let calls = false;
      inspect(d as Node, (n) => {
        if (n.kind === 'CallExpr') {
          const f = (n as CallExpr).fun;
          calls ||= names.has(f.kind === 'SelectorExpr' ? f.sel.name : f.kind === 'Ident' ? f.name : '');
        }
        return !calls;
      });
      if (calls) {
        chain.add(d);
        names.add(d.name.name);
      }
    }
  const nilReturns = (stmts: readonly Node[], first: boolean): ReturnStmt[] => {
    const out: ReturnStmt[] = [];
    for (const st of stmts)
      inspect(st, (m) => {
        if (m.kind === 'FuncLit' || (first && out.length > 0)) return false;
        const res = m.kind === 'ReturnStmt' ? (m as ReturnStmt).results : [];
        const last = res.at(-1);
        // `return false, nil` in a wait condition says "not done, poll again": no drop
        const notDone = res.length === 2 && res[0].kind === 'Ident' && res[0].name === 'false';
        // `return ctrl.Result{Requeue: true}, nil` (or RequeueAfter) asks for another pass: no drop
        const requeues = res.length === 2 && requeueResult(res[0]);
        if (last?.kind === 'Ident' && last.name === 'nil' && !notDone && !requeues) out.push(m as ReturnStmt);
        return true;
      });
    return first ? out.slice(0, 1) : out;
  };
  const out: ConflictDrop[] = [];
  for (const { path, fn: d } of all) {
    const src = files.find((f) => f.path === path);
    if (!chain.has(d) || src === undefined) continue;
    const text = textOf(src);
    const add = (rets: ReturnStmt[], guard: string, guardLine: number, after: boolean) => {
      for (const r of rets) out.push({ file: path, line: r.pos.line, guard, guardLine, after });
    };
    inspect(d as Node, (n) => {
      if (n.kind === 'IfStmt') {
        const cond = text((n as IfStmt).cond);
        if (CONFLICT_TEST.test(cond) && !NOT_CONFLICT.test(cond))
          add(nilReturns((n as IfStmt).body.list, false), `if ${cond}`, n.pos.line, false);
      } else if (n.kind === 'CaseClause') {
        const cond = (n as CaseClause).list.map(text).join(', ');
        if (CONFLICT_TEST.test(cond) && !NOT_CONFLICT.test(cond))
          add(nilReturns((n as CaseClause).body, false), `case ${cond}`, n.pos.line, false);
      } else if (n.kind === 'BlockStmt') {
        // `if err != nil && !apierrors.IsConflict(err) { return err }` then `return nil`
        const list = (n as BlockStmt).list;
        list.forEach((st, i) => {
          if (st.kind !== 'IfStmt' || st.else !== undefined) return;
          const cond = text(st.cond);
          if (NOT_CONFLICT.test(cond))
            add(nilReturns(list.slice(i + 1), true), `if ${cond}`, st.pos.line, true);
        });
      }
      return true;
    });
  }
  if (out.length > 0) return out;
  // No conflict test at all: the write's own error checked after it, and a `return …, nil` there
  // (`if err != nil { log…; return ctrl.Result{}, nil }` after a retry loop over the stale copy).
  const src = files.find((f) => f.path === at.file);
  if (src === undefined) return out;
  const text = textOf(src);
  let found: ConflictDrop | undefined;
  inspect(fn as Node, (n) => {
    if (found !== undefined || n.kind === 'FuncLit') return false;
    if (n.kind !== 'IfStmt' || n.pos.line < at.line) return true;
    const cond = text((n as IfStmt).cond);
    if (!ERR_NOT_NIL.test(cond)) return true;
    const r = nilReturns((n as IfStmt).body.list, true)[0];
    if (r !== undefined)
      found = {
        file: at.file,
        line: r.pos.line,
        guard: `if ${cond}`,
        guardLine: n.pos.line,
        after: false,
        textTest: errorTextTest((n as IfStmt).body.list, text, r.pos.line),
      };
    return true;
  });
  if (found !== undefined) return [found];
  // A caller that tests the helper's error and lets it go: `if _, err := r.setStatus(…); err != nil
  // { log… }` then `return ctrl.Result{}, nil` (or the nil return inside that if).
  const callsChain = (n: Node | undefined) => {
    let hit = false;
    if (n !== undefined)
      inspect(n, (m) => {
        if (hit || m.kind === 'FuncLit') return false;
        if (m.kind === 'CallExpr') {
          const f = (m as CallExpr).fun;
          hit = names.has(f.kind === 'SelectorExpr' ? f.sel.name : f.kind === 'Ident' ? f.name : '');
        }
        return !hit;
      });
    return hit;
  };
  const returns = (stmts: readonly Node[]) => {
    let any = false;
    for (const st of stmts)
      inspect(st, (m) => {
        if (any || m.kind === 'FuncLit') return false;
        any = m.kind === 'ReturnStmt';
        return !any;
      });
    return any;
  };
  for (const { path, fn: d } of all) {
    const src2 = files.find((f) => f.path === path);
    if (d === fn || !chain.has(d) || src2 === undefined) continue;
    const text2 = textOf(src2);
    inspect(d as Node, (n) => {
      if (found !== undefined || n.kind === 'FuncLit') return false;
      if (n.kind !== 'BlockStmt') return true;
      const list = (n as BlockStmt).list;
      list.forEach((st, i) => {
        if (found !== undefined || st.kind !== 'IfStmt' || st.else !== undefined) return;
        const cond = text2(st.cond);
        if (!ERR_NOT_NIL.test(cond) || !callsChain(st.init ?? list[i - 1])) return;
        const under = nilReturns(st.body.list, true)[0];
        const next = returns(st.body.list) ? undefined : nilReturns(list.slice(i + 1), true)[0];
        const r = under ?? next;
        if (r !== undefined)
          found = {
            file: path,
            line: r.pos.line,
            guard: `if ${cond}`,
            guardLine: st.pos.line,
            after: under === undefined,
          };
      });
      return true;
    });
  }
  return found === undefined ? out : [found];
}

/**
 * The `x := client.NewNamespacedClient(…)` (or `x = …`, or a field set to it) whose value makes the
 * read at `at` (`x.Get(…)`, `x.List(…)`): the wrapper only fills in the namespace and reads through
 * the client it wraps ([CR] pkg/client/namespaced_client.go), so a cached client stays cached.
 */
export function namespacedClientAt(files: readonly ProjectSource[], at: SourceRef): SourceRef | undefined {
  const fn = enclosingFunc(files, at);
  if (fn === undefined) return undefined;
  const name = (e: Node) =>
    e.kind === 'Ident' ? e.name : e.kind === 'SelectorExpr' ? (e as SelectorExpr).sel.name : '';
  const receivers = new Set<string>();
  inspect(fn as Node, (n) => {
    if (n.kind === 'CallExpr' && n.pos.line === at.line) {
      const f = (n as CallExpr).fun;
      if (f.kind === 'SelectorExpr') receivers.add(name(f.x));
    }
    return true;
  });
  let found: SourceRef | undefined;
  for (const { path, file } of parsedFiles(files))
    inspect(file as Node, (n) => {
      if (found) return false;
      const pairs: [Node, Node | undefined][] =
        n.kind === 'AssignStmt'
          ? (n as AssignStmt).lhs.map((l, i) => [l, (n as AssignStmt).rhs[i]])
          : n.kind === 'KeyValueExpr'
            ? [[(n as KeyValueExpr).key, (n as KeyValueExpr).value]]
            : [];
      for (const [l, r] of pairs)
        if (
          r?.kind === 'CallExpr' &&
          name((r as CallExpr).fun) === 'NewNamespacedClient' &&
          receivers.has(name(l))
        )
          found = { file: path, line: n.pos.line };
      return true;
    });
  return found;
}

/**
 * A Patch at `at` whose merge-patch base is the object it sends: `Patch(ctx, app, client.MergeFrom(app))`,
 * or `p := client.MergeFrom(app)` … `Patch(ctx, app, p)` with `app` a pointer. MergeFrom keeps the
 * object it is given, not a copy (controller-runtime pkg/client/patch.go mergeFromPatch.Data
 * marshals `from` when the patch is sent), so both sides are the same object and the patch is `{}`.
 * Answers where the base was taken.
 */
export function patchBaseIsTarget(files: readonly ProjectSource[], at: SourceRef): SourceRef | undefined {
  const fn = enclosingFunc(files, at);
  const src = files.find((f) => f.path === at.file);
  if (fn === undefined || src === undefined) return undefined;
  const text = textOf(src);
  const bare = (e: Node) => text(e).replace(/^&/, '').trim();
  const baseOf = (e: Node | undefined): Node | undefined => {
    if (e?.kind !== 'CallExpr') return undefined;
    const f = (e as CallExpr).fun;
    const name = f.kind === 'SelectorExpr' ? f.sel.name : '';
    return name === 'MergeFrom' || name === 'MergeFromWithOptions' ? (e as CallExpr).args[0] : undefined;
  };
  // variables holding a patch: name → the MergeFrom call's argument and where
  const vars = new Map<string, Node>();
  let found: SourceRef | undefined;
  inspect(fn as Node, (n) => {
    if (found !== undefined) return false;
    if (n.kind === 'AssignStmt') {
      const a = n as AssignStmt;
      a.lhs.forEach((l, i) => {
        const b = baseOf(a.rhs[i]);
        if (l.kind === 'Ident' && b !== undefined) vars.set(l.name, b);
      });
    }
    if (n.kind !== 'CallExpr' || n.pos.line > at.line || n.end.line < at.line) return true;
    const call = n as CallExpr;
    if (call.fun.kind !== 'SelectorExpr' || call.fun.sel.name !== 'Patch' || call.args.length < 3)
      return true;
    const p = call.args[2];
    const base = baseOf(p) ?? (p.kind === 'Ident' ? vars.get(p.name) : undefined);
    if (base !== undefined && base.kind !== 'CallExpr' && bare(base) === bare(call.args[1]))
      found = { file: at.file, line: base.pos.line };
    return true;
  });
  return found;
}

/**
 * A Patch at `at` whose merge-patch base is a copy of the object it sends (`X.DeepCopy()`, directly
 * or through a variable) taken after the function set X's status fields: both sides then hold the
 * new values and the patch is `{}`. Answers the copy's line and the last status assignment before it.
 */
export function patchBaseCopiedAfterSet(
  files: readonly ProjectSource[],
  at: SourceRef,
): { copy: SourceRef; set: SourceRef } | undefined {
  const fn = enclosingFunc(files, at);
  const src = files.find((f) => f.path === at.file);
  if (fn === undefined || src === undefined) return undefined;
  const text = textOf(src);
  const bare = (e: Node) => text(e).replace(/^&/, '').trim();
  const calls = (e: Node | undefined, names: string[]): CallExpr | undefined =>
    e?.kind === 'CallExpr' &&
    (e as CallExpr).fun.kind === 'SelectorExpr' &&
    names.includes(((e as CallExpr).fun as SelectorExpr).sel.name)
      ? (e as CallExpr)
      : undefined;
  // variables: name → the expression assigned (a MergeFrom call, or a DeepCopy)
  const vars = new Map<string, Node>();
  const statusSets: { object: string; line: number }[] = [];
  let found: { copy: SourceRef; set: SourceRef } | undefined;
  inspect(fn as Node, (n) => {
    if (found !== undefined || n.pos.line > at.line) return false;
    if (n.kind === 'AssignStmt') {
      const a = n as AssignStmt;
      a.lhs.forEach((l, i) => {
        if (l.kind === 'Ident' && a.rhs[i] !== undefined) vars.set(l.name, a.rhs[i]);
        const m = /^(\w+)\.Status\./.exec(text(l));
        if (m) statusSets.push({ object: m[1], line: n.pos.line });
      });
    }
    if (n.kind !== 'CallExpr' || n.end.line < at.line) return true;
    const call = n as CallExpr;
    if (call.fun.kind !== 'SelectorExpr' || call.fun.sel.name !== 'Patch' || call.args.length < 3)
      return true;
    const resolve = (e: Node | undefined) => (e?.kind === 'Ident' ? vars.get(e.name) : e);
    const merge = calls(resolve(call.args[2]), ['MergeFrom', 'MergeFromWithOptions']);
    const base = merge?.args[0];
    const copy = calls(resolve(base), ['DeepCopy']);
    if (copy === undefined || copy.fun.kind !== 'SelectorExpr') return true;
    const object = bare(copy.fun.x);
    if (object !== bare(call.args[1])) return true;
    const set = statusSets.filter((x) => x.object === object && x.line < copy.pos.line).at(-1);
    if (set !== undefined)
      found = { copy: { file: at.file, line: copy.pos.line }, set: { file: at.file, line: set.line } };
    return true;
  });
  return found;
}

/**
 * A `NewCache: func(config, opts) …` in the manager's options that calls cache.New with Options of
 * its own making, which mention neither its opts argument's DefaultNamespaces nor any of their
 * own: the manager builds its cache through NewCache with the options it was given
 * (controller-runtime pkg/cluster/cluster.go: options.NewCache(config, options.Cache)), so what
 * Options.Cache said is dropped. Answers the cache.New call.
 */
export function newCacheDropsOptions(files: readonly ProjectSource[]): SourceRef | undefined {
  let found: SourceRef | undefined;
  for (const { path, file } of parsedFiles(files)) {
    const src = files.find((f) => f.path === path);
    if (src === undefined) continue;
    const text = textOf(src);
    inspect(file as Node, (n) => {
      if (found !== undefined) return false;
      if (n.kind !== 'KeyValueExpr') return true;
      const kv = n as KeyValueExpr;
      if (kv.key.kind !== 'Ident' || kv.key.name !== 'NewCache' || kv.value.kind !== 'FuncLit') return true;
      const lit = kv.value as FuncLit;
      const names = lit.type.params.list.flatMap((f) => f.names.map((x) => x.name));
      const opts = names[1];
      if (opts === undefined) return true;
      inspect(lit.body as Node, (m) => {
        if (found !== undefined || m.kind !== 'CallExpr') return found === undefined;
        const call = m as CallExpr;
        const arg = call.args[1];
        if (call.fun.kind !== 'SelectorExpr' || call.fun.sel.name !== 'New' || arg?.kind !== 'CompositeLit')
          return true;
        const body = text(arg);
        if (
          !body.includes('DefaultNamespaces') &&
          !new RegExp(`\\b${opts}\\b`).test(body.replace(/\b\w+\.(Scheme|Mapper)\b/g, ''))
        )
          found = { file: path, line: call.pos.line };
        return true;
      });
      return true;
    });
  }
  return found;
}

/**
 * A label selector that tries to pick a namespace, near a List at `at` (its function, or a function
 * it calls that is declared in the files): the key `kubernetes.io/metadata.name` (a selector map's
 * key or inside a selector string), or a label whose value is a namespace (`"ns": app.Namespace`,
 * `req.Namespace`, `GetNamespace()`). The API server labels Namespace objects with
 * kubernetes.io/metadata.name (kubernetes pkg/apis/core/v1/defaults.go SetDefaults_Namespace), not
 * the objects in them, and a List's label selector never narrows its namespace: such a List
 * matches nothing.
 */
export function namespaceAsLabel(
  files: readonly ProjectSource[],
  at: SourceRef,
): { at: SourceRef; label: string } | undefined {
  const fn = enclosingFunc(files, at);
  if (fn === undefined) return undefined;
  const decls = new Map<string, { path: string; fn: FuncDecl }>();
  for (const { path, file } of parsedFiles(files))
    for (const d of file.decls) if (d.kind === 'FuncDecl') decls.set(d.name.name, { path, fn: d });
  const isNamespace = (t: string) => /(?:\.Namespace|\.GetNamespace\(\))$/.test(t);
  const search = (path: string, f: FuncDecl, depth: number): { at: SourceRef; label: string } | undefined => {
    const src = files.find((s) => s.path === path);
    if (src === undefined) return undefined;
    const text = textOf(src);
    let found: { at: SourceRef; label: string } | undefined;
    const callees: string[] = [];
    inspect(f as Node, (n) => {
      if (found) return false;
      if (n.kind === 'KeyValueExpr') {
        const kv = n as KeyValueExpr;
        if (kv.key.kind === 'BasicLit' && (kv.key as BasicLit).litKind === 'STRING') {
          const key = (kv.key as BasicLit).value.slice(1, -1);
          if (key === 'kubernetes.io/metadata.name' || isNamespace(text(kv.value)))
            found = { at: { file: path, line: kv.pos.line }, label: `${key}=${text(kv.value)}` };
        }
      } else if (n.kind === 'BasicLit' && (n as BasicLit).litKind === 'STRING') {
        const v = (n as BasicLit).value;
        if (v.includes('kubernetes.io/metadata.name'))
          found = { at: { file: path, line: n.pos.line }, label: v.slice(1, -1) };
      } else if (n.kind === 'CallExpr') {
        const fun = (n as CallExpr).fun;
        const name = fun.kind === 'SelectorExpr' ? fun.sel.name : fun.kind === 'Ident' ? fun.name : '';
        if (name !== '') callees.push(name);
      }
      return !found;
    });
    if (found || depth === 0) return found;
    for (const c of callees) {
      const d = decls.get(c);
      const r = d && d.fn !== f ? search(d.path, d.fn, depth - 1) : undefined;
      if (r) return r;
    }
    return undefined;
  };
  return search(at.file, fn, 1);
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), capped. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/**
 * String literals that almost spell `value` (one or two letters off, or two swapped): a namespace
 * the options meant to name and misspelt, which the cache then covers as written.
 */
export function nearSpellings(
  files: readonly ProjectSource[],
  value: string,
): { at: SourceRef; text: string }[] {
  if (value.length < 4) return [];
  const out: { at: SourceRef; text: string }[] = [];
  for (const { path, file } of parsedFiles(files))
    inspect(file as Node, (n) => {
      if (n.kind !== 'BasicLit' || (n as BasicLit).litKind !== 'STRING') return true;
      const raw = (n as BasicLit).value;
      const text = raw.slice(1, -1);
      if (text !== value && /^[a-z0-9.-]+$/i.test(text) && editDistance(text.toLowerCase(), value, 2) <= 2)
        out.push({ at: { file: path, line: n.pos.line }, text });
      return true;
    });
  return out;
}

/**
 * A status write at `at` (`r.Status().Update(ctx, &app)`) whose object's status fields are never
 * set in the function, while another variable's are (`latest.Status.… = …`, a second read of the
 * same object): the new values went to the copy that was not sent.
 */
export function statusSetOnOtherCopy(
  files: readonly ProjectSource[],
  at: SourceRef,
): { sent: string; other: string; set: SourceRef; lastSet: number } | undefined {
  const lines = files.find((f) => f.path === at.file)?.content.split('\n');
  const write =
    lines && /\.Status\(\)\.(?:Update|Patch)\(\s*\w+\s*,\s*&?(\w+)/.exec(lines[at.line - 1] ?? '');
  if (!lines || !write) return undefined;
  const sent = write[1];
  let start = at.line - 1;
  while (start > 0 && !/^func\b/.test(lines[start])) start--;
  let end = at.line;
  while (end < lines.length && !/^\}/.test(lines[end])) end++;
  const sets = new Map<string, number[]>();
  for (let i = start; i < end; i++) {
    const m = /^\s*(\w+)\.Status\.\w+(?:\.\w+)*\s*=[^=]/.exec(lines[i].replace(/\/\/.*$/, ''));
    if (m) sets.set(m[1], [...(sets.get(m[1]) ?? []), i + 1]);
  }
  if (sets.has(sent) || sets.size !== 1) return undefined;
  const [[other, at2]] = [...sets];
  return { sent, other, set: { file: at.file, line: at2[0] }, lastSet: at2[at2.length - 1] };
}

/**
 * A status write at `at` (`r.Status().Update(ctx, app)`) of an object whose status fields were set
 * (`app.Status.… = …`) before a read into that same object (`r.Get(ctx, key, app)`, often the
 * fresh Get inside retry.RetryOnConflict's closure) that comes before the write, with no status
 * field set again between that read and the write: the read replaced the values with the stored
 * ones. Lines of the last such assignment and of the read.
 */
export function statusSetThenReadInto(
  files: readonly ProjectSource[],
  at: SourceRef,
): { set: SourceRef; lastSet: number; read: SourceRef; object: string } | undefined {
  const fn = enclosingFunc(files, at);
  const src = files.find((f) => f.path === at.file);
  if (fn === undefined || src === undefined) return undefined;
  const text = textOf(src);
  const bare = (e: Node) => text(e).replace(/^&/, '').trim();
  // the object the write sends: its argument after ctx
  let object: string | undefined;
  inspect(fn as Node, (n) => {
    if (object !== undefined) return false;
    if (n.kind !== 'CallExpr' || n.pos.line > at.line || n.end.line < at.line) return true;
    const call = n as CallExpr;
    const f = call.fun;
    if (
      f.kind === 'SelectorExpr' &&
      (f.sel.name === 'Update' || f.sel.name === 'Patch') &&
      /\.Status\(\)$|SubResource\("status"\)$/.test(text(f.x)) &&
      call.args[1] !== undefined
    )
      object = bare(call.args[1]);
    return true;
  });
  if (object === undefined || !/^\w+$/.test(object)) return undefined;
  const sets: number[] = [];
  const reads: number[] = [];
  const statusField = new RegExp(`^${object}\\.Status\\.`);
  inspect(fn as Node, (n) => {
    if (n.pos.line > at.line) return false;
    if (n.kind === 'AssignStmt' && (n as AssignStmt).lhs.some((l) => statusField.test(text(l))))
      sets.push(n.pos.line);
    if (n.kind === 'CallExpr') {
      const call = n as CallExpr;
      const f = call.fun;
      if (
        f.kind === 'SelectorExpr' &&
        f.sel.name === 'Get' &&
        call.args.length >= 3 &&
        bare(call.args[2]) === object
      )
        reads.push(n.pos.line);
    }
    return true;
  });
  const read = reads.filter((l) => l < at.line).at(-1);
  if (read === undefined) return undefined;
  if (sets.some((l) => l > read && l <= at.line)) return undefined;
  // the assignments after the read before it (the first Get fills the object they change)
  const prev = reads.filter((l) => l < read).at(-1) ?? 0;
  const between = sets.filter((l) => l > prev && l < read);
  if (between.length === 0) return undefined;
  return {
    set: { file: at.file, line: between[0] },
    lastSet: between.at(-1) as number,
    read: { file: at.file, line: read },
    object,
  };
}

/**
 * Finalizer names given as string literals to controllerutil.RemoveFinalizer (or a RemoveFinalizer
 * method), with their lines: a name written out again at the removal can differ from the one added.
 */
export function removedFinalizerLiterals(
  files: readonly ProjectSource[],
): { value: string; at: SourceRef }[] {
  const out: { value: string; at: SourceRef }[] = [];
  for (const { path, file } of parsedFiles(files))
    inspect(file as Node, (n) => {
      if (n.kind !== 'CallExpr') return true;
      const call = n as CallExpr;
      const name =
        call.fun.kind === 'SelectorExpr' ? call.fun.sel.name : call.fun.kind === 'Ident' ? call.fun.name : '';
      const arg = call.args[1];
      if (name !== 'RemoveFinalizer' || arg?.kind !== 'BasicLit' || (arg as BasicLit).litKind !== 'STRING')
        return true;
      const v = (arg as BasicLit).value;
      const value = v.startsWith('`') ? v.slice(1, -1) : (JSON.parse(v) as string);
      out.push({ value, at: { file: path, line: call.pos.line } });
      return true;
    });
  return out;
}

/** The lines of calls to a function or method named `name` (`client.InNamespace(…)`, `x.InNamespace(…)`). */
export function callsNamed(files: readonly ProjectSource[], name: string): SourceRef[] {
  const out: SourceRef[] = [];
  for (const { path, file } of parsedFiles(files))
    inspect(file as Node, (n) => {
      if (n.kind !== 'CallExpr') return true;
      const f = (n as CallExpr).fun;
      if ((f.kind === 'SelectorExpr' && f.sel.name === name) || (f.kind === 'Ident' && f.name === name))
        out.push({ file: path, line: n.pos.line });
      return true;
    });
  return out;
}

/**
 * `<field>: x.Status.<field>` in a composite literal (a condition's `ObservedGeneration:
 * app.Status.ObservedGeneration`): the value the status held when it was read.
 */
export function keyedFromStatus(files: readonly ProjectSource[], field: string): SourceRef[] {
  const out: SourceRef[] = [];
  for (const { path, file } of parsedFiles(files))
    inspect(file as Node, (n) => {
      if (n.kind !== 'KeyValueExpr') return true;
      const kv = n as KeyValueExpr;
      const v = kv.value;
      if (
        kv.key.kind === 'Ident' &&
        (kv.key as Ident).name === field &&
        v.kind === 'SelectorExpr' &&
        v.sel.name === field &&
        v.x.kind === 'SelectorExpr' &&
        v.x.sel.name === 'Status'
      )
        out.push({ file: path, line: kv.pos.line });
      return true;
    });
  return out;
}
