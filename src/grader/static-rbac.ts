// The permissions the code asks for, read from the syntax tree: every client call whose object has a
// Kubernetes type the grader can name (a built-in from k8s.io/api, or a kind of the project's own
// api packages), and the types the builder watches. Compared with the +kubebuilder:rbac markers, it
// finds a verb the code uses that no rule grants, even on a path the scenario never took. Type
// resolution is deliberately local (a composite literal, `new(T)`, a parameter or variable declared
// in the same function): a call whose object cannot be named is left to behaviour, never guessed.
import type { CallExpr, Expr, File, FuncDecl, Node } from '../go/syntax/ast.ts';
import { inspect } from '../go/syntax/walk.ts';
import { defaultPlural } from '../kube/markers/plural.ts';
import type { ProjectSource } from './checks/context.ts';
import type { SourceRef } from './report.ts';
import { markers, parsedFile } from './static.ts';

/** One use of the API in the code: the permission it needs and the call that needs it. */
export interface PermissionUse {
  group: string;
  /** Plural, with `/status` for the status subresource. */
  resource: string;
  verb: string;
  /** `r.Status().Update`, `cached r.Get`, `Owns`: how the code uses it, for messages. */
  via: string;
  at: SourceRef;
}

// k8s.io/api/<dir>/<version> → API group (k8s.io/api's package layout).
const BUILTIN_GROUPS: Record<string, string> = {
  core: '',
  apps: 'apps',
  batch: 'batch',
  autoscaling: 'autoscaling',
  policy: 'policy',
  networking: 'networking.k8s.io',
  rbac: 'rbac.authorization.k8s.io',
  coordination: 'coordination.k8s.io',
  discovery: 'discovery.k8s.io',
  storage: 'storage.k8s.io',
  scheduling: 'scheduling.k8s.io',
  certificates: 'certificates.k8s.io',
  admissionregistration: 'admissionregistration.k8s.io',
  events: 'events.k8s.io',
};

const CLIENT_VERBS: Record<string, string> = {
  Get: 'get',
  List: 'list',
  Create: 'create',
  Update: 'update',
  Patch: 'patch',
  Delete: 'delete',
  DeleteAllOf: 'deletecollection',
};

interface Ctx {
  src: ProjectSource;
  file: File;
  module: string;
  /** import path of a project package → its API group (from `schema.GroupVersion{Group: …}`). */
  projectGroups: Map<string, string>;
  /** names given the manager's API reader anywhere (`APIReader: mgr.GetAPIReader()`, `r.Live = …`) */
  directNames: Set<string>;
}

/**
 * Fields and variables the project fills with the manager's API reader, which reads without the
 * cache: `Live: mgr.GetAPIReader()` in main's literal, `r.Live = mgr.GetAPIReader()` in
 * SetupWithManager, `live := mgr.GetAPIReader()`.
 */
function directNamesOf(files: readonly ProjectSource[]): Set<string> {
  const out = new Set<string>();
  for (const f of files) {
    if (!f.path.endsWith('.go')) continue;
    for (const m of f.content.matchAll(/(\w+)\s*(?::=|=|:)\s*\w+\.GetAPIReader\(\)/g)) out.add(m[1]);
  }
  return out;
}

