// `kubectl` against the simulated API server: get, describe, apply/create/delete -f, create namespace,
// logs, api-resources, auth can-i, explain, version. Output and error texts follow kubectl
// (k8s.io/kubectl/pkg/cmd/...); API errors are the server's Status messages (SEMANTICS.md, TOOLCHAIN.md B4).
import { defineCommand, type ResolvedCommandContext } from 'just-bash';
import { parseGoDurationOrError } from '../../../go/std/time/duration.ts';
import {
  type ApiResponse,
  type ResourceInfo,
  type Status,
  serviceAccountUser,
  type UserInfo,
} from '../../../kube/apiserver/index.ts';
import { labelValueErrors } from '../../../kube/apiserver/objectmeta.ts';
import { goQuote } from '../../../kube/apiserver/status.ts';
import {
  isObject,
  type Json,
  type JsonObject,
  jsonEqual,
  type KubeObject,
  str,
} from '../../../kube/apiserver/types.ts';
import { type RestClient, resourcePath, restClient } from '../../../kube/rest/client.ts';
import { categoriesOf } from '../../../kube/rest/discovery.ts';
import { openapiGroupVersion } from '../../../kube/rest/openapi.ts';
import { loadOpenApiDocs } from '../../../kube/rest/openapi-docs.ts';
import {
  clientVersionInfo,
  KUBE_GIT_VERSION,
  KUBECTL_USER_AGENT,
  KUSTOMIZE_VERSION,
  versionSkewWarning,
} from '../../../kube/rest/version.ts';
import type { VirtualClock } from '../../clock.ts';
import type { ShellCluster } from '../../kube/cluster.ts';
import type { ShellWorld } from '../../world.ts';
import { kustomizeBuild } from '../make.ts';
import { stdinText } from '../misc.ts';
import { configCommand, kubeconfigNamespace } from './config.ts';
import {
  completeGracePeriod,
  type DeletedObject,
  deletedLine,
  parseDeleteFlagValues,
  responseUid,
  validateForce,
  waitForDeletion,
} from './delete.ts';
import { describeObject } from './describe.ts';
import type { DescribeSource } from './describers.ts';
import { enhanceListError, formatApiError, formatWarnings } from './errors.ts';
import { explainOpenApi } from './explain.ts';
import { customColumns, executeJsonPath, relaxedJSONPathExpression } from './jsonpath.ts';
import type { CommandError } from './manifests.ts';
import {
  aggregate,
  applyAll,
  createAll,
  deleteAll,
  type Manifest,
  mapManifests,
  parseManifests,
  printErrors,
  serverSideApplyAll,
} from './manifests.ts';
import { asList, objectPrinter, PRINT_FORMATS, tableRows, tabwrite, toJson, toYaml } from './print.ts';
import { discovery, groupResource, kindGroup, resolveResource, resourcesFor } from './resources.ts';
import { type RolloutTarget, rolloutStatus } from './rollout.ts';
import { sortByField, sortField } from './sort.ts';
import { conditionFor, noControllerNote, runWait, type WaitItem } from './wait.ts';

type Result = { stdout: string; stderr: string; exitCode: number };
const ok = (stdout: string, stderr = ''): Result => ({ stdout, stderr, exitCode: 0 });
const fail = (stderr: string, stdout = ''): Result => ({ stdout, stderr, exitCode: 1 });

/** The flags (long names) this terminal knows that take a value (`-n ns`, `--namespace=ns`). */
const VALUE_NAMES = new Set(
  (
    'namespace output selector label-columns filename as as-group field-selector subresource dry-run patch ' +
    'type kustomize container tail api-group context kubeconfig duration audience bound-object-kind ' +
    'bound-object-name bound-object-uid sort-by verbs categories cluster user server certificate-authority ' +
    'tls-server-name proxy-url replicas current-replicas resource-version grace-period timeout for revision field-manager'
  ).split(' '),
);
/** The boolean flags it knows (`-A`, `--watch`, `--recursive=false`). */
const BOOL_NAMES = new Set(
  (
    'all-namespaces ignore-not-found all recursive no-headers show-labels namespaced watch follow wait help ' +
    'quiet client minify raw flatten current insecure-skip-tls-verify validate show-kind show-managed-fields cascade ' +
    'now force server-side force-conflicts overwrite list local'
  ).split(' '),
);
/** What a flag given without a value stands for when it is not a boolean's true (pflag NoOptDefVal). */
const NO_OPT_DEFAULTS: Record<string, string> = { cascade: 'background', validate: 'strict' };
/** Shorthands, as most commands define them; COMMAND_SHORTHANDS holds the exceptions. */
const SHORTHANDS: Record<string, string> = {
  n: 'namespace',
  o: 'output',
  l: 'selector',
  L: 'label-columns',
  f: 'filename',
  p: 'patch',
  k: 'kustomize',
  c: 'container',
  A: 'all-namespaces',
  R: 'recursive',
  w: 'watch',
  h: 'help',
  q: 'quiet',
};
const COMMAND_SHORTHANDS: Record<string, Record<string, string | undefined>> = {
  // logs -f is --follow; explain's --recursive has no shorthand
  logs: { f: 'follow' },
  explain: { R: undefined },
};

/** Global flags, which every command takes ([K8S] kubectl cmd.go, genericclioptions ConfigFlags). */
const GLOBAL_FLAGS = ['namespace', 'as', 'as-group', 'context', 'kubeconfig', 'help'];
/**
 * The flags of each simulated command, out of those this terminal knows ([K8S] kubectl v0.28
 * pkg/cmd/<command>: each command's own, its PrintFlags', FilenameOptions' and selector flags). A
 * flag another command has is an unknown flag here, as pflag says.
 */
const COMMAND_FLAGS: Record<string, string> = {
  get: 'output selector label-columns filename kustomize recursive all-namespaces ignore-not-found field-selector subresource watch no-headers show-labels show-kind show-managed-fields sort-by',
  describe: 'all-namespaces selector filename kustomize recursive',
  apply:
    'filename kustomize recursive output selector dry-run all wait validate server-side force-conflicts field-manager subresource',
  create: 'filename kustomize recursive output selector dry-run validate',
  'create namespace': 'output dry-run',
  'create token': 'output duration audience bound-object-kind bound-object-name bound-object-uid',
  delete:
    'filename kustomize recursive selector field-selector all all-namespaces ignore-not-found wait output dry-run cascade ' +
    'now force grace-period timeout',
  patch: 'filename kustomize recursive patch type output dry-run subresource',
  scale:
    'filename kustomize recursive selector all replicas current-replicas resource-version output dry-run',
  edit: 'filename kustomize recursive output',
  label:
    'overwrite list local field-selector all all-namespaces resource-version filename kustomize recursive ' +
    'dry-run field-manager selector output show-managed-fields',
  annotate:
    'overwrite list local field-selector all all-namespaces resource-version filename kustomize recursive ' +
    'dry-run field-manager selector output show-managed-fields',
  logs: 'follow container tail selector',
  'rollout status': 'filename kustomize recursive watch revision timeout selector',
  wait: 'for timeout selector field-selector all all-namespaces filename kustomize recursive output show-managed-fields',
  explain: 'recursive',
  'api-resources': 'no-headers output api-group namespaced sort-by verbs categories',
  'auth can-i': 'all-namespaces quiet subresource no-headers',
  'auth whoami': 'output',
  version: 'client output',
  'config current-context': '',
  'config view': 'output minify raw flatten',
  'config get-contexts': 'output no-headers',
  'config get-clusters': '',
  'config get-users': '',
  'config use-context': '',
  'config set-context': 'current cluster user',
  'config set-cluster': 'server certificate-authority insecure-skip-tls-verify tls-server-name proxy-url',
  'config rename-context': '',
  'config delete-context': '',
};

/** The flags of `command` (a CommandPath without `kubectl `): undefined for one not listed (all allowed). */
function flagsOf(command: string): Set<string> | undefined {
  const own = COMMAND_FLAGS[command];
  return own === undefined
    ? undefined
    : new Set([...GLOBAL_FLAGS, ...own.split(' ').filter((f) => f !== '')]);
}

/** Whether `-x`/`--name` takes a value, for skipping global flags before the subcommand. */
const VALUE_FLAGS = {
  has: (name: string) => VALUE_NAMES.has(name) || VALUE_NAMES.has(SHORTHANDS[name] ?? ''),
};

interface Parsed {
  args: string[];
  flags: Map<string, string[]>;
}

function parseArgs(argv: readonly string[], command = ''): Parsed | { error: string } {
  const args: string[] = [];
  const flags = new Map<string, string[]>();
  const add = (k: string, v: string) => flags.set(k, [...(flags.get(k) ?? []), v]);
  const allowed = flagsOf(command);
  const known = (name: string) =>
    (VALUE_NAMES.has(name) || BOOL_NAMES.has(name)) && (!allowed || allowed.has(name));
  const overrides = COMMAND_SHORTHANDS[command] ?? {};
  const shorthand = (c: string) => (c in overrides ? overrides[c] : SHORTHANDS[c]);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      args.push(...argv.slice(i + 1));
      break;
    }
    const m = /^(--?)([A-Za-z][\w-]*)(?:=(.*))?$/.exec(a);
    if (!m || a === '-') {
      args.push(a);
      continue;
    }
    const [, dashes, name, inline] = m;
    if (dashes === '-') {
      // Shorthands as pflag reads them (spf13/pflag flag.go parseShortArg / parseSingleShortArg):
      // boolean ones may be grouped (-Aw); a value flag takes the rest of the word (-oyaml, -n=foo) or
      // the next argument. An error names the shorthands left from the failing one on (-Ax: 'x' in -x).
      const shorthands = a.slice(1);
      let j = 0;
      for (; j < shorthands.length; j++) {
        const c = shorthands[j];
        const long = shorthand(c);
        if (long === undefined || !known(long))
          return { error: `error: unknown shorthand flag: '${c}' in -${shorthands.slice(j)}` };
        const rest = shorthands.slice(j + 1);
        if (VALUE_NAMES.has(long)) {
          const v = rest === '' ? argv[++i] : rest.startsWith('=') ? rest.slice(1) : rest;
          if (v === undefined)
            return { error: `error: flag needs an argument: '${c}' in -${shorthands.slice(j)}` };
          add(long, v);
          break;
        }
        if (rest.startsWith('=')) {
          add(long, rest.slice(1));
          break;
        }
        add(long, 'true');
      }
      continue;
    }
    if (!known(name)) return { error: `error: unknown flag: --${name}` };
    if (VALUE_NAMES.has(name)) {
      const v = inline ?? argv[++i];
      if (v === undefined) return { error: `error: flag needs an argument: --${name}` };
      add(name, v);
      continue;
    }
    add(name, inline ?? NO_OPT_DEFAULTS[name] ?? 'true');
  }
  return { args, flags };
}

const flag = (p: Parsed, name: string): string | undefined => p.flags.get(name)?.at(-1);
const boolFlag = (p: Parsed, name: string): boolean => {
  const v = flag(p, name);
  return v !== undefined && v !== 'false';
};

/**
 * `--as` and `--as-group` as the impersonation filter reads them: a ServiceAccount without groups gets
 * its own; a named user gets system:authenticated unless its groups hold it or system:unauthenticated;
 * system:anonymous gets system:unauthenticated ([AS] endpoints/filters/impersonation/impersonation.go).
 */
function identity(cluster: ShellCluster, p: Parsed): UserInfo {
  const as = flag(p, 'as');
  if (!as) return cluster.user;
  const groups = [...(p.flags.get('as-group') ?? [])];
  const sa = /^system:serviceaccount:([^:]+):([^:]+)$/.exec(as);
  if (sa && groups.length === 0) return serviceAccountUser(sa[1], sa[2]);
  if (as === 'system:anonymous') {
    if (!groups.includes('system:unauthenticated')) groups.push('system:unauthenticated');
  } else if (!groups.some((g) => g === 'system:authenticated' || g === 'system:unauthenticated'))
    groups.push('system:authenticated');
  return { username: as, groups };
}

/** The output formats of kubectl get (its PrintFlags with the human-readable ones). */
const GET_FORMATS =
  'custom-columns,custom-columns-file,go-template,go-template-file,json,jsonpath,jsonpath-as-json,jsonpath-file,name,template,templatefile,wide,yaml';

/** PrintFlags.ToPrinter's error for a format it has no printer for. */
const printerError = (output: string) =>
  PRINT_FORMATS.split(',').includes(output.split('=')[0])
    ? `oplab: -o ${output.split('=')[0]} is a real kubectl output format that this terminal prints only for kubectl get.\n`
    : `error: unable to match a printer suitable for the output format "${output}", allowed formats are: ${PRINT_FORMATS}\n`;

/** Builder.mappingFor's error: the resource part of the argument (before its first dot). */
/** resource.Builder's error when a command is given no resources ([K8S] cli-runtime builder.go). */
const NO_RESOURCES =
  "error: You must provide one or more resources by argument or filename.\nExample resource specifications include:\n   '-f rsrc.yaml'\n   '--filename=rsrc.json'\n   '<resource> <name>'\n   '<resource>'\n";
const NO_TYPE = (t: string) => `error: the server doesn't have a resource type "${t.split('.')[0]}"\n`;

async function readSources(
  ctx: ResolvedCommandContext,
  files: readonly string[],
): Promise<Manifest[] | { error: string }> {
  const out: Manifest[] = [];
  for (const f of files) {
    if (f === '-') {
      const parsed = parseManifests(stdinText(ctx.stdin), 'STDIN');
      if ('error' in parsed) return parsed;
      out.push(...parsed);
      continue;
    }
    const abs = f.startsWith('/') ? f : `${ctx.cwd}/${f}`;
    if (!(await ctx.fs.exists(abs))) return { error: `error: the path "${f}" does not exist` };
    const st = await ctx.fs.stat(abs);
    const paths = st.isDirectory
      ? (await ctx.fs.readdir(abs))
          .filter((n) => /\.(ya?ml|json)$/.test(n))
          .sort()
          .map((n) => ({ abs: `${abs}/${n}`, shown: `${f.replace(/\/$/, '')}/${n}` }))
      : [{ abs, shown: f }];
    for (const p of paths) {
      const parsed = parseManifests(await ctx.fs.readFile(p.abs), p.shown);
      if ('error' in parsed) return parsed;
      out.push(...parsed);
    }
  }
  return out;
}

