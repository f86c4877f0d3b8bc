// `kubectl config view | current-context | get-contexts | get-clusters | get-users | use-context |
// set-context | set-cluster | rename-context | delete-context` over the kubeconfig file ([K8S] kubectl
// pkg/cmd/config: view.go, current_context.go, get_contexts.go, get_clusters.go, get_users.go, use_context.go, set_context.go, set_cluster.go,
// rename_context.go, delete_context.go; client-go tools/clientcmd/api helpers.go MinifyConfig and
// ShortenConfig; a change is written back as clientcmd.ModifyConfig writes it: the v1 Config with
// sorted keys, each list sorted by name, empty lists `null`).
import { parse } from 'yaml';
import { isObject, type Json, type JsonObject } from '../../../kube/apiserver/types.ts';
import { executeJsonPath } from './jsonpath.ts';
import { tabwrite, toJson, toYaml } from './print.ts';

type Result = { stdout: string; stderr: string; exitCode: number /** the file's new text */; write?: string };
const ok = (stdout: string): Result => ({ stdout, stderr: '', exitCode: 0 });
const fail = (stderr: string): Result => ({ stdout: '', stderr, exitCode: 1 });

/** The subcommands that write the file. */
const CONFIG_WRITES = ['use-context', 'set-context', 'set-cluster', 'rename-context', 'delete-context'];

export interface ConfigRequest {
  sub: string;
  args: string[];
  output: string | undefined;
  minify: boolean;
  raw: boolean;
  noHeaders: boolean;
  /** The file's text, undefined when it does not exist. */
  text: string | undefined;
  path: string;
  /** The file as kubectl names it in messages (GetDefaultFilename: the flag's, $KUBECONFIG's or ~/.kube/config). */
  shown: string;
  /** The flags given (set-context's --current/--cluster/--user/--namespace, set-cluster's). */
  flags: ReadonlyMap<string, string>;
  /** For set-cluster's --certificate-authority, made absolute (filepath.Abs). */
  cwd: string;
}

interface Named {
  name: string;
  body: JsonObject;
}

function named(list: Json | undefined, key: string): Named[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isObject)
    .map((e) => ({ name: String(e.name ?? ''), body: isObject(e[key]) ? e[key] : {} }));
}