function unquote(lit: string): string {
  return lit.replace(/^["`]|["`]$/g, '');
}

function moduleOf(files: readonly ProjectSource[]): string {
  const gomod = files.find((f) => f.path === 'go.mod');
  return /^module\s+(\S+)/m.exec(gomod?.content ?? '')?.[1] ?? '';
}

/** Project packages declaring a GroupVersion: `api/v1` → lab.example.com. */
function projectGroupsOf(files: readonly ProjectSource[], module: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of files) {
    if (!f.path.endsWith('.go')) continue;
    const m = /schema\.GroupVersion\{\s*Group:\s*"([^"]*)"/.exec(f.content);
    if (!m) continue;
    const dir = dirOf(f.path);
    out.set(dir === '' ? module : `${module}/${dir}`, m[1]);
  }
  return out;
}

/** The API group of a type `pkg.Name` as this file imports `pkg`, or undefined if it is not an API type. */
function groupOfPackage(ctx: Ctx, alias: string): string | undefined {
  for (const imp of ctx.file.imports) {
    const path = unquote(imp.path.value);
    const name = imp.name?.name ?? path.slice(path.lastIndexOf('/') + 1);
    if (name !== alias) continue;
    const builtin = /^k8s\.io\/api\/([a-z]+)\/v[0-9a-z]+$/.exec(path);
    if (builtin) return BUILTIN_GROUPS[builtin[1]];
    return ctx.projectGroups.get(path);
  }
  return undefined;
}

/** `pkg.Kind` or `pkg.KindList` (through `*`), as group and plural resource. */
function resourceOfType(ctx: Ctx, t: Expr | undefined): { group: string; resource: string } | undefined {
  while (t !== undefined && (t.kind === 'StarExpr' || t.kind === 'ParenExpr')) t = t.x;
  if (t?.kind !== 'SelectorExpr' || t.x.kind !== 'Ident') return undefined;
  const group = groupOfPackage(ctx, t.x.name);
  if (group === undefined) return undefined;
  const name = t.sel.name;
  const kind = name.endsWith('List') && name !== 'List' ? name.slice(0, -4) : name;
  if (!/^[A-Z]/.test(kind)) return undefined;
  return { group, resource: defaultPlural(kind) };
}

/** The declared type of an identifier within a function: a parameter, `var x T`, `x := &T{}` / `T{}` / `new(T)`. */
function typeOfIdent(fn: FuncDecl, name: string): Expr | undefined {
  for (const p of [...(fn.recv?.list ?? []), ...(fn.type.params?.list ?? [])])
    if (p.names.some((n) => n.name === name)) return p.type;
  let found: Expr | undefined;
  if (fn.body === undefined) return undefined;
  inspect(fn.body as Node, (n) => {
    if (found !== undefined) return false;
    if (n.kind === 'ValueSpec' && n.names.some((x) => x.name === name)) {
      const i = n.names.findIndex((x) => x.name === name);
      found = n.type ?? typeOfValue(n.values[i]);
      return false;
    }
    if (n.kind === 'AssignStmt' && n.tok === ':=') {
      const i = n.lhs.findIndex((x) => x.kind === 'Ident' && x.name === name);
      if (i >= 0 && n.rhs.length === n.lhs.length) found = typeOfValue(n.rhs[i]);
      if (i >= 0) return false;
    }
    return true;
  });
  return found;
}

/** The type a value expression obviously has: `&T{}`, `T{}`, `new(T)`. */
function typeOfValue(e: Expr | undefined): Expr | undefined {
  if (e === undefined) return undefined;
  if (e.kind === 'UnaryExpr' && e.op === '&') return typeOfValue(e.x);
  if (e.kind === 'CompositeLit') return e.type;
  if (e.kind === 'CallExpr' && e.fun.kind === 'Ident' && e.fun.name === 'new') return e.args[0];
  return undefined;
}

function objectResource(ctx: Ctx, fn: FuncDecl, e: Expr | undefined) {
  if (e === undefined) return undefined;
  let x = e;
  while (x.kind === 'ParenExpr' || (x.kind === 'UnaryExpr' && x.op === '&')) x = x.x;
  if (x.kind === 'Ident') return resourceOfType(ctx, typeOfIdent(fn, x.name));
  return resourceOfType(ctx, typeOfValue(x));
}

/** Source text of a receiver, for deciding cached vs direct: `r`, `r.Client`, `r.APIReader`, `mgr.GetAPIReader()`. */
function exprText(e: Expr): string {
  switch (e.kind) {
    case 'Ident':
      return e.name;
    case 'SelectorExpr':
      return `${exprText(e.x)}.${e.sel.name}`;
    case 'CallExpr':
      return `${exprText(e.fun)}()`;
    case 'ParenExpr':
      return exprText(e.x);
    default:
      return '?';
  }
}

/** A receiver that reads without the cache: named a reader, or given the manager's API reader. */
function isDirect(ctx: Ctx, e: Expr): boolean {
  const text = exprText(e);
  return /reader/i.test(text) || ctx.directNames.has(text.slice(text.lastIndexOf('.') + 1));
}

function usesOfCall(ctx: Ctx, fn: FuncDecl, call: CallExpr): PermissionUse[] {
  const at: SourceRef = { file: ctx.src.path, line: call.pos.line, col: call.pos.col };
  if (call.fun.kind !== 'SelectorExpr') return [];
  const method = call.fun.sel.name;
  const recv = call.fun.x;
  const out: PermissionUse[] = [];
  const use = (r: { group: string; resource: string } | undefined, verbs: string[], via: string) => {
    if (r !== undefined) for (const verb of verbs) out.push({ ...r, verb, via, at });
  };
  // controllerutil.CreateOrUpdate / CreateOrPatch(ctx, c, obj, f): a Get through c, then a create or
  // an update (patch) of obj.
  if ((method === 'CreateOrUpdate' || method === 'CreateOrPatch') && call.args.length >= 3) {
    const r = objectResource(ctx, fn, call.args[2]);
    const cached = !isDirect(ctx, call.args[1]);
    use(
      r,
      [...(cached ? ['list', 'watch'] : ['get']), 'create', method === 'CreateOrUpdate' ? 'update' : 'patch'],
      `controllerutil.${method}`,
    );
    return out;
  }
  // The builder: For/Owns/Watches start an informer, which lists and watches.
  if ((method === 'For' || method === 'Owns' || method === 'Watches') && call.args.length >= 1) {
    use(objectResource(ctx, fn, call.args[0]), ['list', 'watch'], method);
    return out;
  }
  const verb = CLIENT_VERBS[method];
  if (verb === undefined || call.args.length < 2) return out;
  const obj = method === 'Get' ? call.args[2] : call.args[1];
  const r = objectResource(ctx, fn, obj);
  if (r === undefined) return out;
  // r.Status().Update / .Patch, r.SubResource("status").Update: the status subresource.
  if (recv.kind === 'CallExpr' && recv.fun.kind === 'SelectorExpr') {
    const sub =
      recv.fun.sel.name === 'Status'
        ? 'status'
        : recv.fun.sel.name === 'SubResource' && recv.args[0]?.kind === 'BasicLit'
          ? unquote(recv.args[0].value)
          : undefined;
    if (sub !== undefined) {
      if (verb === 'update' || verb === 'patch')
        use({ group: r.group, resource: `${r.resource}/${sub}` }, [verb], `${exprText(recv)}.${method}`);
      return out;
    }
  }
  const text = exprText(recv);
  // The manager's client serves Get and List from the cache: its informer needs list and watch.
  if ((verb === 'get' || verb === 'list') && !isDirect(ctx, recv)) {
    use(r, ['list', 'watch'], `${text}.${method} (cached)`);
    return out;
  }
  // Patch(ctx, obj, client.Apply, …): a server-side apply creates a missing object, and the API server
  // authorizes that as create too ([AS] endpoints/handlers/patch.go createAuthorizerAttributes).
  const apply =
    method === 'Patch' && call.args[2] !== undefined && /(^|\.)Apply$/.test(exprText(call.args[2]));
  use(r, apply ? [verb, 'create'] : [verb], `${text}.${method}${apply ? ' (apply)' : ''}`);
  return out;
}

const FAKE_CLIENT = 'sigs.k8s.io/controller-runtime/pkg/client/fake';

function dirOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

/**
 * Every permission the project's Go files ask for, with the call that asks. Tests are left out: a
 * `_test.go` file, or a package that builds controller-runtime's fake client (an exercise's test
 * program), talks to no API server, so its calls need no RBAC rule.
 */
export function permissionsUsed(files: readonly ProjectSource[]): PermissionUse[] {
  const module = moduleOf(files);
  const projectGroups = projectGroupsOf(files, module);
  const directNames = directNamesOf(files);
  const parsed = files
    .filter((src) => src.path.endsWith('.go') && !src.path.endsWith('_test.go'))
    .map((src) => ({ src, file: parsedFile(files, src.path) }));
  const testDirs = new Set(
    parsed
      .filter(({ file }) => file?.imports.some((imp) => unquote(imp.path.value) === FAKE_CLIENT))
      .map(({ src }) => dirOf(src.path)),
  );
  const out: PermissionUse[] = [];
  for (const { src, file } of parsed) {
    if (file === undefined || testDirs.has(dirOf(src.path))) continue;
    const ctx: Ctx = { src, file, module, projectGroups, directNames };
    for (const d of file.decls) {
      if (d.kind !== 'FuncDecl' || d.body === undefined) continue;
      inspect(d.body as Node, (n) => {
        if (n.kind === 'CallExpr') out.push(...usesOfCall(ctx, d, n));
        return true;
      });
    }
  }
  return out;
}

/** Does some +kubebuilder:rbac marker grant `verb` on group/resource? */
export function grantedByMarkers(files: readonly ProjectSource[]): (u: PermissionUse) => boolean {
  const rules = markers(files, 'rbac')
    .filter((m) => m.ignored === undefined)
    .map((m) => ({
      // `core` is controller-gen's spelling of the "" group (pkg/rbac/parser.go normalizes it)
      groups: (m.args.get('groups') ?? ['']).map((g) => (g === 'core' ? '' : g)),
      resources: m.args.get('resources') ?? [],
      verbs: m.args.get('verbs') ?? [],
    }));
  return (u) =>
    rules.some(
      (r) =>
        (r.groups.includes(u.group) || r.groups.includes('*')) &&
        (r.resources.includes(u.resource) || r.resources.includes('*')) &&
        (r.verbs.includes(u.verb) || r.verbs.includes('*')),
    );
}

/** The uses no marker grants, one per group/resource/verb (the first call that needs it). */
export function ungrantedUses(
  files: readonly ProjectSource[],
  only?: (path: string) => boolean,
): PermissionUse[] {
  const granted = grantedByMarkers(files);
  const seen = new Set<string>();
  const out: PermissionUse[] = [];
  for (const u of permissionsUsed(files.filter((f) => only === undefined || only(f.path)))) {
    const k = `${u.group}/${u.resource}/${u.verb}`;
    if (seen.has(k) || granted(u)) continue;
    seen.add(k);
    out.push(u);
  }
  return out;
}