/** Splits `get` arguments into (resource, names) groups: `pods a b`, `pods,svc`, `pod/a svc/b`. */
function targets(args: readonly string[]): Array<{ type: string; names: string[] }> | { error: string } {
  if (args.length === 0) return [];
  if (args.some((a) => a.includes('/'))) {
    const out: Array<{ type: string; names: string[] }> = [];
    for (const a of args) {
      const i = a.indexOf('/');
      if (i < 0)
        return {
          error: `error: there is no need to specify a resource type as a separate argument when passing arguments in resource/name form (e.g. 'kubectl get resource/<resource_name>' instead of 'kubectl get resource resource/<resource_name>'`,
        };
      out.push({ type: a.slice(0, i), names: [a.slice(i + 1)] });
    }
    return out;
  }
  const [types, ...names] = args;
  return types.split(',').map((type) => ({ type, names }));
}

/** The kubeconfig user's client (or the impersonated identity's, with `--as`), over the REST handler. */
function clientFor(cluster: ShellCluster, p: Parsed): RestClient {
  return restClient({ server: cluster.server, user: identity(cluster, p), userAgent: USER_AGENT });
}

/** kubectl's User-Agent: its program name is the server's default field manager. */
const USER_AGENT = KUBECTL_USER_AGENT;

/**
 * `kubectl version` ([K8S] staging/src/k8s.io/kubectl/pkg/cmd/version/version.go, 1.34): the client's
 * version and its kustomize's, then the server's from discovery's /version (not asked with --client);
 * -o yaml/json print the Version struct; a server more than one minor away gets the skew warning.
 */
function versionCommand(cluster: ShellCluster, p: Parsed): Result {
  const output = flag(p, 'output') ?? '';
  if (output !== '' && output !== 'yaml' && output !== 'json')
    return fail("error: --output must be 'yaml' or 'json'\n");
  const info: JsonObject = { clientVersion: clientVersionInfo(), kustomizeVersion: KUSTOMIZE_VERSION };
  let serverError = '';
  if (!boolFlag(p, 'client')) {
    const r = clientFor(cluster, p).request('GET', '/version');
    if (r.ok) info.serverVersion = r.object as unknown as JsonObject;
    else serverError = formatApiError(r.status);
  }
  const server = isObject(info.serverVersion) ? info.serverVersion : undefined;
  let stdout: string;
  if (output === 'yaml') stdout = `${toYaml(info)}\n`;
  else if (output === 'json') stdout = `${JSON.stringify(info, null, 2)}\n`;
  else
    stdout = `Client Version: ${KUBE_GIT_VERSION}\nKustomize Version: ${KUSTOMIZE_VERSION}\n${server ? `Server Version: ${str(server.gitVersion)}\n` : ''}`;
  const warning = server ? versionSkewWarning(KUBE_GIT_VERSION, str(server.gitVersion)) : '';
  return serverError ? fail(warning + serverError, stdout) : ok(stdout, warning);
}

interface TableJson {
  columnDefinitions?: Array<{ name?: string; priority?: number }>;
  rows?: Array<{ cells?: Json[]; object?: JsonObject }>;
}

/**
 * Builder.ReplaceAliases: a category (`all`, or one a CRD declares) stands for every resource listed
 * under it, in discovery order, as `resource.group` ([K8S] cli-runtime pkg/resource/builder.go,
 * restmapper.discoveryCategoryExpander).
 */
function expandCategories(
  server: ShellCluster['server'],
  t: Array<{ type: string; names: string[] }>,
): Array<{ type: string; names: string[] }> {
  return t.flatMap(({ type, names }) => {
    const members = discovery(server).filter((r) => categoriesOf(server, r.info).includes(type));
    if (members.length === 0) return [{ type, names }];
    return members.map((r) => ({ type: groupResource(r.info), names }));
  });
}

type GetTarget = { type: string; names: string[]; namespace?: string };

/**
 * `kubectl get -f FILE`: the objects the files name, fetched by name in their namespace (the
 * builder's FilenameParam), one table per run of objects of one type.
 */
async function getFromFiles(cluster: ShellCluster, p: Parsed, ctx: ResolvedCommandContext): Promise<Result> {
  const manifests = await readSources(ctx, p.flags.get('filename') ?? []);
  if ('error' in manifests) return fail(`${manifests.error}\n`);
  const explicit = flag(p, 'namespace');
  const { mapped, errors } = mapManifests(
    cluster.server,
    manifests,
    explicit ?? cluster.namespace,
    explicit !== undefined,
  );
  if (errors.length > 0) return fail(`error: ${aggregate(errors)}\n`);
  const t: GetTarget[] = [];
  for (const m of mapped) {
    const type = groupResource(m.info);
    const namespace = m.info.namespaced ? m.namespace : undefined;
    const last = t.at(-1);
    if (last && last.type === type && last.namespace === namespace) last.names.push(m.name);
    else t.push({ type, names: [m.name], namespace });
  }
  if (t.length === 0) return fail('error: no objects passed to get\n');
  return getCommand(cluster, p, t);
}

/**
 * klog's header for a fatal line (`F1207 21:50:00.000000    4242 `): severity, date and time (UTC, as
 * the terminal's TZ), the thread id (a fixed stand-in for kubectl's pid).
 */
function klogFatalHeader(now: number): string {
  const d = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  const micros = String(d.getUTCMilliseconds() * 1000).padStart(6, '0');
  return `F${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}.${micros} ${String(4242).padStart(7, ' ')}`;
}

function getCommand(cluster: ShellCluster, p: Parsed, fromFiles?: GetTarget[]): Result {
  const parsedTargets = fromFiles ?? targets(p.args);
  if ('error' in parsedTargets) return fail(`${parsedTargets.error}\n`);
  const t: GetTarget[] = fromFiles ?? expandCategories(cluster.server, parsedTargets);
  if (t.length === 0)
    return fail(
      'You must specify the type of resource to get. Use "kubectl api-resources" for a complete list of supported resources.\n\nerror: Required resource not specified.\nUse "kubectl explain <resource>" for a detailed description of that resource (e.g. kubectl explain pods).\nSee \'kubectl get -h\' for help and examples\n',
    );
  const client = clientFor(cluster, p);
  const all = boolFlag(p, 'all-namespaces');
  const ns = flag(p, 'namespace') ?? cluster.namespace;
  const output = flag(p, 'output') ?? '';
  const human = output === '' || output === 'wide';
  const jsonPath = /^(jsonpath|jsonpath-as-json)(?:=(.*))?$/s.exec(output);
  if (jsonPath && !jsonPath[2]) return fail('error: template format specified but no template given\n');
  const customSpec = /^custom-columns(?:=(.*))?$/s.exec(output);
  if (!human && !['yaml', 'json', 'name'].includes(output) && !jsonPath && !customSpec) {
    // a format real kubectl get prints but this terminal does not (the templates, the -file forms)
    // says so rather than claim kubectl does not know it
    const format = output.split('=')[0];
    return fail(
      GET_FORMATS.split(',').includes(format)
        ? `oplab: -o ${format} is a real kubectl output format that this terminal does not print.\n`
        : `error: unable to match a printer suitable for the output format "${output}", allowed formats are: ${GET_FORMATS}\n`,
    );
  }
  const selector = flag(p, 'selector');
  const fieldSelector = flag(p, 'field-selector');
  const sortBy = flag(p, 'sort-by') || undefined;
  // kubectl asks the Table's rows to carry their objects when it sorts (get.go transformRequests)
  const includeObject = sortBy !== undefined ? 'Object' : undefined;
  let stdout = '';
  let stderr = '';
  let failed = false;
  let rowsPrinted = 0;
  const collected: KubeObject[] = [];
  const ignoreNotFound = boolFlag(p, 'ignore-not-found');
  const warned = new Set<string>();
  // --show-kind, or more than one type asked for ([K8S] kubectl cmd/get/get.go)
  const withKind = t.length > 1 || boolFlag(p, 'show-kind');
  const single = t.length === 1 && t[0].names.length === 1;
  // --subresource: a named object's subresource, as the server serves it (kubectl 1.34 checks no name)
  const subresource = flag(p, 'subresource') ?? '';
  for (const { type, names, namespace: objectNs } of t) {
    const r = resolveResource(cluster.server, type);
    if (!r) return fail(stderr + NO_TYPE(type), stdout);
    const at = { info: r.info, namespace: r.info.namespaced ? (all ? undefined : ns) : undefined };
    const answers =
      names.length > 0
        ? names.map((name) =>
            client.get({ ...at, namespace: objectNs ?? ns }, name, {
              table: human,
              includeObject,
              ...(subresource !== '' ? { subresource } : {}),
            }),
          )
        : [client.list(at, { labelSelector: selector, fieldSelector, table: human, includeObject })];
    // the server's warnings on stderr, each text once per command (kubectl's warning writer
    // deduplicates, [CG] rest/warnings.go)
    for (const w of answers.flatMap((a) => a.warnings))
      if (!warned.has(w)) {
        warned.add(w);
        stderr += formatWarnings([w]);
      }
    if (human) {
      // One table per type; the rows of several GETs share its header (the printer prints a
      // header once while the column definitions stay the same).
      let header: string[] | undefined;
      const rows: string[][] = [];
      for (const a of answers) {
        if (!a.ok) {
          if (ignoreNotFound && a.code === 404) continue;
          stderr += formatApiError(
            names.length > 0 ? a.status : enhanceListError(a.status, r.info, selector, fieldSelector),
          );
          failed = true;
          continue;
        }
        if (sortBy !== undefined) {
          // RuntimeSorter sorts each Table's rows by the objects kubectl asked to be included
          // (includeObject=Object), before anything is printed
          const table = a.object as { rows?: Array<{ object?: JsonObject }> };
          const sorted = sortByField(table.rows ?? [], (row) => row.object ?? null, sortField(sortBy), {
            tableSorter: true,
            klogHeader: () => klogFatalHeader(cluster.server.clock.now()),
          });
          if ('error' in sorted) return { stdout: '', stderr: stderr + sorted.error, exitCode: sorted.exit };
          table.rows = sorted.sorted;
        }
        const table = tableRows(a.object as TableJson, {
          wide: output === 'wide',
          withNamespace: all && r.info.namespaced,
          kind: withKind ? kindGroup(r.info) : undefined,
          // -L is a string slice: every use adds its comma-separated keys
          labelColumns: (p.flags.get('label-columns') ?? []).flatMap((v) => v.split(',')),
          showLabels: boolFlag(p, 'show-labels'),
        });
        header ??= table.header;
        rows.push(...table.rows);
      }
      if (header && rows.length > 0) {
        // a blank line between the tables of several types, unless --no-headers
        if (stdout !== '' && !boolFlag(p, 'no-headers')) stdout += '\n';
        stdout += `${tabwrite(boolFlag(p, 'no-headers') ? rows : [header, ...rows])}\n`;
        rowsPrinted += rows.length;
      }
      continue;
    }
    for (const a of answers) {
      if (!a.ok) {
        if (ignoreNotFound && a.code === 404) continue;
        stderr += formatApiError(
          names.length > 0 ? a.status : enhanceListError(a.status, r.info, selector, fieldSelector),
        );
        failed = true;
        continue;
      }
      const items = Array.isArray(a.object.items)
        ? (a.object.items.filter(isObject) as KubeObject[])
        : [a.object];
      for (const o of items) {
        if (!o.apiVersion) o.apiVersion = r.info.group ? `${r.info.group}/${r.info.version}` : r.info.version;
        if (!o.kind) o.kind = r.info.kind;
        // kubectl get omits managedFields unless --show-managed-fields ([K8S] kubectl cmd/get/get.go).
        if (isObject(o.metadata) && !boolFlag(p, 'show-managed-fields')) delete o.metadata.managedFields;
      }
      collected.push(...items);
      if (output === 'name')
        for (const o of items) stdout += `${kindGroup(r.info)}/${str((o.metadata as JsonObject).name)}\n`;
    }
  }
  // SortingPrinter: a list's items sorted (SortObjects), one object as it is
  if (!human && sortBy !== undefined && !(single && collected.length === 1) && collected.length > 0) {
    const field = relaxedJSONPathExpression(sortBy);
    if (typeof field !== 'string') return fail(`${stderr}error: ${field.error}\n`);
    const sorted = sortByField(collected, (o) => o as Json, field, {
      tableSorter: false,
      klogHeader: () => klogFatalHeader(cluster.server.clock.now()),
    });
    if ('error' in sorted) return { stdout: '', stderr: stderr + sorted.error, exitCode: sorted.exit };
    collected.splice(0, collected.length, ...sorted.sorted);
    if (output === 'name') {
      stdout = '';
      for (const o of collected) {
        const r = resolveResource(cluster.server, str(o.kind));
        stdout += `${r ? kindGroup(r.info) : str(o.kind).toLowerCase()}/${str((o.metadata as JsonObject).name)}\n`;
      }
    }
  }
  // printGeneric: with --ignore-not-found and nothing found, nothing is printed
  if (!human && ignoreNotFound && collected.length === 0)
    return { stdout: '', stderr, exitCode: failed ? 1 : 0 };
  if (output === 'yaml' || output === 'json') {
    if (collected.length === 0 && failed) return fail(stderr);
    const v = single && collected.length === 1 ? collected[0] : asList(collected);
    stdout = output === 'yaml' ? toYaml(v) : toJson(v);
  } else if (customSpec) {
    // printGeneric hands the printer one List; its items are the rows, under one header
    if (single && failed) return fail(stderr);
    const r = customColumns(customSpec[1] ?? '', collected, boolFlag(p, 'no-headers'));
    if ('error' in r) return fail(`${stderr}error: ${r.error}\n`);
    stdout = r.rows.length > 0 ? `${tabwrite(r.rows)}\n` : '';
  } else if (jsonPath) {
    // a single named object that failed is the only error; else the items fetched are printed
    if (single && failed) return fail(stderr);
    // printGeneric: one object as it is, anything else a v1 List ([K8S] kubectl cmd/get/get.go)
    const data = single && collected.length === 1 ? collected[0] : asList(collected);
    const r = executeJsonPath(jsonPath[2], data, {
      allowMissingKeys: true,
      outputJSON: jsonPath[1] === 'jsonpath-as-json',
    });
    // checkErr: `error: ` and the message, a newline added when it has none
    if ('error' in r) return fail(`${stderr}error: ${r.error}${r.error.endsWith('\n') ? '' : '\n'}`);
    stdout = r.ok;
  }
  // "No resources found" only when not ignoring NotFound ([K8S] kubectl cmd/get/get.go Run)
  if (human && rowsPrinted === 0 && !failed && !ignoreNotFound) {
    const r = resolveResource(cluster.server, t[0].type);
    stderr +=
      r?.info.namespaced && !all ? `No resources found in ${ns} namespace.\n` : 'No resources found\n';
  }
  return { stdout, stderr, exitCode: failed ? 1 : 0 };
}