/** A v1 list: sorted by name (the conversion from clientcmd's maps), `null` when empty. */
function section(entries: Named[], key: string): Json {
  const sorted = [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return sorted.length === 0 ? null : sorted.map((e) => ({ name: e.name, [key]: e.body }));
}

/** The context's namespace kubectl's other commands use ([K8S] clientcmd DirectClientConfig.Namespace). */
export function kubeconfigNamespace(
  text: string | undefined,
  context: string | undefined,
): { namespace: string } | { error: string } {
  let cfg: Json = {};
  try {
    cfg = text === undefined ? {} : ((parse(text) as Json) ?? {});
  } catch {
    return { namespace: 'default' };
  }
  if (!isObject(cfg)) return { namespace: 'default' };
  const name = context || (typeof cfg['current-context'] === 'string' ? cfg['current-context'] : '');
  if (name === '') return { namespace: 'default' };
  const ctx = named(cfg.contexts, 'context').find((c) => c.name === name);
  // validation.go errContextNotFound, under ErrInvalidConfig's heading
  if (ctx === undefined)
    return { error: `Error in configuration: context was not found for specified context: ${name}\n` };
  const ns = ctx.body.namespace;
  return { namespace: typeof ns === 'string' && ns !== '' ? ns : 'default' };
}

/** What set-context and set-cluster change; a flag given empty clears the field (omitempty). */
function setFields(body: JsonObject, fields: [string, string | undefined][], keep: string[]): JsonObject {
  const out: JsonObject = { ...body };
  for (const [k, v] of fields) {
    if (v === undefined) continue;
    if (v === '' && !keep.includes(k)) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** ShortenConfig: embedded certificates and keys are DATA+OMITTED, tokens REDACTED (unless --raw). */
function shorten(users: Named[], clusters: Named[]): void {
  for (const c of clusters)
    if (c.body['certificate-authority-data']) c.body['certificate-authority-data'] = 'DATA+OMITTED';
  for (const u of users) {
    for (const k of ['client-certificate-data', 'client-key-data']) if (u.body[k]) u.body[k] = 'DATA+OMITTED';
    if (u.body.token) u.body.token = 'REDACTED';
  }
}

export function configCommand(r: ConfigRequest): Result {
  let doc: Json = {};
  if (r.text !== undefined) {
    try {
      doc = (parse(r.text) as Json) ?? {};
    } catch (e) {
      return fail(
        `error: error loading config file "${r.path}": ${e instanceof Error ? e.message.split('\n')[0] : e}\n`,
      );
    }
  }
  const cfg = isObject(doc) ? doc : {};
  let current = typeof cfg['current-context'] === 'string' ? cfg['current-context'] : '';
  let clusters = named(cfg.clusters, 'cluster');
  let contexts = named(cfg.contexts, 'context');
  let users = named(cfg.users, 'user');

  if (CONFIG_WRITES.includes(r.sub)) {
    const quoted = (n: string) => JSON.stringify(n);
    const written = (stdout: string, stderr = ''): Result => {
      const file: JsonObject = {
        apiVersion: 'v1',
        clusters: section(clusters, 'cluster'),
        contexts: section(contexts, 'context'),
        'current-context': current,
        kind: 'Config',
        preferences: isObject(cfg.preferences) ? cfg.preferences : {},
        users: section(users, 'user'),
      };
      if (cfg.extensions !== undefined && cfg.extensions !== null) file.extensions = cfg.extensions;
      return { stdout, stderr, exitCode: 0, write: toYaml(file) };
    };
    const unexpected = () => fail(`error: Unexpected args: [${r.args.join(' ')}]\n`);
    const flag = (name: string) => r.flags.get(name);
    switch (r.sub) {
      case 'use-context': {
        if (r.args.length !== 1) return unexpected();
        const name = r.args[0];
        if (name === '') return fail('error: empty context names are not allowed\n');
        if (!contexts.some((c) => c.name === name))
          return fail(`error: no context exists with the name: ${quoted(name)}\n`);
        current = name;
        return written(`Switched to context ${quoted(name)}.\n`);
      }
      case 'set-context': {
        if (r.args.length > 1) return unexpected();
        const byCurrent = flag('current') !== undefined && flag('current') !== 'false';
        let name = r.args[0] ?? '';
        if (name === '' && !byCurrent)
          return fail('error: you must specify a non-empty context name or --current\n');
        if (name !== '' && byCurrent)
          return fail('error: you cannot specify both a context name and --current\n');
        if (byCurrent) {
          if (current === '') return fail('error: no current context is set\n');
          name = current;
        }
        const existing = contexts.find((c) => c.name === name);
        // a new context: clientcmdapi.NewContext, whose cluster and user are written even when empty
        const body = setFields(
          existing?.body ?? { cluster: '', user: '' },
          [
            ['cluster', flag('cluster')],
            ['user', flag('user')],
            ['namespace', flag('namespace')],
          ],
          ['cluster', 'user'],
        );
        contexts = [...contexts.filter((c) => c.name !== name), { name, body }];
        return written(`Context ${quoted(name)} ${existing ? 'modified' : 'created'}.\n`);
      }
      case 'set-cluster': {
        if (r.args.length !== 1) return unexpected();
        const name = r.args[0];
        if (name === '') return fail('error: you must specify a non-empty cluster name\n');
        const insecure = flag('insecure-skip-tls-verify');
        const ca = flag('certificate-authority');
        if (insecure === 'true' && ca)
          return fail(
            'error: you cannot specify a certificate authority and insecure mode at the same time\n',
          );
        const existing = clusters.find((c) => c.name === name);
        let body = existing?.body ?? { server: '' };
        const server = flag('server');
        // a new server clears the TLS server name (set_cluster.go modifyCluster)
        if (server !== undefined)
          body = setFields(
            body,
            [
              ['server', server],
              ['tls-server-name', ''],
            ],
            ['server'],
          );
        body = setFields(
          body,
          [
            ['tls-server-name', flag('tls-server-name')],
            ['proxy-url', flag('proxy-url')],
          ],
          [],
        );
        if (insecure !== undefined) {
          body = { ...body };
          if (insecure === 'true') {
            body['insecure-skip-tls-verify'] = true;
            delete body['certificate-authority'];
            delete body['certificate-authority-data'];
          } else delete body['insecure-skip-tls-verify'];
        }
        if (ca !== undefined) {
          body = { ...body };
          if (ca === '') delete body['certificate-authority'];
          else {
            body['certificate-authority'] = ca.startsWith('/') ? ca : `${r.cwd.replace(/\/$/, '')}/${ca}`;
            delete body['insecure-skip-tls-verify'];
            delete body['certificate-authority-data'];
          }
        }
        clusters = [...clusters.filter((c) => c.name !== name), { name, body }];
        return written(`Cluster ${quoted(name)} set.\n`);
      }
      case 'rename-context': {
        if (r.args.length !== 2) return unexpected();
        const [from, to] = r.args;
        if (to === '') return fail('error: You must specify a new non-empty context name\n');
        const ctx = contexts.find((c) => c.name === from);
        if (ctx === undefined)
          return fail(`error: cannot rename the context ${quoted(from)}, it's not in ${r.shown}\n`);
        if (contexts.some((c) => c.name === to))
          return fail(
            `error: cannot rename the context ${quoted(from)}, the context ${quoted(to)} already exists in ${r.shown}\n`,
          );
        contexts = contexts.map((c) => (c === ctx ? { name: to, body: c.body } : c));
        if (current === from) current = to;
        return written(`Context ${quoted(from)} renamed to ${quoted(to)}.\n`);
      }
      default: {
        // delete-context: without one name, only its help (templates.MainUsageTemplate), status 0
        if (r.args.length !== 1)
          return ok(
            'Delete the specified context from the kubeconfig.\n\nExamples:\n  # Delete the context for the minikube cluster\n  kubectl config delete-context minikube\n\nUsage:\n  kubectl config delete-context NAME [options]\n\nUse "kubectl options" for a list of global command-line options (applies to all commands).\n',
          );
        const name = r.args[0];
        if (!contexts.some((c) => c.name === name))
          return fail(`error: cannot delete context ${name}, not in ${r.shown}\n`);
        contexts = contexts.filter((c) => c.name !== name);
        const warning =
          current === name
            ? 'warning: this removed your active context, use "kubectl config use-context" to select a different one\n'
            : '';
        return written(`deleted context ${name} from ${r.shown}\n`, warning);
      }
    }
  }

  // get_users.go sorts; get_clusters.go ranges over a Go map (any order): sorted here too
  if (r.sub === 'get-clusters' || r.sub === 'get-users') {
    const names = (r.sub === 'get-clusters' ? clusters : users).map((e) => e.name).sort();
    return ok(`NAME\n${names.map((n) => `${n}\n`).join('')}`);
  }

  if (r.sub === 'current-context') {
    if (current === '') return fail('error: current-context is not set\n');
    return ok(`${current}\n`);
  }

  if (r.sub === 'get-contexts') {
    if (r.output !== undefined && r.output !== 'name')
      return fail(`error: output must be one of '' or 'name': ${r.output}\n`);
    // sorted by name (get_contexts.go sort.Strings)
    const shown = (r.args.length === 0 ? contexts : contexts.filter((c) => r.args.includes(c.name))).sort(
      (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
    const missing = r.args.filter((a) => !contexts.some((c) => c.name === a));
    if (r.output === 'name') {
      const out = shown.map((c) => `${c.name}\n`).join('');
      return missing.length > 0
        ? { ...fail(`error: context ${missing[0]} not found\n`), stdout: out }
        : ok(out);
    }
    const rows = shown.map((c) => [
      c.name === current ? '*' : '',
      c.name,
      String(c.body.cluster ?? ''),
      String(c.body.user ?? ''),
      String(c.body.namespace ?? ''),
    ]);
    if (!r.noHeaders) rows.unshift(['CURRENT', 'NAME', 'CLUSTER', 'AUTHINFO', 'NAMESPACE']);
    const out = rows.length > 0 ? `${tabwrite(rows)}\n` : '';
    return missing.length > 0
      ? { stdout: out, stderr: `error: context ${missing[0]} not found\n`, exitCode: 1 }
      : ok(out);
  }

  // view
  if (r.minify) {
    if (current === '') return fail('error: current-context must exist in order to minify\n');
    const ctx = contexts.find((c) => c.name === current);
    if (ctx === undefined) return fail(`error: cannot locate context ${current}\n`);
    contexts = [ctx];
    clusters = clusters.filter((c) => c.name === ctx.body.cluster);
    users = users.filter((u) => u.name === ctx.body.user);
  }
  if (!r.raw) shorten(users, clusters);
  const view: JsonObject = {
    apiVersion: 'v1',
    clusters: section(clusters, 'cluster'),
    contexts: section(contexts, 'context'),
    'current-context': current,
    kind: 'Config',
    preferences: isObject(cfg.preferences) ? cfg.preferences : {},
    users: section(users, 'user'),
  };
  if (isObject(cfg.extensions)) view.extensions = cfg.extensions;
  const output = r.output ?? 'yaml';
  if (output === 'yaml') return ok(toYaml(view));
  if (output === 'json') return ok(toJson(view));
  const jsonPath = /^(jsonpath|jsonpath-as-json)=(.*)$/s.exec(output);
  if (jsonPath) {
    const j = executeJsonPath(jsonPath[2], view, {
      allowMissingKeys: true,
      outputJSON: jsonPath[1] === 'jsonpath-as-json',
    });
    if ('error' in j) return fail(`error: ${j.error}${j.error.endsWith('\n') ? '' : '\n'}`);
    return ok(j.ok);
  }
  return fail(
    `error: unable to match a printer suitable for the output format "${output}", allowed formats are: json,jsonpath,jsonpath-as-json,jsonpath-file,yaml\n`,
  );
}
