// `kubectl config view | current-context | get-contexts` over the kubeconfig file
// ([K8S] kubectl pkg/cmd/config: view.go, current_context.go, get_contexts.go; client-go
// tools/clientcmd/api helpers.go MinifyConfig and ShortenConfig).
import { parse } from 'yaml';
import { isObject, type Json, type JsonObject } from '../../../kube/apiserver/types.ts';
import { executeJsonPath } from './jsonpath.ts';
import { tabwrite, toJson, toYaml } from './print.ts';

type Result = { stdout: string; stderr: string; exitCode: number };
const ok = (stdout: string): Result => ({ stdout, stderr: '', exitCode: 0 });
const fail = (stderr: string): Result => ({ stdout: '', stderr, exitCode: 1 });

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

function section(entries: Named[], key: string): Json {
  return entries.length === 0 ? null : entries.map((e) => ({ name: e.name, [key]: e.body }));
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
  const current = typeof cfg['current-context'] === 'string' ? cfg['current-context'] : '';
  let clusters = named(cfg.clusters, 'cluster');
  let contexts = named(cfg.contexts, 'context');
  let users = named(cfg.users, 'user');

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