function describeCommand(cluster: ShellCluster, p: Parsed): Result {
  const t = targets(p.args);
  if ('error' in t) return fail(`${t.error}\n`);
  if (t.length === 0)
    return fail(
      'error: You must specify the type of resource to describe. Use "kubectl api-resources" for a complete list of supported resources.\n',
    );
  const client = clientFor(cluster, p);
  const ns = flag(p, 'namespace') ?? cluster.namespace;
  const all = boolFlag(p, 'all-namespaces');
  const parts: string[] = [];
  let stderr = '';
  for (const { type, names } of t) {
    const r = resolveResource(cluster.server, type);
    if (!r) return fail(NO_TYPE(type));
    let items: KubeObject[] = [];
    const selector = flag(p, 'selector');
    const list = () =>
      client.list({ info: r.info, namespace: all ? undefined : ns }, { labelSelector: selector });
    if (names.length === 0) {
      const res = list();
      if (!res.ok) return fail(formatApiError(enhanceListError(res.status, r.info, selector, undefined)));
      items = (Array.isArray(res.object.items) ? res.object.items : []).filter(isObject) as KubeObject[];
    } else
      for (const name of names) {
        const res = client.get({ info: r.info, namespace: ns }, name);
        if (res.ok) items.push(res.object);
        else if (res.code === 404 && p.args.length === 2) {
          // DescribeMatchingResources: `describe TYPE PREFIX` describes every object whose name starts
          // with PREFIX, each followed by a blank line; none is the NotFound it began with
          const listed = list();
          const matching = (listed.ok && Array.isArray(listed.object.items) ? listed.object.items : [])
            .filter(isObject)
            .filter((o) => str(isObject(o.metadata) ? o.metadata.name : '').startsWith(name)) as KubeObject[];
          if (matching.length === 0) return fail(formatApiError(res.status));
          let out = '';
          for (const o of matching) {
            if (!o.apiVersion)
              o.apiVersion = r.info.group ? `${r.info.group}/${r.info.version}` : r.info.version;
            if (!o.kind) o.kind = r.info.kind;
            out += `${describeObject(r.info, o, describeSource(cluster, client))}\n`;
          }
          return ok(out);
        } else stderr += formatApiError(res.status);
      }
    for (const o of items) {
      if (!o.apiVersion) o.apiVersion = r.info.group ? `${r.info.group}/${r.info.version}` : r.info.version;
      if (!o.kind) o.kind = r.info.kind;
      parts.push(describeObject(r.info, o, describeSource(cluster, client)));
    }
  }
  if (parts.length === 0 && stderr === '') return ok('', r0NoResources(cluster, t[0].type, ns, all));
  return { stdout: parts.join('\n\n'), stderr, exitCode: stderr === '' ? 0 : 1 };
}

/** What the describers read besides the object, through the same client (so RBAC applies). */
function describeSource(cluster: ShellCluster, client: RestClient): DescribeSource {
  return {
    now: () => cluster.server.clock.now(),
    list(group, resource, namespace, opts) {
      const info = cluster.server.registry.all().find((i) => i.group === group && i.resource === resource);
      if (!info) return undefined;
      const res = client.list({ info, namespace }, opts);
      if (!res.ok) return undefined;
      return (Array.isArray(res.object.items) ? res.object.items : []).filter(isObject) as KubeObject[];
    },
  };
}

function r0NoResources(cluster: ShellCluster, type: string, ns: string, all: boolean): string {
  const r = resolveResource(cluster.server, type);
  return r?.info.namespaced && !all ? `No resources found in ${ns} namespace.\n` : 'No resources found\n';
}

async function manifestCommand(
  verb: 'apply' | 'create' | 'delete',
  cluster: ShellCluster,
  p: Parsed,
  ctx: ResolvedCommandContext,
  clock: VirtualClock,
): Promise<Result> {
  // the options are read before the files (ApplyFlags.ToOptions, CreateOptions.Complete,
  // DeleteFlags.ToOptions and DeleteOptions.Complete)
  if (verb === 'delete') {
    const opts = deleteOptions(p);
    if ('error' in opts) return fail(opts.error);
  }
  const dryRun = dryRunStrategy(p);
  if (typeof dryRun !== 'string') return fail(dryRun.error);
  const validation = verb === 'delete' ? 'Strict' : validationDirective(p);
  if (typeof validation !== 'string') return fail(validation.error);
  const files = p.flags.get('filename') ?? [];
  const kustomize = flag(p, 'kustomize');
  // ApplyOptions.Validate, after ToOptions (which wants -f or -k) and before the files are read
  if (verb === 'apply' && (files.length > 0 || kustomize !== undefined)) {
    const serverSide = boolFlag(p, 'server-side');
    if (boolFlag(p, 'force-conflicts') && !serverSide)
      return fail('error: --force-conflicts only works with --server-side\n');
    if (dryRun === 'client' && serverSide)
      return fail(
        "error: --dry-run=client doesn't work with --server-side (did you mean --dry-run=server instead?)\n",
      );
    if (flag(p, 'subresource') !== undefined && !serverSide)
      return fail('error: --subresource can only be specified for --server-side\n');
  }
  if (kustomize !== undefined && files.length === 0) {
    const dir = kustomize.startsWith('/') ? kustomize : `${ctx.cwd}/${kustomize}`;
    if (!(await ctx.fs.exists(`${dir}/kustomization.yaml`)))
      return fail(
        `error: unable to find one of 'kustomization.yaml', 'kustomization.yml' or 'Kustomization' in directory '${dir}'\n`,
      );
    const parsed = parseManifests(await kustomizeBuild(ctx, dir), kustomize);
    if ('error' in parsed) return fail(`${parsed.error}\n`);
    return runManifests(verb, cluster, p, parsed, clock);
  }
  if (files.length === 0) {
    if (verb === 'apply') return fail('error: must specify one of -f and -k\n');
    return fail('error: must specify one of -f and -k\n');
  }
  const manifests = await readSources(ctx, files);
  if ('error' in manifests) return fail(`${manifests.error}\n`);
  return runManifests(verb, cluster, p, manifests, clock);
}

async function runManifests(
  verb: 'apply' | 'create' | 'delete',
  cluster: ShellCluster,
  p: Parsed,
  manifests: Manifest[],
  clock: VirtualClock,
): Promise<Result> {
  const explicit = flag(p, 'namespace');
  const { mapped, errors } = mapManifests(
    cluster.server,
    manifests,
    explicit ?? cluster.namespace,
    explicit !== undefined,
  );
  const client = clientFor(cluster, p);
  const dryRun = dryRunStrategy(p);
  if (typeof dryRun !== 'string') return fail(dryRun.error);
  const output = flag(p, 'output') ?? '';
  // delete's -o knows only name ([K8S] kubectl cmd/delete/delete.go PrintObj)
  const print = verb === 'delete' ? undefined : objectPrinter(output);
  if (verb !== 'delete' && !print) return fail(printerError(output));
  const validation = validationDirective(p);
  if (typeof validation !== 'string') return fail(validation.error);
  if (verb === 'delete') {
    const opts = deleteOptions(p);
    if ('error' in opts) return fail(opts.error);
    const valid = validateDelete(p, opts.gracePeriod);
    if ('error' in valid) return fail(opts.cascade.warning + valid.error);
    const out = deleteAll(
      client,
      mapped,
      boolFlag(p, 'ignore-not-found'),
      dryRun,
      output === 'name',
      opts.cascade.policy,
      opts.gracePeriod,
    );
    let stderr = opts.cascade.warning + valid.warning + out.stderr + printErrors(errors, out.errors, false);
    if (mapped.length === 0 && errors.length === 0 && !out.failed)
      stderr += 'error: no objects passed to delete\n';
    let exitCode = out.failed || errors.length > 0 || mapped.length === 0 ? 1 : 0;
    // any error ends DeleteResult before the wait
    if (exitCode === 0 && opts.wait && dryRun === 'none' && out.deleted.length > 0) {
      const waited = await waitForDeletion(
        cluster,
        clock,
        client,
        out.deleted,
        opts.timeoutMs,
        formatApiError,
      );
      stderr += waited.stderr;
      exitCode = waited.exitCode;
    }
    return { stdout: out.stdout, stderr, exitCode };
  }
  const out =
    verb === 'apply' && boolFlag(p, 'server-side')
      ? serverSideApplyAll(
          client,
          mapped,
          {
            dryRun: dryRun === 'server',
            // GetApplyFieldManagerFlag: `kubectl` for server-side apply unless --field-manager
            fieldManager: flag(p, 'field-manager') ?? 'kubectl',
            force: boolFlag(p, 'force-conflicts'),
            fieldValidation: validation,
            subresource: flag(p, 'subresource') ?? '',
          },
          print,
        )
      : verb === 'apply'
        ? applyAll(client, mapped, dryRun, print, validation)
        : createAll(client, mapped, dryRun, print, validation);
  let stderr = out.stderr + printErrors(errors, out.errors, verb === 'apply');
  if (mapped.length === 0 && errors.length === 0 && !out.failed)
    stderr += 'error: no objects passed to ' + verb + '\n';
  return {
    stdout: out.stdout,
    stderr,
    exitCode: out.failed || errors.length > 0 || mapped.length === 0 ? 1 : 0,
  };
}

function createCommand(cluster: ShellCluster, p: Parsed): Result {
  const [what, name] = p.args;
  if (what === 'namespace' || what === 'ns') {
    if (!name)
      return fail(
        "error: exactly one NAME is required, got 0\nSee 'kubectl create namespace -h' for help and examples\n",
      );
    const info = cluster.server.resourceFor('', 'v1', 'Namespace');
    if (!info) return fail(NO_TYPE('namespaces'));
    const dryRun = dryRunStrategy(p);
    if (typeof dryRun !== 'string') return fail(dryRun.error);
    const output = flag(p, 'output') ?? '';
    const print = objectPrinter(output);
    if (!print) return fail(printerError(output));
    // PrintFlagsWithDryRunStrategy: the operation names the dry run
    const operation = `created${dryRun === 'client' ? ' (dry run)' : dryRun === 'server' ? ' (server dry run)' : ''}`;
    // client dry run: the object as kubectl built it, a corev1.Namespace with its empty structs
    if (dryRun === 'client')
      return ok(
        print(`namespace/${name}`, operation, {
          apiVersion: 'v1',
          kind: 'Namespace',
          metadata: { creationTimestamp: null, name },
          spec: {},
          status: {},
        }),
      );
    const r = clientFor(cluster, p).create(
      { info },
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name } },
      { fieldManager: 'kubectl-create', fieldValidation: 'Strict', dryRun: dryRun === 'server' },
    );
    return r.ok
      ? ok(print(`namespace/${name}`, operation, r.object as KubeObject))
      : fail(formatApiError(r.status));
  }
  if (what === 'token') return createToken(cluster, p);
  // [K8S] staging/src/k8s.io/kubectl/pkg/cmd/create/create.go: without -f or -k, create's Run writes
  // `Error: must specify one of -f and -k` and a blank line, then DefaultSubCommandRun: words that
  // are no subcommand are refused all together (RequireNoArguments, cobra passes them to Run: only
  // the root command checks for unknown subcommands), else create's help, and exit status 1.
  const missing = 'Error: must specify one of -f and -k\n\n';
  if (p.args.length > 0)
    return fail(
      `${missing}error: unknown command "${p.args.join(' ')}"\nSee 'kubectl create -h' for help and examples\n`,
    );
  return fail(missing + helpNotIncluded('kubectl create'));
}

/**
 * cmdutil.DefaultSubCommandRun, the Run of a command group (auth, rollout): words that are no
 * subcommand are one unknown command (RequireNoArguments, UsageErrorf), else the help; then
 * CheckErr(ErrExit), status 1 either way.
 */
function defaultSubCommandRun(path: string, args: readonly string[]): Result {
  if (args.length > 0)
    return fail(`error: unknown command "${args.join(' ')}"\nSee '${path} -h' for help and examples\n`);
  return fail(helpNotIncluded(path));
}

/** What stands for a command's help text, which this terminal does not carry. */
function helpNotIncluded(path: string): string {
  const parts = path.split(' ');
  // kubernetes.io's generated reference: /kubectl_create/kubectl_create_namespace/
  const page = parts
    .slice(1)
    .map((_, i) => `${parts.slice(0, i + 2).join('_')}/`)
    .join('');
  return `oplab: the text of '${path} --help' is not included in this terminal; see https://kubernetes.io/docs/reference/kubectl/generated/${page}\n`;
}

/**
 * `kubectl create token SA [--duration D] [--audience A]... [--bound-object-kind K --bound-object-name N
 * [--bound-object-uid U]] [-o yaml|json|name]` (kubectl pkg/cmd/create/create_token.go):
 * a TokenRequest on the service account's token subresource; the token is printed with a newline, as
 * on a terminal.
 */
function createToken(cluster: ShellCluster, p: Parsed): Result {
  const d = flag(p, 'duration');
  // pflag's DurationVar: time.ParseDuration, its error after pflag's (flag.go failf), while the flags
  // are parsed (before anything runs), with FlagErrorFunc's usage line
  const parsed = d === undefined ? 0n : parseGoDurationOrError(d);
  if (typeof parsed !== 'bigint')
    return fail(
      `error: invalid argument "${d}" for "--duration" flag: ${parsed.err}\nSee 'kubectl create token --help' for usage.\n`,
    );
  const names = p.args.slice(1);
  if (names.length !== 1)
    return fail(
      `error: exactly one NAME is required, got ${names.length}\nSee 'kubectl create token -h' for help and examples\n`,
    );
  const ns = Number(parsed);
  if (ns < 0) return fail('error: --duration must be greater than or equal to 0\n');
  if (ns % 1e9 !== 0) return fail('error: --duration cannot be expressed in units less than seconds\n');
  const audiences = p.flags.get('audience') ?? [];
  if (audiences.some((a) => a === '')) return fail('error: --audience must not be an empty string\n');
  const output = flag(p, 'output');
  if (output !== undefined && !['yaml', 'json', 'name'].includes(output))
    return fail(
      `error: unable to match a printer suitable for the output format "${output}", allowed formats are: go-template,go-template-file,json,jsonpath,jsonpath-as-json,jsonpath-file,name,template,templatefile,yaml\n`,
    );
  const boundKind = flag(p, 'bound-object-kind') ?? '';
  const boundName = flag(p, 'bound-object-name') ?? '';
  const boundUID = flag(p, 'bound-object-uid') ?? '';
  // boundObjectKindToAPIVersions: Node, Pod, Secret, all v1
  if (boundKind === '') {
    if (boundName !== '')
      return fail('error: --bound-object-name can only be set if --bound-object-kind is provided\n');
    if (boundUID !== '')
      return fail('error: --bound-object-uid can only be set if --bound-object-kind is provided\n');
  } else {
    if (!['Node', 'Pod', 'Secret'].includes(boundKind))
      return fail('error: supported --bound-object-kind values are Node, Pod, Secret\n');
    if (boundName === '')
      return fail('error: --bound-object-name is required if --bound-object-kind is provided\n');
  }
  const info = cluster.server.resourceFor('', 'v1', 'ServiceAccount');
  if (!info) return fail(NO_TYPE('serviceaccounts'));
  const spec: JsonObject = {
    audiences: audiences.length > 0 ? audiences : null,
    boundObjectRef:
      boundKind === ''
        ? null
        : { kind: boundKind, apiVersion: 'v1', name: boundName, ...(boundUID ? { uid: boundUID } : {}) },
  };
  if (ns > 0) spec.expirationSeconds = ns / 1e9;
  const r = clientFor(cluster, p).request(
    'POST',
    resourcePath({ info, namespace: flag(p, 'namespace') ?? cluster.namespace }, names[0], 'token'),
    {
      body: {
        kind: 'TokenRequest',
        apiVersion: 'authentication.k8s.io/v1',
        metadata: { creationTimestamp: null },
        spec,
        status: { token: '', expirationTimestamp: null },
      },
    },
  );
  if (!r.ok) return fail(`error: failed to create token: ${r.status.message}\n`);
  const token = str(isObject(r.object.status) ? r.object.status.token : undefined);
  if (token === '') return fail('error: failed to create token: no token in server response\n');
  // PrintFlags("created"): the TokenRequest itself when -o is given
  if (output === 'name')
    return ok(
      `tokenrequest.authentication.k8s.io/${str(isObject(r.object.metadata) ? r.object.metadata.name : undefined) || '<unknown>'}\n`,
    );
  if (output === 'yaml') return ok(toYaml(r.object));
  if (output === 'json') return ok(toJson(r.object));
  return ok(`${token}\n`);
}

/**
 * cmdutil.GetDryRunStrategy: none, client or server; a boolean still works (true = client) as the
 * deprecated form, whose klog warning is not reproduced.
 */
function dryRunStrategy(p: Parsed): 'none' | 'client' | 'server' | { error: string } {
  const v = flag(p, 'dry-run') ?? 'none';
  if (['1', 't', 'T', 'true', 'TRUE', 'True'].includes(v)) return 'client';
  if (['0', 'f', 'F', 'false', 'FALSE', 'False'].includes(v)) return 'none';
  if (v === 'client' || v === 'server' || v === 'none') return v;
  return { error: `error: Invalid dry-run value (${v}). Must be "none", "server", or "client".\n` };
}

/**
 * DeleteFlags' --cascade (NoOptDefVal background; [K8S] kubectl cmd/delete/delete_flags.go
 * parseCascadingFlag): background, foreground or orphan; a boolean still works with a warning.
 */
function cascadingStrategy(
  p: Parsed,
): { policy: 'Background' | 'Foreground' | 'Orphan'; warning: string } | { error: string } {
  const v = flag(p, 'cascade') ?? 'background';
  const named = { background: 'Background', foreground: 'Foreground', orphan: 'Orphan' } as const;
  if (v in named) return { policy: named[v as keyof typeof named], warning: '' };
  const deprecated = (to: string) =>
    `warning: --cascade=${v} is deprecated (boolean value) and can be replaced with --cascade=${to}.\n`;
  if (['1', 't', 'T', 'true', 'TRUE', 'True'].includes(v))
    return { policy: 'Background', warning: deprecated('background') };
  if (['0', 'f', 'F', 'false', 'FALSE', 'False'].includes(v))
    return { policy: 'Orphan', warning: deprecated('orphan') };
  return { error: `error: invalid cascade value (${v}). Must be "background", "foreground", or "orphan"\n` };
}

/**
 * cmdutil.GetValidationDirective: `--validate` (NoOptDefVal strict) as the fieldValidation the
 * server gets: strict or a true boolean is Strict, warn is Warn, ignore or a false boolean Ignore.
 */
function validationDirective(p: Parsed): 'Strict' | 'Warn' | 'Ignore' | { error: string } {
  const v = flag(p, 'validate') ?? 'strict';
  if (['1', 't', 'T', 'true', 'TRUE', 'True', 'strict'].includes(v)) return 'Strict';
  if (['0', 'f', 'F', 'false', 'FALSE', 'False', 'ignore'].includes(v)) return 'Ignore';
  if (v === 'warn') return 'Warn';
  return {
    error: `error: invalid - validate option ${JSON.stringify(v)}; must be one of: strict (or true), warn, ignore (or false)\n`,
  };
}

/**
 * What DeleteFlags.ToOptions and DeleteOptions.Complete make of delete's flags, in their order: pflag's
 * values (--grace-period, --timeout, --wait), the cascading strategy, the grace period (--now,
 * --force), the dry-run strategy.
 */
function deleteOptions(p: Parsed):
  | {
      cascade: { policy: 'Background' | 'Foreground' | 'Orphan'; warning: string };
      gracePeriod: number;
      timeoutMs: number;
      wait: boolean;
      dryRun: 'none' | 'client' | 'server';
    }
  | { error: string } {
  const values = parseDeleteFlagValues(
    {
      now: boolFlag(p, 'now'),
      force: boolFlag(p, 'force'),
      gracePeriod: flag(p, 'grace-period'),
      timeout: flag(p, 'timeout'),
      wait: flag(p, 'wait'),
    },
    parseGoDurationOrError,
  );
  if ('error' in values) return values;
  const cascade = cascadingStrategy(p);
  if ('error' in cascade) return cascade;
  const gracePeriod = completeGracePeriod(
    { now: boolFlag(p, 'now'), force: boolFlag(p, 'force') },
    values.gracePeriod,
  );
  if (typeof gracePeriod !== 'number') return gracePeriod;
  const dryRun = dryRunStrategy(p);
  if (typeof dryRun !== 'string') return dryRun;
  return { cascade, gracePeriod, timeoutMs: values.timeoutMs, wait: values.wait, dryRun };
}

/** DeleteOptions.Validate, after the builder: -o knows only name; --force's warning or error. */
function validateDelete(p: Parsed, gracePeriod: number): { warning: string } | { error: string } {
  const output = flag(p, 'output') ?? '';
  if (output !== '' && output !== 'name')
    return { error: `error: unexpected -o output mode: ${output}. We only support '-o name'\n` };
  return validateForce(boolFlag(p, 'force'), gracePeriod);
}

/**
 * `kubectl delete TYPE NAME... | TYPE (--all | -l SELECTOR)` ([K8S] kubectl v0.34 pkg/cmd/delete/
 * delete.go DeleteResult, PrintObj): client dry run prints without a request, server dry run asks
 * with dryRun=All; nothing selected prints "No resources found" on stdout. Then, unless --wait=false
 * or a dry run, it waits for the objects to be gone (delete.ts).
 */
async function deleteCommand(cluster: ShellCluster, p: Parsed, clock: VirtualClock): Promise<Result> {
  const opts = deleteOptions(p);
  if ('error' in opts) return fail(opts.error);
  const { cascade, dryRun, gracePeriod } = opts;
  // the builder (Complete): a selector with --all, the arguments, their types, names or a selection
  const selectAll = boolFlag(p, 'all');
  const selector = flag(p, 'selector');
  const fieldSelector = flag(p, 'field-selector');
  if (selectAll && (selector || fieldSelector))
    return fail(`${cascade.warning}error: setting 'all' parameter but found a non empty selector. \n`);
  const t = targets(p.args);
  if ('error' in t) return fail(`${cascade.warning}${t.error}\n`);
  if (t.length === 0) return fail(cascade.warning + NO_RESOURCES);
  const resolved: Array<{ info: ResourceInfo; names: string[] }> = [];
  for (const { type, names } of t) {
    const r = resolveResource(cluster.server, type);
    if (!r) return fail(cascade.warning + NO_TYPE(type));
    resolved.push({ info: r.info, names });
  }
  if (resolved.some((r) => r.names.length === 0) && !selectAll && !selector && !fieldSelector)
    return fail(`${cascade.warning}error: resource(s) were provided, but no name was specified\n`);
  const valid = validateDelete(p, gracePeriod);
  if ('error' in valid) return fail(cascade.warning + valid.error);
  // --all, -l and --field-selector ignore NotFound unless --ignore-not-found says otherwise (Complete)
  const ignoreNotFound =
    flag(p, 'ignore-not-found') !== undefined
      ? boolFlag(p, 'ignore-not-found')
      : selectAll || !!selector || !!fieldSelector;
  const client = clientFor(cluster, p);
  const explicitNs = flag(p, 'namespace');
  const ns = explicitNs ?? cluster.namespace;
  const allNamespaces = boolFlag(p, 'all-namespaces');
  let stdout = '';
  let stderr = cascade.warning + valid.warning;
  let found = 0;
  let failed = false;
  const deleted: DeletedObject[] = [];
  // WarnClusterScope: an explicit namespace, and a cluster-scoped object deleted
  let warnClusterScope = explicitNs !== undefined && !allNamespaces;
  for (const { info, names } of resolved) {
    let objects: { name: string; namespace: string }[];
    if (names.length > 0) objects = names.map((name) => ({ name, namespace: ns }));
    else {
      const list = client.list(
        { info, namespace: info.namespaced && !allNamespaces ? ns : undefined },
        { labelSelector: selector, fieldSelector },
      );
      if (!list.ok) {
        stderr += formatApiError(enhanceListError(list.status, info, selector, fieldSelector));
        failed = true;
        continue;
      }
      objects = (Array.isArray(list.object.items) ? list.object.items : []).filter(isObject).map((o) => {
        const m = isObject(o.metadata) ? o.metadata : {};
        return { name: str(m.name), namespace: str(m.namespace) };
      });
    }
    for (const o of objects) {
      found++;
      if (warnClusterScope && !info.namespaced) {
        stderr += 'Warning: deleting cluster-scoped resources, not scoped to the provided namespace\n';
        warnClusterScope = false;
      }
      const printed = deletedLine(
        info,
        o.name,
        o.namespace,
        gracePeriod,
        dryRun,
        flag(p, 'output') === 'name',
      );
      if (dryRun === 'client') {
        stdout += printed;
        continue;
      }
      const at = { info, namespace: info.namespaced ? o.namespace : undefined };
      // DeleteOptions carry the cascading strategy, Background unless --cascade says otherwise, and
      // the grace period when one is given
      const query = new URLSearchParams({ propagationPolicy: cascade.policy });
      if (gracePeriod >= 0) query.set('gracePeriodSeconds', String(gracePeriod));
      if (dryRun === 'server') query.set('dryRun', 'All');
      const res = client.request('DELETE', resourcePath(at, o.name), { query });
      if (res.ok) {
        stdout += printed;
        deleted.push({ info, namespace: at.namespace, name: o.name, uid: responseUid(res.object) });
      } else if (!(res.code === 404 && ignoreNotFound)) {
        stderr += formatApiError(res.status);
        failed = true;
      }
    }
  }
  if (found === 0 && !failed) stdout += 'No resources found\n';
  if (failed || !opts.wait || dryRun !== 'none' || deleted.length === 0)
    return { stdout, stderr, exitCode: failed ? 1 : 0 };
  const waited = await waitForDeletion(cluster, clock, client, deleted, opts.timeoutMs, formatApiError);
  return { stdout, stderr: stderr + waited.stderr, exitCode: waited.exitCode };
}

/**
 * `kubectl rollout status (TYPE NAME | TYPE/NAME | TYPE [-l SELECTOR] | -f FILE)` ([K8S] kubectl v0.34
 * pkg/cmd/rollout/rollout_status.go): pflag's values, Validate, the builder (one type alone selects
 * every object of it), then each object's status lines (rollout.ts).
 */
async function rolloutStatusCommand(
  cluster: ShellCluster,
  p: Parsed,
  ctx: ResolvedCommandContext,
  clock: VirtualClock,
): Promise<Result> {
  const usage = "\nSee 'kubectl rollout status --help' for usage.\n";
  let timeoutMs = 0;
  const timeout = flag(p, 'timeout');
  if (timeout !== undefined) {
    const d = parseGoDurationOrError(timeout);
    if (typeof d !== 'bigint')
      return fail(`error: invalid argument "${timeout}" for "--timeout" flag: ${d.err}${usage}`);
    timeoutMs = Number(d / 1_000_000n);
  }
  let revision = 0;
  const rev = flag(p, 'revision');
  if (rev !== undefined) {
    if (!/^[+-]?\d+$/.test(rev))
      return fail(
        `error: invalid argument "${rev}" for "--revision" flag: strconv.ParseInt: parsing "${rev}": invalid syntax${usage}`,
      );
    revision = Number(rev);
  }
  const w = flag(p, 'watch');
  const watch = w === undefined || !['0', 'f', 'F', 'false', 'FALSE', 'False'].includes(w);
  const files = p.flags.get('filename') ?? [];
  // Validate
  if (p.args.length === 0 && files.length === 0) return fail('error: required resource not specified\n');
  if (revision < 0) return fail(`error: revision must be a positive integer: ${revision}\n`);
  const explicitNs = flag(p, 'namespace');
  const ns = explicitNs ?? cluster.namespace;
  const client = clientFor(cluster, p);
  const items: RolloutTarget[] = [];
  const builderErrors: CommandError[] = [];
  if (files.length > 0) {
    if (p.args.length > 0)
      return fail(
        'error: when paths, URLs, or stdin is provided as input, you may not specify a resource by arguments as well\n',
      );
    const manifests = await readSources(ctx, files);
    if ('error' in manifests) return fail(`${manifests.error}\n`);
    const { mapped, errors } = mapManifests(cluster.server, manifests, ns, explicitNs !== undefined);
    if (errors.length > 0) return fail(`error: ${aggregate(errors)}\n`);
    for (const m of mapped) items.push({ info: m.info, namespace: m.namespace, name: m.name });
  } else {
    const t = targets(p.args);
    if ('error' in t) return fail(`${t.error}\n`);
    const tuples = p.args.some((a) => a.includes('/'));
    const resolved: { info: ResourceInfo; names: string[] }[] = [];
    for (const { type, names } of t) {
      const r = resolveResource(cluster.server, type);
      if (!r) return fail(NO_TYPE(type));
      resolved.push({ info: r.info, names });
    }
    const selector = flag(p, 'selector')?.trim() || undefined;
    // ResourceTypeOrNameArgs(true, …): a type alone selects every object of it
    if (!tuples && p.args.length === 1) {
      for (const { info } of resolved) {
        const list = client.list(
          { info, namespace: info.namespaced ? ns : undefined },
          { labelSelector: selector ?? '' },
        );
        if (!list.ok) {
          builderErrors.push({ status: enhanceListError(list.status, info, selector ?? '', undefined) });
          continue;
        }
        for (const o of (Array.isArray(list.object.items) ? list.object.items : []).filter(isObject)) {
          const m = isObject(o.metadata) ? o.metadata : {};
          items.push({ info, namespace: str(m.namespace) || undefined, name: str(m.name) });
        }
      }
    } else {
      if (selector !== undefined)
        return fail(
          tuples
            ? 'error: selectors and the all flag cannot be used when passing resource/name arguments\n'
            : 'error: name cannot be provided when a selector is specified\n',
        );
      if (!tuples && resolved.length > 1) return fail('error: you must specify only one resource\n');
      for (const { info, names } of resolved)
        for (const name of names) items.push({ info, namespace: ns, name });
    }
  }
  const r = await rolloutStatus(cluster, clock, client, items, { watch, revision, timeoutMs });
  const errors = [...builderErrors, ...r.errors];
  if (r.interrupted !== undefined)
    return { stdout: r.stdout, stderr: printErrors([], errors, false) + r.interrupted, exitCode: 130 };
  if (errors.length > 0) return fail(printErrors([], errors, false), r.stdout);
  return ok(r.stdout, r.found ? '' : `No resources found in ${ns} namespace.\n`);
}

/**
 * What the resource builder names, in order, or its error ([CLI-RUNTIME] pkg/resource/builder.go:
 * FilenameParam, LabelSelectorParam/FieldSelectorParam, ResourceTypeOrNameArgs with --all), for
 * the commands that visit objects one by one (wait, label, annotate); an object's Latest GET happens
 * when the visitor reaches it.
 */
async function builderItems(
  cluster: ShellCluster,
  p: Parsed,
  ctx: ResolvedCommandContext,
  client: RestClient,
): Promise<WaitItem[] | { error: string }> {
  const explicitNs = flag(p, 'namespace');
  const ns = explicitNs ?? cluster.namespace;
  const allNamespaces = boolFlag(p, 'all-namespaces');
  const files = p.flags.get('filename') ?? [];
  if (files.length > 0) {
    if (p.args.length > 0)
      return {
        error:
          'error: when paths, URLs, or stdin is provided as input, you may not specify a resource by arguments as well\n',
      };
    const manifests = await readSources(ctx, files);
    if ('error' in manifests) return { error: `${manifests.error}\n` };
    const { mapped, errors } = mapManifests(cluster.server, manifests, ns, explicitNs !== undefined);
    if (errors.length > 0) return { error: `error: ${aggregate(errors)}\n` };
    return mapped.map((m) => ({ info: m.info, namespace: m.namespace, name: m.name }));
  }
  const t = targets(p.args);
  if ('error' in t) return { error: `${t.error}\n` };
  const tuples = p.args.some((a) => a.includes('/'));
  // ResourceTypeOrNameArgs: one type with --all selects everything unless -l says otherwise
  let selector = flag(p, 'selector')?.trim() || undefined;
  const fieldSelector = flag(p, 'field-selector')?.trim() || undefined;
  if (!tuples && p.args.length === 1 && boolFlag(p, 'all') && selector === undefined) selector = '';
  if (selector !== undefined || fieldSelector !== undefined) {
    // visitBySelector
    if (!tuples && p.args.length > 1)
      return { error: 'error: name cannot be provided when a selector is specified\n' };
    if (tuples)
      return {
        error: 'error: selectors and the all flag cannot be used when passing resource/name arguments\n',
      };
    if (t.length === 0)
      return { error: 'error: at least one resource must be specified to use a selector\n' };
    const items: WaitItem[] = [];
    for (const { type } of t) {
      const r = resolveResource(cluster.server, type);
      if (!r) return { error: NO_TYPE(type) };
      const list = client.list(
        { info: r.info, namespace: r.info.namespaced && !allNamespaces ? ns : undefined },
        { labelSelector: selector, fieldSelector },
      );
      if (!list.ok) {
        items.push({ error: { status: enhanceListError(list.status, r.info, selector, fieldSelector) } });
        continue;
      }
      for (const o of (Array.isArray(list.object.items) ? list.object.items : []).filter(isObject)) {
        const m = isObject(o.metadata) ? o.metadata : {};
        items.push({ info: r.info, namespace: str(m.namespace) || undefined, name: str(m.name) });
      }
    }
    return items;
  }
  if (t.length === 0) return { error: NO_RESOURCES };
  const resolved: { info: ResourceInfo; names: string[] }[] = [];
  for (const { type, names } of t) {
    const r = resolveResource(cluster.server, type);
    if (!r) return { error: NO_TYPE(type) };
    resolved.push({ info: r.info, names });
  }
  if (!tuples && resolved.some((r) => r.names.length === 0))
    return { error: 'error: resource(s) were provided, but no name was specified\n' };
  if (!tuples && resolved.length > 1) return { error: 'error: you must specify only one resource\n' };
  if (allNamespaces && resolved.some((r) => r.info.namespaced))
    return { error: 'error: a resource cannot be retrieved by name across all namespaces\n' };
  return resolved.flatMap(({ info, names }) => names.map((name) => ({ info, namespace: ns, name })));
}

/**
 * `kubectl wait ([-f FILE] | TYPE/NAME... | TYPE NAME... | TYPE (-l SELECTOR | --all)) --for=...`
 * ([K8S] kubectl v0.34 pkg/cmd/wait/wait.go ToOptions, RunWait; cli-runtime builder.go through
 * ResourceBuilderFlags.ToBuilder with Latest): the flags, the printer, the condition, then the
 * objects the builder finds, each waited for in turn (wait.ts).
 */
async function waitCommand(
  cluster: ShellCluster,
  p: Parsed,
  ctx: ResolvedCommandContext,
  clock: VirtualClock,
): Promise<Result> {
  // pflag: --timeout is a DurationVar (30s by default)
  let timeoutMs = 30_000;
  const timeout = flag(p, 'timeout');
  if (timeout !== undefined) {
    const d = parseGoDurationOrError(timeout);
    if (typeof d !== 'bigint')
      return fail(
        `error: invalid argument "${timeout}" for "--timeout" flag: ${d.err}\nSee 'kubectl wait --help' for usage.\n`,
      );
    timeoutMs = Number(d / 1_000_000n);
  }
  // ToOptions: the printer, then the condition
  const output = flag(p, 'output') ?? '';
  if (output !== '' && output !== 'name' && output !== 'json' && output !== 'yaml')
    return fail(printerError(output));
  const condition = conditionFor(flag(p, 'for') ?? '');
  if ('error' in condition) return fail(`error: ${condition.error}\n`);
  const client = clientFor(cluster, p);
  const found = await builderItems(cluster, p, ctx, client);
  if ('error' in found) return fail(found.error);
  if (condition.kind === 'create') {
    // RunWait polls the builder every 0.5s while what it names is NotFound
    const deadline = clock.now() + (timeoutMs < 0 ? 168 * 3600 * 1000 : timeoutMs);
    const missing = () =>
      found.some(
        (i) =>
          !('error' in i) &&
          !client.get({ info: i.info, namespace: i.info.namespaced ? i.namespace : undefined }, i.name).ok,
      );
    while (missing()) {
      const m = cluster.local.manager;
      if (clock.now() >= deadline || m === undefined || m.exitCode !== undefined) {
        if (clock.now() < deadline) clock.advance(deadline - clock.now(), 'kubectl wait --timeout');
        return fail('error: timed out waiting for the condition\n');
      }
      const now = clock.now();
      m.turn(500);
      if (clock.now() < now + 500) clock.advance(now + 500 - clock.now(), 'kubectl wait');
    }
  }
  const printer = {
    output: output as '' | 'name' | 'json' | 'yaml',
    showManagedFields: boolFlag(p, 'show-managed-fields'),
  };
  const waited = await runWait(cluster, clock, client, found, condition, timeoutMs, printer);
  const { errors } = waited;
  if (waited.interrupted !== undefined)
    return {
      stdout: waited.stdout,
      stderr: printErrors([], errors, false) + waited.interrupted,
      exitCode: 130,
    };
  if (errors.length === 0 && waited.visited === 0 && condition.kind !== 'delete')
    return fail('error: no matching resources found\n', waited.stdout);
  let stderr = printErrors([], errors, false);
  // a timeout on a kind whose status no controller here writes: why nothing changed
  for (const i of found) {
    if ('error' in i) continue;
    const note = noControllerNote(i.info);
    const line = `timed out waiting for the condition on ${i.info.resource}/${i.name}`;
    if (note && errors.some((e) => 'plain' in e && e.plain === line)) {
      stderr += note;
      break;
    }
  }
  return { stdout: waited.stdout, stderr, exitCode: errors.length > 0 ? 1 : 0 };
}

/**
 * `kubectl label` and `kubectl annotate` (kubectl v0.34 pkg/cmd/label/label.go, pkg/cmd/annotate/
 * annotate.go; the same in 1.32): the arguments split into resources and KEY=VALUE / KEY- pairs
 * (cmdutil.GetResourcesAndPairs), checked, then each object the builder names is read (Latest),
 * changed locally (the overwrite check first) and sent as the JSON merge patch of the change, with the
 * field manager kubectl-label / kubectl-annotate. The builder continues past errors; they print after.
 * label prints its local object with labeled / not labeled / unlabeled (updateDataChangeMsg compares
 * the object's JSON before and after: a change is "labeled", unless without --overwrite it got
 * shorter); annotate prints the server's answer with annotated.
 */
async function labelCommand(
  what: 'label' | 'annotate',
  cluster: ShellCluster,
  p: Parsed,
  ctx: ResolvedCommandContext,
): Promise<Result> {
  const label = what === 'label';
  const field = label ? 'labels' : 'annotations';
  const output = flag(p, 'output') ?? '';
  const print = objectPrinter(output);
  if (!print) return fail(printerError(output));
  const dryRun = dryRunStrategy(p);
  if (typeof dryRun !== 'string') return fail(dryRun.error);
  // GetResourcesAndPairs: the pairs start at the first KEY=VALUE or KEY- and run to the end
  const resources: string[] = [];
  const pairs: string[] = [];
  for (const s of p.args) {
    const pair = (s.includes('=') && s[0] !== '=') || (s.endsWith('-') && s !== '-');
    if (pair) pairs.push(s);
    else if (pairs.length > 0)
      return fail(
        `error: all resources must be specified before ${label ? 'label' : 'annotation'} changes: ${s}\n`,
      );
    else resources.push(s);
  }
  const add = new Map<string, string>();
  const remove: string[] = [];
  if (label) {
    // parseLabels
    for (const spec of pairs) {
      if (spec.includes('=')) {
        const parts = spec.split('=');
        if (parts.length !== 2) return fail(`error: invalid label spec: ${spec}\n`);
        const errs = labelValueErrors(parts[1]);
        if (errs.length > 0) return fail(`error: invalid label value: ${goQuote(spec)}: ${errs.join(';')}\n`);
        add.set(parts[0], parts[1]);
      } else remove.push(spec.slice(0, -1));
    }
    if (remove.some((k) => add.has(k)))
      return fail('error: can not both modify and remove a label in the same command\n');
  } else {
    // cmdutil.ParsePairs(…, "annotation", true): a value may hold '='
    for (const spec of pairs) {
      const i = spec.indexOf('=');
      if (i > 0) add.set(spec.slice(0, i), spec.slice(i + 1));
      else remove.push(spec.slice(0, -1));
    }
  }
  const list = boolFlag(p, 'list');
  if (list && output !== '') return fail('error: --list and --output may not be specified together\n');
  const all = boolFlag(p, 'all');
  if (all && flag(p, 'selector')) return fail('error: cannot set --all and --selector at the same time\n');
  if (all && flag(p, 'field-selector'))
    return fail('error: cannot set --all and --field-selector at the same time\n');
  const files = p.flags.get('filename') ?? [];
  // --local: the files' objects changed and printed, the server never asked
  const local = boolFlag(p, 'local');
  const example = label ? '-f pod.yaml or --filename=pod.json' : '-f rsrc.yaml or --filename=rsrc.json';
  if (local) {
    if (dryRun === 'server')
      return fail('error: cannot specify --local and --dry-run=server - did you mean --dry-run=client?\n');
    if (resources.length > 0)
      return fail(`error: can only use local files by ${example} when --local=true is set\n`);
    if (files.length === 0) return fail(`error: one or more files must be specified as ${example}\n`);
  } else if (resources.length < 1 && files.length === 0)
    return fail('error: one or more resources must be specified as <resource> <name> or <resource>/<name>\n');
  if (add.size < 1 && remove.length < 1 && !list)
    return fail(`error: at least one ${label ? 'label' : 'annotation'} update is required\n`);
  if (!label) {
    const both = remove.filter((k) => add.has(k));
    if (both.length > 0)
      return fail(
        `error: can not both modify and remove the following annotation(s) in the same command: ${both.join(', ')}\n`,
      );
  }
  const client = clientFor(cluster, p);
  let found: WaitItem[];
  const localObjects: KubeObject[] = [];
  if (local) {
    const manifests = await readSources(ctx, files);
    if ('error' in manifests) return fail(`${manifests.error}\n`);
    localObjects.push(...manifests.map((m) => m.object));
    found = [];
  } else {
    const f = await builderItems(cluster, { ...p, args: resources }, ctx, client);
    if ('error' in f) return fail(f.error);
    found = f;
  }
  // IntoSingleItemImplied: one object named by one argument
  const one = local
    ? localObjects.length === 1
    : found.length === 1 && resources.length <= 2 && !flag(p, 'selector') && !all;
  const resourceVersion = flag(p, 'resource-version') ?? '';
  if (!one && resourceVersion !== '')
    return fail('error: --resource-version may only be used with a single resource\n');
  const overwrite = boolFlag(p, 'overwrite');
  const errors: CommandError[] = [];
  let stdout = '';
  // each object: read from the server (the builder's Latest), or a local file's
  const objects: Array<
    | { error: CommandError }
    | { obj: KubeObject; name: string; at?: { info: ResourceInfo; namespace?: string } }
  > = local
    ? localObjects.map((o) => ({ obj: structuredClone(o), name: str((o.metadata as JsonObject)?.name) }))
    : found.map((item) => {
        if ('error' in item) return { error: item.error };
        const at = { info: item.info, namespace: item.info.namespaced ? item.namespace : undefined };
        const got = client.get(at, item.name);
        return got.ok
          ? { obj: structuredClone(got.object) as KubeObject, name: item.name, at }
          : { error: { status: got.status } };
      });
  for (const item of objects) {
    if ('error' in item) {
      errors.push(item.error);
      continue;
    }
    const { obj, at } = item;
    // the object's own group and kind (the name printer's and --list's)
    const kind = str(obj.kind) || (at?.info.kind ?? '');
    const apiVersion = str(obj.apiVersion);
    const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : '';
    if (!isObject(obj.metadata)) obj.metadata = {};
    const m = obj.metadata as JsonObject;
    if (resourceVersion !== '') m.resourceVersion = '';
    const before = isObject(m[field]) ? { ...(m[field] as Record<string, string>) } : undefined;
    const current = before ?? {};
    const changes = !list && dryRun !== 'client' && at !== undefined;
    if (label && changes)
      for (const k of remove) if (!(k in current)) stdout += `label ${goQuote(k)} not found.\n`;
    // the overwrite check (validateNoOverwrites / validateNoAnnotationOverwrites)
    if (!overwrite) {
      const clash = [...add].filter(
        ([k, v]) => k in current && current[k] !== v && (label || k !== 'kubernetes.io/change-cause'),
      );
      if (clash.length > 0) {
        errors.push({
          plain: label
            ? aggregate(
                clash.map(([k]) => `'${k}' already has a value (${current[k]}), and --overwrite is false`),
              )
            : `--overwrite is false but found the following declared annotation(s): ${clash.map(([k]) => `'${k}' already has a value (${current[k]})`).join('; ')}`,
        });
        continue;
      }
    }
    const after: Record<string, string> = { ...current };
    for (const [k, v] of add) after[k] = v;
    for (const k of remove) delete after[k];
    m[field] = after;
    if (resourceVersion !== '') m.resourceVersion = resourceVersion;
    let shown: KubeObject = obj;
    if (changes && at) {
      // jsonpatch.CreateMergePatch of the object before and after
      const diff: JsonObject = {};
      for (const [k, v] of Object.entries(after)) if (before?.[k] !== v) diff[k] = v;
      for (const k of Object.keys(before ?? {})) if (!(k in after)) diff[k] = null;
      const metaPatch: JsonObject = {};
      if (before === undefined || Object.keys(diff).length > 0) metaPatch[field] = diff;
      if (resourceVersion !== '') metaPatch.resourceVersion = resourceVersion;
      const patch: JsonObject = Object.keys(metaPatch).length > 0 ? { metadata: metaPatch } : {};
      const res = client.patch(at, item.name, 'merge', patch, {
        fieldManager: `kubectl-${what}`,
        ...(dryRun === 'server' ? { dryRun: true } : {}),
      });
      stdout += formatWarnings(res.warnings);
      if (!res.ok) {
        errors.push({ status: res.status });
        continue;
      }
      if (!label) shown = res.object as KubeObject;
    }
    if (list) {
      const l = isObject((shown.metadata as JsonObject)[field])
        ? ((shown.metadata as JsonObject)[field] as Record<string, string>)
        : {};
      const indent = one ? '' : ' ';
      if (!one) stdout += `Listing ${field} for ${kind}.${group}/${item.name}:\n`;
      // Go ranges over the map in a random order; here in key order
      for (const k of Object.keys(l).sort(byteOrder)) stdout += `${indent}${k}=${l[k]}\n`;
      continue;
    }
    let operation = label ? 'labeled' : 'annotated';
    if (label) {
      const size = (l: Record<string, string> | undefined) =>
        l === undefined ? 0 : 10 + JSON.stringify(l).length;
      const changed = resourceVersion !== '' || !jsonEqual(before ?? null, after) || before === undefined;
      operation = !changed
        ? 'not labeled'
        : !overwrite && size(after) < size(before)
          ? 'unlabeled'
          : 'labeled';
    }
    if (dryRun === 'client') operation += ' (dry run)';
    if (dryRun === 'server') operation += ' (server dry run)';
    stdout += print(`${kind.toLowerCase()}${group ? `.${group}` : ''}/${item.name}`, operation, shown);
  }
  return errors.length > 0 ? fail(printErrors([], errors, false), stdout) : ok(stdout);
}

/**
 * `kubectl patch TYPE NAME -p PATCH [--type strategic|merge|json] [--subresource status|scale]`:
 * `<kind.group>/<name> patched`.
 */
function patchCommand(cluster: ShellCluster, p: Parsed): Result {
  const t = targets(p.args);
  if ('error' in t) return fail(`${t.error}\n`);
  const body = flag(p, 'patch');
  if (t.length === 0 || t[0].names.length === 0 || body === undefined)
    return fail(
      "error: must specify --patch or --patch-file containing the contents of the patch\nSee 'kubectl patch -h' for help and examples\n",
    );
  const r = resolveResource(cluster.server, t[0].type);
  if (!r) return fail(NO_TYPE(t[0].type));
  const kind = flag(p, 'type') ?? 'strategic';
  if (!['strategic', 'merge', 'json'].includes(kind))
    return fail(`error: --type must be one of [json merge strategic], not "${kind}"\n`);
  // [K8S] kubectl cmd/patch/patch.go Validate: supportedSubresources = status, scale
  const subresource = flag(p, 'subresource') ?? '';
  if (subresource !== '' && subresource !== 'status' && subresource !== 'scale')
    return fail(`error: invalid subresource value: "${subresource}". Must be one of [status scale]\n`);
  let patch: unknown;
  try {
    patch = JSON.parse(body);
  } catch {
    return fail(`error: unable to parse "${body}": yaml: did not find expected node content\n`);
  }
  // Custom resources have no strategic merge patch; kubectl falls back to a JSON merge patch.
  const type = kind === 'strategic' && !r.info.builtin ? 'merge' : (kind as 'strategic' | 'merge' | 'json');
  const client = clientFor(cluster, p);
  const at = { info: r.info, namespace: flag(p, 'namespace') ?? cluster.namespace };
  const name = t[0].names[0];
  // with --subresource the builder GETs the subresource and the helper PATCHes it (WithSubresource)
  const sub = subresource !== '' ? { subresource } : {};
  const before = client.get(at, name, sub);
  if (!before.ok && subresource !== '') return fail(formatApiError(before.status));
  // kubectl patch sends no fieldValidation: the server's default, Warn ([K8S] kubectl cmd/patch).
  const res = client.patch(at, name, type, patch as Json, { fieldManager: 'kubectl-patch', ...sub });
  if (!res.ok) return fail(formatWarnings(res.warnings) + formatApiError(res.status));
  const unchanged =
    before.ok &&
    str((before.object.metadata as JsonObject).resourceVersion) ===
      str((res.object.metadata as JsonObject).resourceVersion);
  return ok(
    `${kindGroup(r.info)}/${name} patched${unchanged ? ' (no change)' : ''}\n`,
    formatWarnings(res.warnings),
  );
}

/**
 * `kubectl scale TYPE NAME --replicas=N [--current-replicas=N] [--resource-version=RV]` ([K8S]
 * kubectl pkg/cmd/scale/scale.go and pkg/scale/scale.go ScaleSimple): without a precondition a merge
 * patch of the /scale subresource; with one, the Scale is read, checked and updated. Each object
 * prints `<kind.group>/<name> scaled`.
 */
function scaleCommand(cluster: ShellCluster, p: Parsed): Result {
  const int = (name: string, dflt: number) => {
    const v = flag(p, name);
    return v === undefined ? dflt : /^-?\d+$/.test(v) ? Number(v) : Number.NaN;
  };
  for (const name of ['replicas', 'current-replicas'])
    if (Number.isNaN(int(name, 0)))
      return fail(
        `error: invalid argument "${flag(p, name)}" for "--${name}" flag: strconv.ParseInt: parsing "${flag(p, name)}": invalid syntax\nSee 'kubectl scale --help' for usage.\n`,
      );
  // cobra's MarkFlagRequired("replicas"), then ScaleOptions.Validate
  if (flag(p, 'replicas') === undefined) return fail('error: required flag(s) "replicas" not set\n');
  // Complete (GetDryRunStrategy), then Validate
  const dryRun = dryRunStrategy(p);
  if (typeof dryRun !== 'string') return fail(dryRun.error);
  const replicas = int('replicas', -1);
  const current = int('current-replicas', -1);
  if (replicas < 0)
    return fail(
      'error: The --replicas=COUNT flag is required, and COUNT must be greater than or equal to 0\n',
    );
  if (current < -1) return fail('error: The --current-replicas must specify an integer of -1 or greater\n');
  const t = targets(p.args);
  if ('error' in t) return fail(`${t.error}\n`);
  if (t.length === 0 || t.every((x) => x.names.length === 0)) return fail(NO_RESOURCES);
  const client = clientFor(cluster, p);
  const resourceVersion = flag(p, 'resource-version') ?? '';
  // the builder reads every object first, continuing past those it cannot (ContinueOnError)
  const infos: Array<{ info: ResourceInfo; at: { info: ResourceInfo; namespace?: string }; name: string }> =
    [];
  const errors: Status[] = [];
  for (const group of t) {
    const r = resolveResource(cluster.server, group.type);
    if (!r) return fail(NO_TYPE(group.type));
    const at = {
      info: r.info,
      namespace: r.info.namespaced ? (flag(p, 'namespace') ?? cluster.namespace) : undefined,
    };
    for (const name of group.names) {
      const got = client.get(at, name);
      if (got.ok) infos.push({ info: r.info, at, name });
      else errors.push(got.status);
    }
  }
  if (resourceVersion !== '' && infos.length > 1)
    return fail('error: cannot use --resource-version with multiple resources\n');
  if (infos.length === 0) {
    const why = errors.map((e) => e.message);
    return fail(`error: no objects passed to scale ${why.length === 1 ? why[0] : `[${why.join(', ')}]`}\n`);
  }
  let stdout = '';
  for (const { info, at, name } of infos) {
    const done = `${kindGroup(info)}/${name} scaled`;
    if (dryRun === 'client') {
      stdout += `${done} (dry run)\n`;
      continue;
    }
    const query = dryRun === 'server' ? new URLSearchParams({ dryRun: 'All' }) : undefined;
    let res: ApiResponse;
    if (current !== -1 || resourceVersion !== '') {
      // ScaleSimple with a precondition: GET the Scale, check it (ScalePrecondition.validate), PUT it
      const scale = client.get(at, name, { subresource: 'scale' });
      if (!scale.ok) return fail(formatApiError(scale.status), stdout);
      const spec = (scale.object.spec ?? {}) as JsonObject;
      const was = typeof spec.replicas === 'number' ? spec.replicas : 0;
      const rv = str((scale.object.metadata as JsonObject).resourceVersion);
      if (current !== -1 && current !== was)
        return fail(`error: Expected replicas to be ${current}, was ${was}\n`, stdout);
      if (resourceVersion !== '' && resourceVersion !== rv)
        return fail(`error: Expected resource version to be ${resourceVersion}, was ${rv}\n`, stdout);
      res = client.request('PUT', `${resourcePath(at, name)}/scale`, {
        body: { ...scale.object, spec: { ...spec, replicas } },
        query,
      });
    } else {
      // without one, a merge patch of the Scale's replicas
      res = client.request('PATCH', `${resourcePath(at, name)}/scale`, {
        body: { spec: { replicas } },
        contentType: 'application/merge-patch+json',
        query,
      });
    }
    if (!res.ok) return fail(formatApiError(res.status), stdout);
    stdout += `${done}${dryRun === 'server' ? ' (server dry run)' : ''}\n`;
  }
  // the objects the builder could not read, after the others were scaled
  return errors.length > 0 ? fail(errors.map(formatApiError).join(''), stdout) : ok(stdout);
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `kubectl api-resources` ([K8S] kubectl v0.28 pkg/cmd/apiresources/apiresources.go): the preferred
 * version's resources, filtered by --api-group, --namespaced, --verbs, --categories, stably sorted
 * by API group (or --sort-by name|kind) and then name; -o name prints `resource.group`, -o wide adds
 * VERBS and CATEGORIES.
 */
function apiResources(cluster: ShellCluster, p: Parsed): Result {
  const output = flag(p, 'output') ?? '';
  if (!['', 'wide', 'name'].includes(output)) return fail(`error: --output ${output} is not available\n`);
  const sortBy = flag(p, 'sort-by') ?? '';
  if (!['', 'name', 'kind'].includes(sortBy)) return fail('error: --sort-by accepts only name or kind\n');
  const onlyNamespaced = flag(p, 'namespaced');
  const group = flag(p, 'api-group');
  // string slices: every use adds its comma-separated values
  const slice = (name: string) =>
    (p.flags.get(name) ?? []).flatMap((v) => v.split(',')).filter((v) => v !== '');
  const verbs = slice('verbs');
  const categories = slice('categories');
  const resources = discovery(cluster.server)
    .map((r) => ({ r, categories: categoriesOf(cluster.server, r.info) }))
    .filter(({ r, categories: cats }) => {
      if (onlyNamespaced !== undefined && String(r.info.namespaced) !== onlyNamespaced) return false;
      if (group !== undefined && r.info.group !== group) return false;
      if (!verbs.every((v) => API_RESOURCE_VERBS.includes(v))) return false;
      return categories.every((c) => cats.includes(c));
    });
  const key = (x: (typeof resources)[number]) =>
    sortBy === 'name' ? x.r.info.resource : sortBy === 'kind' ? x.r.info.kind : x.r.info.group;
  resources.sort((x, y) => byteOrder(key(x), key(y)) || byteOrder(x.r.info.resource, y.r.info.resource));
  if (output === 'name') return ok(resources.map(({ r }) => `${groupResource(r.info)}\n`).join(''));
  const header = ['NAME', 'SHORTNAMES', 'APIVERSION', 'NAMESPACED', 'KIND'];
  if (output === 'wide') header.push('VERBS', 'CATEGORIES');
  const rows = resources.map(({ r, categories: cats }) => {
    const row = [
      r.info.resource,
      r.shortNames.join(','),
      r.info.group ? `${r.info.group}/${r.info.version}` : r.info.version,
      String(r.info.namespaced),
      r.info.kind,
    ];
    if (output === 'wide') row.push(API_RESOURCE_VERBS.join(','), cats.join(','));
    return row;
  });
  const table = boolFlag(p, 'no-headers') ? rows : [header, ...rows];
  return ok(table.length > 0 ? `${tabwrite(table)}\n` : '');
}

/** The verbs the simulated discovery documents give every resource (kube/rest/discovery.ts). */
const API_RESOURCE_VERBS = [
  'create',
  'delete',
  'deletecollection',
  'get',
  'list',
  'patch',
  'update',
  'watch',
];

// [K8S] kubectl v0.28 pkg/cmd/auth/cani.go: the verbs it knows (else a warning), and the resource
// names the server serves without discovery (no warning for them)
const RESOURCE_VERBS = new Set(
  'get list watch create update patch delete deletecollection use bind impersonate *'.split(' '),
);
const NON_RESOURCE_URL_VERBS = new Set('get put post head options delete patch *'.split(' '));
const NON_STANDARD_RESOURCE_NAMES = new Set(['users', 'groups']);

/**
 * `kubectl auth can-i VERB TYPE[/NAME] | VERB /URL`: a SelfSubjectAccessReview, as the
 * (impersonated) user ([K8S] kubectl v0.28 pkg/cmd/auth/cani.go Complete, Validate, RunAccessCheck).
 * Warnings go through the WarningPrinter: `Warning: ` and a message that ends in its own newline.
 */
function canI(cluster: ShellCluster, p: Parsed): Result {
  const [verb, what] = p.args;
  if (p.args.length !== 2)
    return fail(
      "error: you must specify two arguments: verb resource or verb resource/resourceName.\nSee 'kubectl auth can-i -h' for help and examples.\n",
    );
  let stderr = '';
  // Validate: --no-headers belongs to --list, which this terminal does not have
  if (boolFlag(p, 'no-headers')) return fail('error: --no-headers cannot be set without --list specified\n');
  const warn = (m: string) => {
    stderr += `Warning: ${m}\n\n`;
  };
  const all = boolFlag(p, 'all-namespaces');
  const namespace = all ? '' : (flag(p, 'namespace') ?? cluster.namespace);
  const subresource = flag(p, 'subresource') ?? '';
  let attributes: JsonObject;
  if (what.startsWith('/')) {
    if (subresource !== '') return fail('error: --subresource can not be used with NonResourceURL\n');
    if (!NON_RESOURCE_URL_VERBS.has(verb)) warn(`verb '${verb}' is not a known verb`);
    attributes = { nonResourceAttributes: { path: what, verb } };
  } else {
    const slash = what.indexOf('/');
    const type = slash < 0 ? what : what.slice(0, slash);
    const name = slash < 0 ? '' : what.slice(slash + 1);
    let group = '';
    let resource = type;
    let namespaced = true;
    if (type !== '*') {
      const r = resolveResource(cluster.server, type);
      if (r) {
        group = r.info.group;
        resource = r.info.resource;
        namespaced = r.info.namespaced;
      } else {
        // schema.ParseGroupResource of the lower-cased argument
        const lower = type.toLowerCase();
        const dot = lower.indexOf('.');
        const [res, grp] = dot < 0 ? [lower, ''] : [lower.slice(0, dot), lower.slice(dot + 1)];
        if (!NON_STANDARD_RESOURCE_NAMES.has(grp === '' ? res : `${res}.${grp}`))
          warn(
            grp === ''
              ? `the server doesn't have a resource type '${res}'`
              : `the server doesn't have a resource type '${res}' in group '${grp}'`,
          );
      }
    }
    if (!all && !namespaced)
      warn(
        group === ''
          ? `resource '${resource}' is not namespace scoped`
          : `resource '${resource}' is not namespace scoped in group '${group}'`,
      );
    if (!RESOURCE_VERBS.has(verb)) warn(`verb '${verb}' is not a known verb`);
    attributes = {
      resourceAttributes: {
        ...(namespace ? { namespace } : {}),
        verb,
        ...(group ? { group } : {}),
        resource,
        ...(subresource ? { subresource } : {}),
        ...(name ? { name } : {}),
      },
    };
  }
  const res = clientFor(cluster, p).request(
    'POST',
    '/apis/authorization.k8s.io/v1/selfsubjectaccessreviews',
    {
      body: {
        kind: 'SelfSubjectAccessReview',
        apiVersion: 'authorization.k8s.io/v1',
        metadata: { creationTimestamp: null },
        spec: attributes,
        status: { allowed: false },
      },
    },
  );
  if (!res.ok) return fail(stderr + formatApiError(res.status));
  const status = isObject(res.object.status) ? res.object.status : {};
  const quiet = boolFlag(p, 'quiet');
  if (status.allowed === true) return ok(quiet ? '' : 'yes\n', stderr);
  let out = 'no';
  if (str(status.reason) !== '') out += ` - ${str(status.reason)}`;
  if (str(status.evaluationError) !== '') out += ` - ${str(status.evaluationError)}`;
  return { stdout: quiet ? '' : `${out}\n`, stderr, exitCode: 1 };
}

/**
 * `kubectl auth whoami` (kubectl pkg/cmd/auth/whoami.go): a SelfSubjectReview of authentication.k8s.io/v1
 * (v1beta1, v1alpha1 on a 404), printed as the ATTRIBUTE/VALUE table (groups as Go's %v of a slice)
 * unless -o is given.
 */
function whoami(cluster: ShellCluster, p: Parsed): Result {
  if (p.args.length > 1) return fail(`error: unknown command "${p.args[1]}" for "kubectl auth whoami"\n`);
  const res = clientFor(cluster, p).request('POST', '/apis/authentication.k8s.io/v1/selfsubjectreviews', {
    body: {
      kind: 'SelfSubjectReview',
      apiVersion: 'authentication.k8s.io/v1',
      metadata: { creationTimestamp: null },
      status: { userInfo: {} },
    },
  });
  if (!res.ok) {
    if (res.code === 403)
      return fail(
        'error: the selfsubjectreviews API is not enabled in the cluster or you do not have permission to call it\n',
      );
    return fail(formatApiError(res.status));
  }
  const output = flag(p, 'output');
  if (output !== undefined) {
    const print = objectPrinter(output);
    if (output === '' || print === undefined) return fail(printerError(output));
    return ok(print('selfsubjectreview.authentication.k8s.io/<unknown>', '', res.object));
  }
  const ui =
    isObject(res.object.status) && isObject(res.object.status.userInfo) ? res.object.status.userInfo : {};
  const rows: string[][] = [['ATTRIBUTE', 'VALUE']];
  if (str(ui.username) !== '') rows.push(['Username', str(ui.username)]);
  if (str(ui.uid) !== '') rows.push(['UID', str(ui.uid)]);
  const groups = Array.isArray(ui.groups) ? ui.groups.map((g) => str(g)) : [];
  if (groups.length > 0) rows.push(['Groups', `[${groups.join(' ')}]`]);
  const extra = isObject(ui.extra) ? ui.extra : {};
  for (const k of Object.keys(extra).sort())
    rows.push([`Extra: ${k}`, `[${(Array.isArray(extra[k]) ? extra[k] : []).map((v) => str(v)).join(' ')}]`]);
  return ok(`${tabwrite(rows)}\n`);
}

async function explainCommand(cluster: ShellCluster, p: Parsed): Promise<Result> {
  const [what] = p.args;
  if (!what)
    return fail(
      'You must specify the type of resource to explain. Use "kubectl api-resources" for a complete list of supported resources.\n\nerror: Required resource not specified.\nSee \'kubectl explain -h\' for help and examples\n',
    );
  // explain.SplitAndParseResourceRequestWithMatchingPrefix: the first field names the resource; a
  // `resource.group` prefix picks that group's, else the first group serving it is taken
  const input = what.replace(/\.$/, '');
  const [first, ...rest] = input.split('.');
  const candidates = resourcesFor(cluster.server, first);
  // checkErr words a NoResourceMatchError without the `error: ` prefix
  if (candidates.length === 0) return fail(`the server doesn't have a resource type "${first}"\n`);
  const prefixed = candidates.find((c) => input.startsWith(groupResource(c.info)));
  const r = prefixed ?? candidates[0];
  const path = prefixed
    ? input
        .slice(groupResource(prefixed.info).length)
        .split('.')
        .filter((f) => f !== '')
    : rest;
  const { group, version, kind, builtin } = r.info;
  // What real kubectl reads: the group-version's OpenAPI document, with the built-in kinds' descriptions.
  if (builtin) await loadOpenApiDocs();
  const doc = openapiGroupVersion(cluster.server, group, version);
  const out = doc && explainOpenApi(doc, { group, version, kind }, path, boolFlag(p, 'recursive'));
  if (!out)
    return fail(
      `error: GVR (${group}/${version}, Resource=${r.info.resource}) not found in OpenAPI schema\n`,
    );
  return 'error' in out ? { stdout: out.header, stderr: `${out.error}\n`, exitCode: 1 } : ok(out.text);
}

function logsCommand(cluster: ShellCluster, p: Parsed): Result {
  const [what] = p.args;
  if (!what)
    return fail(
      "error: expected 'logs [-f] [-p] (POD | TYPE/NAME) [-c CONTAINER]'.\nPOD or TYPE/NAME is a required argument for the logs command\nSee 'kubectl logs -h' for help and examples\n",
    );
  const ns = flag(p, 'namespace') ?? cluster.namespace;
  const [type, name] = what.includes('/') ? what.split('/', 2) : ['pods', what];
  const r = resolveResource(cluster.server, type);
  if (!r) return fail(NO_TYPE(type));
  const res = clientFor(cluster, p).get({ info: r.info, namespace: ns }, name);
  if (!res.ok) return fail(formatApiError(res.status));
  let stderr = '';
  if (r.info.group === '' && r.info.resource === 'pods') {
    const chosen = podLogContainer(res.object, flag(p, 'container') ?? '');
    if ('error' in chosen) return fail(chosen.error);
    stderr = chosen.stderr;
  }
  const log = cluster.podLogs.get(`${ns}/${r.info.resource}/${name}`);
  return ok(log ? `${log.join('\n')}\n` : '', stderr);
}

/**
 * The container a pod's logs are read from ([K8S] kubectl v0.34 pkg/polymorphichelpers/
 * logsforobject.go): -c, else the kubectl.kubernetes.io/default-container annotation, else the first
 * container, said on stderr when the pod has others (podcmd.AllContainerNames: containers, then
 * ephemeral and init ones marked); a name the pod does not have is refused before any request.
 */
function podLogContainer(pod: KubeObject, given: string): { stderr: string } | { error: string } {
  const spec = isObject(pod.spec) ? pod.spec : {};
  const names = (k: string) =>
    (Array.isArray(spec[k]) ? spec[k] : []).filter(isObject).map((c) => str(c.name));
  const [containers, init, ephemeral] = [
    names('containers'),
    names('initContainers'),
    names('ephemeralContainers'),
  ];
  const podName = str(isObject(pod.metadata) ? pod.metadata.name : '');
  const has = (n: string) => containers.includes(n) || init.includes(n) || ephemeral.includes(n);
  let stderr = '';
  let container = given;
  const annotations =
    isObject(pod.metadata) && isObject(pod.metadata.annotations) ? pod.metadata.annotations : {};
  const preset = str(annotations['kubectl.kubernetes.io/default-container']);
  if (container === '' && preset !== '') {
    if (has(preset)) container = preset;
    else stderr += `Default container name ${JSON.stringify(preset)} not found in pod ${podName}\n`;
  }
  if (container === '') {
    container = containers[0] ?? '';
    if (containers.length > 1 || init.length > 0 || ephemeral.length > 0) {
      const all = [...containers, ...ephemeral.map((n) => `${n} (ephem)`), ...init.map((n) => `${n} (init)`)];
      stderr += `Defaulted container ${JSON.stringify(container)} out of: ${all.join(', ')}\n`;
    }
  }
  if (!has(container))
    return { error: `${stderr}error: container ${container} is not valid for pod ${podName}\n` };
  return { stderr };
}

const USAGE = `kubectl controls the Kubernetes cluster manager.

 Find more information at: https://kubernetes.io/docs/reference/kubectl/

Basic Commands (Beginner):
  create          Create a resource from a file or from stdin
  explain         Get documentation for a resource
  get             Display one or many resources
  delete          Delete resources by file names, stdin, resources and names, or by resources and label selector

Troubleshooting and Debugging Commands:
  describe        Show details of a specific resource or group of resources
  logs            Print the logs for a container in a pod
  auth            Inspect authorization

Advanced Commands:
  apply           Apply a configuration to a resource by file name or stdin

Other Commands:
  api-resources   Print the supported API resources on the server
  version         Print the client and server version information

Usage:
  kubectl [flags] [options]
`;

/** The subcommands cobra would find under `auth`, `create` and `config` (the simulated ones). */
const SUBCOMMANDS: Record<string, string[]> = {
  auth: ['can-i', 'reconcile', 'whoami'],
  rollout: ['history', 'pause', 'restart', 'resume', 'status', 'undo'],
  create: ['namespace', 'ns', 'token'],
  config: [
    'current-context',
    'delete-context',
    'get-clusters',
    'get-contexts',
    'get-users',
    'rename-context',
    'set-cluster',
    'set-context',
    'use-context',
    'use',
    'view',
  ],
};

/** cobra's CommandPath for `kubectl SUB ARGS`: `kubectl auth can-i`, `kubectl create namespace`. */
function commandPath(sub: string, args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('-')) {
      const name = a.replace(/^--?/, '').split('=')[0];
      if (VALUE_FLAGS.has(name) && !a.includes('=') && !/^-[a-zA-Z]./.test(a)) i++;
      continue;
    }
    if (!SUBCOMMANDS[sub]?.includes(a)) break;
    // cobra names a command by its Use, not an alias
    return `kubectl ${sub} ${a === 'ns' ? 'namespace' : a === 'use' ? 'use-context' : a}`;
  }
  return `kubectl ${sub}`;
}

/** kubectl 1.32's top-level commands (kubectl/pkg/cmd/cmd.go NewKubectlCommand's groups). */
const REAL_COMMANDS = new Set(
  (
    'create expose run set explain get edit delete rollout scale autoscale certificate cluster-info top cordon ' +
    'uncordon drain taint describe logs attach exec port-forward proxy cp auth debug events diff apply patch ' +
    'replace wait kustomize label annotate completion alpha api-resources api-versions config plugin version options'
  ).split(' '),
);
const SIMULATED_COMMANDS = [
  'get',
  'describe',
  'apply',
  'create',
  'delete',
  'patch',
  'scale',
  'label',
  'annotate',
  'logs',
  'rollout status',
  'wait',
  'explain',
  'api-resources',
  'auth can-i',
  'auth whoami',
  'config current-context',
  'config delete-context',
  'config get-clusters',
  'config get-contexts',
  'config get-users',
  'config rename-context',
  'config set-cluster',
  'config set-context',
  'config use-context',
  'config view',
  'version',
];

const SIMULATED = new Set(SIMULATED_COMMANDS.map((c) => c.split(' ')[0]).concat('edit'));

/** kubectl's `create` subcommands (kubectl/pkg/cmd/create/create.go NewCmdCreate's AddCommand list). */
const REAL_CREATE = new Set(
  (
    'namespace quota secret configmap serviceaccount service deployment clusterrole clusterrolebinding role ' +
    'rolebinding poddisruptionbudget priorityclass job cronjob ingress token'
  ).split(' '),
);
/** The create subcommands simulated here, with cobra's aliases. */
const SIMULATED_CREATE = new Set(['namespace', 'ns', 'token']);
const CREATE_ALIASES: Record<string, string> = {
  resourcequota: 'quota',
  cm: 'configmap',
  sa: 'serviceaccount',
  svc: 'service',
  deploy: 'deployment',
  pdb: 'poddisruptionbudget',
  pc: 'priorityclass',
  cj: 'cronjob',
  ing: 'ingress',
};

/** The first word after `create` that is not a flag or a flag's value: the subcommand cobra finds. */
function createSubcommand(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') return undefined;
    if (!a.startsWith('-') || a === '-') return a;
    const name = a.replace(/^--?/, '').split('=')[0];
    if (VALUE_FLAGS.has(name) && !a.includes('=') && !/^-[a-zA-Z]./.test(a)) i++;
  }
  return undefined;
}

export function kubectlCommand(world: ShellWorld) {
  return defineCommand('kubectl', async (argv, ctx) => {
    // Global flags may come before the subcommand (`kubectl -n ns get pods`).
    let at = 0;
    while (at < argv.length && argv[at].startsWith('-')) {
      const name = argv[at].replace(/^--?/, '').split('=')[0];
      at += VALUE_FLAGS.has(name) && !argv[at].includes('=') && !/^-[a-zA-Z]./.test(argv[at]) ? 2 : 1;
    }
    const sub = argv[at];
    const rest = [...argv.slice(0, at), ...argv.slice(at + 1)];
    if (sub === undefined || sub === 'help' || argv[0] === '--help' || argv[0] === '-h') return ok(USAGE);
    if (REAL_COMMANDS.has(sub) && !SIMULATED.has(sub))
      return fail(
        `oplab: kubectl ${sub} is a real kubectl command that this simulated terminal does not have. It has: ${SIMULATED_COMMANDS.join(', ')}.\n`,
      );
    // a real create subcommand this terminal lacks: said plainly, before its flags (--image) are refused
    const what = sub === 'create' ? createSubcommand(argv.slice(at + 1)) : undefined;
    const real = what === undefined ? undefined : (CREATE_ALIASES[what] ?? what);
    if (real !== undefined && REAL_CREATE.has(real) && !SIMULATED_CREATE.has(real))
      return fail(
        `oplab: kubectl create ${real} is a real kubectl command that this simulated terminal does not have. Its kubectl create has: -f FILENAME, namespace, token.\n`,
      );
    const path = commandPath(sub, rest);
    const parsed = parseArgs(rest, path.slice('kubectl '.length));
    // templater.FlagErrorFunc: the failing command's CommandPath, a subcommand's included
    if ('error' in parsed) return fail(`${parsed.error}\nSee '${path} --help' for usage.\n`);
    // -h/--help prints the command's help and runs nothing (cobra); its text is not carried here
    if (boolFlag(parsed, 'help')) return ok('', helpNotIncluded(path));
    // --kubeconfig, else $KUBECONFIG's first file, else ~/.kube/config (clientcmd loading rules)
    const kubeconfig =
      flag(parsed, 'kubeconfig') ??
      (ctx.env.get('KUBECONFIG') || undefined)?.split(':')[0] ??
      `${ctx.env.get('HOME') ?? '/home/user'}/.kube/config`;
    const kubeconfigPath = ctx.fs.resolvePath(ctx.cwd, kubeconfig);
    const kubeconfigText = async () =>
      (await ctx.fs.exists(kubeconfigPath)) ? await ctx.fs.readFile(kubeconfigPath) : undefined;
    let cluster = world.cluster;
    if (sub !== 'config') {
      // the namespace of the context in use (--context, else current-context), as kubectl's other commands take it
      const ns = kubeconfigNamespace(await kubeconfigText(), flag(parsed, 'context'));
      if ('error' in ns) return fail(ns.error);
      cluster = { ...cluster, namespace: ns.namespace };
    }
    switch (sub) {
      case 'get': {
        // -o jsonpath-file=FILE: the file's text is the template (JSONPathPrintFlags.ToPrinter reads
        // it with os.ReadFile; its errors and the template's print that text)
        const file = /^jsonpath-file=(.+)$/s.exec(flag(parsed, 'output') ?? '')?.[1];
        if (file !== undefined) {
          const path = ctx.fs.resolvePath(ctx.cwd, file);
          if (!(await ctx.fs.exists(path)))
            return fail(`error: error reading --template ${file}, open ${file}: no such file or directory\n`);
          if ((await ctx.fs.stat(path)).isDirectory)
            return fail(`error: error reading --template ${file}, read ${file}: is a directory\n`);
          parsed.flags.set('output', [`jsonpath=${await ctx.fs.readFile(path)}`]);
        }
        if (parsed.flags.has('filename')) return getFromFiles(cluster, parsed, ctx);
        return getCommand(cluster, parsed);
      }
      case 'describe':
        return describeCommand(cluster, parsed);
      case 'apply':
      case 'delete':
        if (sub === 'delete' && !parsed.flags.has('filename') && !parsed.flags.has('kustomize'))
          return deleteCommand(cluster, parsed, world.net.clock);
        return manifestCommand(sub, cluster, parsed, ctx, world.net.clock);
      case 'create':
        if (parsed.flags.has('filename') || parsed.flags.has('kustomize')) {
          // ValidateArgs, before any file is read
          if (parsed.args.length > 0)
            return fail(
              `error: Unexpected args: [${parsed.args.join(' ')}]\nSee 'kubectl create -h' for help and examples\n`,
            );
          return manifestCommand('create', cluster, parsed, ctx, world.net.clock);
        }
        return createCommand(cluster, parsed);
      case 'patch':
        return patchCommand(cluster, parsed);
      case 'scale':
        return scaleCommand(cluster, parsed);
      case 'label':
      case 'annotate':
        return labelCommand(sub, cluster, parsed, ctx);
      case 'edit':
        return fail(
          'oplab: kubectl edit needs an interactive editor, which this terminal does not have. Use kubectl get … -o yaml > file.yaml, change it (sed -i …), then kubectl apply -f file.yaml; or kubectl patch.\n',
        );
      case 'api-resources':
        return apiResources(cluster, parsed);
      case 'auth':
        if (parsed.args[0] === 'whoami') return whoami(cluster, parsed);
        if (path === 'kubectl auth reconcile')
          return fail(
            'oplab: kubectl auth reconcile is a real kubectl command that this simulated terminal does not have. Its kubectl auth has: can-i, whoami.\n',
          );
        if (parsed.args[0] !== 'can-i') return defaultSubCommandRun(path, parsed.args);
        return canI(cluster, { ...parsed, args: parsed.args.slice(1) });
      case 'explain':
        return explainCommand(cluster, parsed);
      case 'logs':
        return logsCommand(cluster, parsed);
      case 'rollout': {
        if (path === 'kubectl rollout') return defaultSubCommandRun(path, parsed.args);
        if (path !== 'kubectl rollout status')
          return fail(
            `oplab: ${path} is a real kubectl command that this simulated terminal does not have. Its kubectl rollout has: status.\n`,
          );
        return rolloutStatusCommand(cluster, { ...parsed, args: parsed.args.slice(1) }, ctx, world.net.clock);
      }
      case 'wait':
        return waitCommand(cluster, parsed, ctx, world.net.clock);
      case 'version':
        return versionCommand(cluster, parsed);
      case 'config': {
        const [given, ...args] = parsed.args;
        const what = given === 'use' ? 'use-context' : given;
        if (what === undefined || !SUBCOMMANDS.config.includes(what))
          return fail(`error: unknown command "${what ?? ''}" for "kubectl config"\n`);
        const r = configCommand({
          sub: what,
          args,
          output: flag(parsed, 'output'),
          minify: boolFlag(parsed, 'minify'),
          raw: boolFlag(parsed, 'raw'),
          noHeaders: boolFlag(parsed, 'no-headers'),
          text: await kubeconfigText(),
          path: kubeconfigPath,
          shown: kubeconfig,
          flags: new Map([...parsed.flags].map(([k, v]) => [k, v.at(-1) ?? ''])),
          cwd: ctx.cwd,
        });
        // ModifyConfig writes the whole file (its directory made if need be)
        if (r.write !== undefined) await ctx.fs.writeFile(kubeconfigPath, r.write);
        return { stdout: r.stdout, stderr: r.stderr, exitCode: r.exitCode };
      }
      default:
        // CheckErr prints the error with one newline at its end (the suggestions end with one)
        return fail(`error: unknown command "${sub}" for "kubectl"${suggestions(sub ?? '') || '\n'}`);
    }
  });
}

export { groupResource };

/** kubectl's commands in the order kubectl adds them (cobra sorting off), and their SuggestFor. */
const COMMANDS =
  'create expose run set explain get edit delete rollout scale autoscale certificate cluster-info top cordon uncordon drain taint describe logs attach exec port-forward proxy cp auth debug events diff apply patch replace wait kustomize label annotate completion config plugin version api-versions api-resources options'.split(
    ' ',
  );
const SUGGEST_FOR: Record<string, string[]> = { get: ['list', 'ps'], delete: ['rm'], wait: ['list', 'ps'] };

/** Levenshtein distance, ignoring case (cobra's ld). */
function ld(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[t.length];
}

/**
 * cobra's findSuggestions for an unknown command: within distance 2, a prefix, or a SuggestFor
 * (github.com/spf13/cobra command.go SuggestionsFor).
 */
function suggestions(typed: string): string {
  const found: string[] = [];
  for (const c of COMMANDS) {
    if (ld(typed, c) <= 2 || c.startsWith(typed.toLowerCase())) found.push(c);
    for (const s of SUGGEST_FOR[c] ?? []) if (s.toLowerCase() === typed.toLowerCase()) found.push(c);
  }
  return found.length === 0 ? '' : `\n\nDid you mean this?\n${found.map((c) => `\t${c}\n`).join('')}`;
}
