// `kubectl apply|create|delete -f`: reading manifests (files, directories, stdin; multi-document YAML
// and v1 Lists), mapping kinds to resources ("ensure CRDs are installed first"), client-side apply with
// the last-applied-configuration annotation and a three-way JSON merge patch
// (k8s.io/kubectl/pkg/cmd/apply/patcher.go), and the messages each outcome prints.
import { parseAllDocuments } from 'yaml';
import type { ApiServer, ResourceInfo, Status } from '../../../kube/apiserver/index.ts';
import {
  isObject,
  type Json,
  type JsonObject,
  jsonEqual,
  type KubeObject,
  str,
} from '../../../kube/apiserver/types.ts';
import { createThreeWayMergePatch, SmpError } from '../../../kube/bind/client-strategic.ts';
import { type RestClient, resourcePath } from '../../../kube/rest/client.ts';
import { builtinPatchSchema } from '../../../kube/rest/patchmeta.ts';
import { goJson } from '../../../kube/rest/table.ts';
import { type DeletedObject, deletedLine, responseUid } from './delete.ts';
import { formatApiError, formatWarnings, withSource } from './errors.ts';
import { kindGroup } from './resources.ts';

export const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';

export interface Manifest {
  object: KubeObject;
  /** The file name as the learner typed it, or "STDIN". */
  source: string;
}

/** How a command prints each object it reports (print.ts objectPrinter). */
export type ObjectPrinter = (label: string, operation: string, obj: KubeObject | undefined) => string;
const defaultPrinter: ObjectPrinter = (label, operation) => `${label} ${operation}\n`;

/** An error a command returns: an API Status (printed by checkErr's rules) or a plain error's text. */
export type CommandError = { status: Status } | { plain: string };

export interface Output {
  stdout: string;
  /** what was written to stderr as it went (warnings); the errors come after, from `errors` */
  stderr: string;
  errors: CommandError[];
  failed: boolean;
}

/** StandardErrorMessage of an API error ([K8S] kubectl pkg/cmd/util/helpers.go). */
function standardMessage(status: Status): string {
  return status.reason
    ? `Error from server (${status.reason}): ${status.message}\n`
    : `Error from server: ${status.message}\n`;
}

/**
 * How a command's returned errors print (checkErr, [K8S] kubectl pkg/cmd/util/helpers.go): one error
 * in its own form (an Invalid one as `The <Kind> "<name>" is invalid: …`, a plain one after
 * `error: `); several, an aggregate, one line each by messageForError (an API error as
 * `Error from server (<Reason>): <message>`, a plain one as it is). `builder` holds the resource
 * builder's errors: apply keeps them as one error of its list (an aggregate of them when several,
 * apply.go Run), create and delete visit them with the objects' (one aggregate, reduced).
 */
export function printErrors(
  builder: readonly string[],
  errs: readonly CommandError[],
  nested: boolean,
): string {
  type Item = CommandError | { aggregate: readonly string[] };
  const items: Item[] =
    nested && builder.length > 1
      ? [{ aggregate: builder }, ...errs]
      : [...builder.map((plain) => ({ plain })), ...errs];
  if (items.length === 0) return '';
  if (items.length === 1) {
    const e = items[0];
    if ('aggregate' in e) return e.aggregate.map((x) => `${x}\n`).join('');
    if ('status' in e) return formatApiError(e.status);
    return e.plain.startsWith('error: ') ? `${e.plain}\n` : `error: ${e.plain}\n`;
  }
  return items
    .map((e) =>
      'aggregate' in e
        ? `${aggregate(e.aggregate)}\n`
        : 'status' in e
          ? standardMessage(e.status)
          : `${e.plain}\n`,
    )
    .join('');
}

/** Parses one YAML/JSON text into objects; a parse error is kubectl's `error: error parsing <file>: ...`. */
export function parseManifests(text: string, source: string): Manifest[] | { error: string } {
  const out: Manifest[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) {
      const e = doc.errors[0];
      const line = e.linePos?.[0].line ?? 0;
      return {
        error: `error: error parsing ${source}: error converting YAML to JSON: yaml: line ${line}: ${e.message.split('\n')[0]}`,
      };
    }
    const v = doc.toJSON() as Json;
    if (v === null || v === undefined) continue;
    if (!isObject(v))
      return {
        error: `error: error parsing ${source}: error unmarshaling JSON: json: cannot unmarshal into Go value of type map[string]interface {}`,
      };
    if (str(v.kind) === 'List' && Array.isArray(v.items)) {
      for (const item of v.items) if (isObject(item)) out.push({ object: item, source });
    } else out.push({ object: v, source });
  }
  return out;
}

const meta = (o: KubeObject): JsonObject => {
  if (!isObject(o.metadata)) o.metadata = {};
  return o.metadata as JsonObject;
};

interface Mapped {
  manifest: Manifest;
  info: ResourceInfo;
  namespace: string;
  name: string;
}

function splitApiVersion(apiVersion: string): { group: string; version: string } {
  const i = apiVersion.indexOf('/');
  return i < 0
    ? { group: '', version: apiVersion }
    : { group: apiVersion.slice(0, i), version: apiVersion.slice(i + 1) };
}

/**
 * Maps every manifest to its resource. Objects whose kind the server does not serve give kubectl's
 * `resource mapping not found` error; the others are still processed (the builder continues on error).
 */
export function mapManifests(
  server: ApiServer,
  manifests: readonly Manifest[],
  defaultNamespace: string,
  explicitNamespace: boolean,
): { mapped: Mapped[]; errors: string[] } {
  const mapped: Mapped[] = [];
  const errors: string[] = [];
  for (const m of manifests) {
    const o = m.object;
    const apiVersion = str(o.apiVersion);
    const kind = str(o.kind);
    const name = str(meta(o).name);
    if (kind === '' || apiVersion === '') {
      const missing = kind === '' ? 'kind' : 'apiVersion';
      errors.push(
        `error validating "${m.source}": error validating data: ${missing} not set; if you choose to ignore these errors, turn validation off with --validate=false`,
      );
      continue;
    }
    const { group, version } = splitApiVersion(apiVersion);
    const info = server.resourceFor(group, version, kind);
    if (!info) {
      errors.push(
        `resource mapping not found for name: ${JSON.stringify(name)} namespace: ${JSON.stringify(str(meta(o).namespace))} from ${JSON.stringify(m.source)}: no matches for kind ${JSON.stringify(kind)} in version ${JSON.stringify(apiVersion)}\nensure CRDs are installed first`,
      );
      continue;
    }
    let namespace = '';
    if (info.namespaced) {
      const own = str(meta(o).namespace);
      if (own !== '' && explicitNamespace && own !== defaultNamespace) {
        errors.push(
          `the namespace from the provided object "${own}" does not match the namespace "${defaultNamespace}". You must pass '--namespace=${own}' to perform this operation.`,
        );
        continue;
      }
      namespace = own || defaultNamespace;
      meta(o).namespace = namespace;
    } else delete meta(o).namespace;
    mapped.push({ manifest: m, info, namespace, name });
  }
  return { mapped, errors };
}

/** utilerrors.NewAggregate(...).Error(): one message, or `[a, b]`. */
export function aggregate(errors: readonly string[]): string {
  return errors.length === 1 ? errors[0] : `[${errors.join(', ')}]`;
}

function target(m: Mapped) {
  return { info: m.info, namespace: m.info.namespaced ? m.namespace : undefined };
}

/** kubectl's createThreeWayMergePatch for JSON merge patch: set what changed, null what the last apply had and this one drops. */
export function threeWayMergePatch(
  original: Json | undefined,
  modified: JsonObject,
  current: JsonObject,
): JsonObject {
  const patch: JsonObject = {};
  for (const k of Object.keys(modified)) {
    const m = modified[k];
    const c = current[k];
    if (isObject(m) && isObject(c)) {
      const sub = threeWayMergePatch(isObject(original) ? original[k] : undefined, m, c);
      if (Object.keys(sub).length > 0) patch[k] = sub;
    } else if (!jsonEqual(m, c)) patch[k] = m;
  }
  if (isObject(original))
    for (const k of Object.keys(original)) if (!(k in modified) && k in current) patch[k] = null;
  return patch;
}

function lastAppliedOf(o: KubeObject): string {
  const copy = structuredClone(o) as KubeObject;
  const m = meta(copy);
  const ann = isObject(m.annotations) ? m.annotations : {};
  delete ann[LAST_APPLIED];
  m.annotations = ann;
  return `${goJson(copy)}\n`;
}

function gvrString(info: ResourceInfo): string {
  return `${info.group}/${info.version}, Resource=${info.resource}`;
}
function gvkString(info: ResourceInfo): string {
  return `${info.group}/${info.version}, Kind=${info.kind}`;
}

/** `kubectl apply -f`: created / configured / unchanged per object, errors at the end. */
export function applyAll(
  client: RestClient,
  mapped: readonly Mapped[],
  dryRun: string,
  print: ObjectPrinter = defaultPrinter,
  fieldValidation: 'Strict' | 'Warn' | 'Ignore' = 'Strict',
): Output {
  let stdout = '';
  let stderr = '';
  const errors: CommandError[] = [];
  const suffix = dryRun === 'server' ? ' (server dry run)' : dryRun === 'client' ? ' (dry run)' : '';
  for (const m of mapped) {
    const obj = m.manifest.object;
    const applied = lastAppliedOf(obj);
    const modified = structuredClone(obj) as KubeObject;
    const ann = isObject(meta(modified).annotations) ? (meta(modified).annotations as JsonObject) : {};
    ann[LAST_APPLIED] = applied;
    meta(modified).annotations = ann;
    const label = `${kindGroup(m.info)}/${m.name}`;
    if (m.name === '') {
      // [K8S] kubectl pkg/cmd/apply/apply.go applyOneObject: a generateName cannot be applied; without
      // either, info.Get() fails in the REST client (Request.Name: "resource name may not be empty"),
      // wrapped by AddSourceToErr with info.String()
      const generated = str(meta(obj).generateName);
      errors.push({
        plain:
          generated !== ''
            ? `from ${generated}: cannot use generate name with apply`
            : `error when ${retrieving(m)}: resource name may not be empty`,
      });
      continue;
    }
    const current = client.get(target(m), m.name);
    if (!current.ok && current.code !== 404) {
      // AddSourceToErr("retrieving current configuration of:\n<info>\nfrom server for:", …)
      errors.push({
        status: { ...current.status, message: `error when ${retrieving(m)}: ${current.status.message}` },
      });
      continue;
    }
    if (!current.ok) {
      if (dryRun === 'client') {
        stdout += print(label, `created${suffix}`, modified);
        continue;
      }
      const r = client.create(target(m), modified, {
        dryRun: dryRun === 'server',
        fieldManager: 'kubectl-client-side-apply',
        fieldValidation,
      });
      stderr += formatWarnings(r.warnings);
      if (r.ok) stdout += print(label, `created${suffix}`, r.object);
      else errors.push({ status: withSource(r.status, 'creating', m.manifest.source) });
      continue;
    }
    const cur = current.object;
    const curAnn = isObject(meta(cur).annotations) ? (meta(cur).annotations as JsonObject) : {};
    const original =
      typeof curAnn[LAST_APPLIED] === 'string' ? safeParse(curAnn[LAST_APPLIED] as string) : undefined;
    if (typeof curAnn[LAST_APPLIED] !== 'string')
      // k8s.io/kubectl pkg/cmd/apply/apply.go warningNoLastAppliedConfigAnnotation
      stderr += `Warning: resource ${m.info.resource}/${m.name} is missing the ${LAST_APPLIED} annotation which is required by kubectl apply. kubectl apply should only be used on resources created declaratively by either kubectl create --save-config or kubectl apply. The missing annotation will be patched automatically.\n`;
    // patcher.go patchSimple: a built-in kind gets a three-way strategic merge patch along its patch
    // metadata (merge keys, retainKeys), a custom resource a three-way JSON merge patch
    const schema = m.info.builtin ? builtinPatchSchema(str(obj.apiVersion), m.info.kind) : undefined;
    let patch: JsonObject;
    try {
      patch = schema
        ? createThreeWayMergePatch(isObject(original) ? original : {}, modified, cur, schema, true).patch
        : threeWayMergePatch(original, modified, cur);
    } catch (e) {
      if (!(e instanceof SmpError)) throw e;
      // AddSourceToErr("creating patch with:\noriginal:…", source, err)
      errors.push({
        plain: `error when creating patch with:\noriginal:\n${original === undefined ? '' : goJson(original)}\nmodified:\n${goJson(modified)}\ncurrent:\n${goJson(cur)}\nfor: "${m.manifest.source}": ${e.message}`,
      });
      continue;
    }
    if (Object.keys(patch).length === 0) {
      stdout += print(label, `unchanged${suffix}`, cur);
      continue;
    }
    if (dryRun === 'client') {
      stdout += print(label, `configured${suffix}`, modified);
      continue;
    }
    const r = client.patch(target(m), m.name, m.info.builtin ? 'strategic' : 'merge', patch, {
      dryRun: dryRun === 'server',
      fieldManager: 'kubectl-client-side-apply',
      fieldValidation,
    });
    stderr += formatWarnings(r.warnings);
    if (r.ok) stdout += print(label, `configured${suffix}`, r.object);
    else {
      const src = m.manifest.source;
      const status = {
        ...r.status,
        message: `error when applying patch:\n${goJson(patch)}\nto:\nResource: "${gvrString(m.info)}", GroupVersionKind: "${gvkString(m.info)}"\nName: "${m.name}", Namespace: "${m.namespace}"\nfor: "${src}": error when patching "${src}": ${r.status.message}`,
      };
      errors.push({ status });
    }
  }
  return { stdout, stderr, errors, failed: errors.length > 0 };
}

/** info.String() in apply's "retrieving current configuration" error, with the source. */
function retrieving(m: Mapped): string {
  return `retrieving current configuration of:\nResource: "${gvrString(m.info)}", GroupVersionKind: "${gvkString(m.info)}"\nName: ${JSON.stringify(m.name)}, Namespace: ${JSON.stringify(m.namespace)}\nfrom server for: ${JSON.stringify(m.manifest.source)}`;
}

function safeParse(s: string): Json | undefined {
  try {
    return JSON.parse(s) as Json;
  } catch {
    return undefined;
  }
}

/**
 * `kubectl apply --server-side -f` ([K8S] kubectl v0.34 pkg/cmd/apply/apply.go applyOneObject): the
 * object as read, sent whole as an apply patch under the field manager (`kubectl` unless
 * --field-manager) with force=--force-conflicts; `kind.group/name serverside-applied`. A conflict is
 * the server's message followed by kubectl's advice, as a plain error; other errors as the server
 * answered, without the file's name.
 */
export function serverSideApplyAll(
  client: RestClient,
  mapped: readonly Mapped[],
  opts: {
    dryRun: boolean;
    fieldManager: string;
    force: boolean;
    fieldValidation: 'Strict' | 'Warn' | 'Ignore';
    subresource: string;
  },
  print: ObjectPrinter = defaultPrinter,
): Output {
  let stdout = '';
  let stderr = '';
  const errors: CommandError[] = [];
  for (const m of mapped) {
    if (m.name === '') {
      const generated = str(meta(m.manifest.object).generateName);
      errors.push({
        plain:
          generated !== ''
            ? `from ${generated}: cannot use generate name with apply`
            : 'resource name may not be empty',
      });
      continue;
    }
    const query = new URLSearchParams({ fieldManager: opts.fieldManager, force: String(opts.force) });
    if (opts.dryRun) query.set('dryRun', 'All');
    query.set('fieldValidation', opts.fieldValidation);
    const r = client.request('PATCH', resourcePath(target(m), m.name, opts.subresource || undefined), {
      query,
      body: m.manifest.object,
      contentType: 'application/apply-patch+yaml',
    });
    stderr += formatWarnings(r.warnings);
    if (!r.ok) {
      if (r.status.reason === 'Conflict' && r.code === 409)
        errors.push({
          plain: `${r.status.message}
Please review the fields above--they currently have other managers. Here
are the ways you can resolve this warning:
* If you intend to manage all of these fields, please re-run the apply
  command with the \`--force-conflicts\` flag.
* If you do not intend to manage all of the fields, please edit your
  manifest to remove references to the fields that should keep their
  current managers.
* You may co-own fields by updating your manifest to match the existing
  value; in this case, you'll become the manager if the other manager(s)
  stop managing the field (remove it from their configuration).
See https://kubernetes.io/docs/reference/using-api/server-side-apply/#conflicts`,
        });
      else errors.push({ status: r.status });
      continue;
    }
    // WarnIfDeleting
    if (isObject(r.object.metadata) && r.object.metadata.deletionTimestamp != null)
      stderr += `Warning: Detected changes to resource ${m.name} which is currently being deleted.\n`;
    const label = `${kindGroup(m.info)}/${m.name}`;
    stdout += print(label, `serverside-applied${opts.dryRun ? ' (server dry run)' : ''}`, r.object);
  }
  return { stdout, stderr, errors, failed: errors.length > 0 };
}

/** `kubectl create -f`. */
export function createAll(
  client: RestClient,
  mapped: readonly Mapped[],
  dryRun: string,
  print: ObjectPrinter = defaultPrinter,
  fieldValidation: 'Strict' | 'Warn' | 'Ignore' = 'Strict',
): Output {
  let stdout = '';
  let stderr = '';
  const errors: CommandError[] = [];
  for (const m of mapped) {
    const label = `${kindGroup(m.info)}/${m.name}`;
    if (dryRun === 'client') {
      stdout += print(label, 'created (dry run)', m.manifest.object);
      continue;
    }
    const r = client.create(target(m), m.manifest.object, {
      dryRun: dryRun === 'server',
      fieldManager: 'kubectl-create',
      fieldValidation,
    });
    stderr += formatWarnings(r.warnings);
    // the server's object names what was created: a generateName's name too (create.go info.Refresh)
    const created = r.ok ? `${kindGroup(m.info)}/${str(meta(r.object).name)}` : label;
    if (r.ok) stdout += print(created, `created${dryRun === 'server' ? ' (server dry run)' : ''}`, r.object);
    else errors.push({ status: withSource(r.status, 'creating', m.manifest.source) });
  }
  return { stdout, stderr, errors, failed: errors.length > 0 };
}

/** `kubectl delete -f`: the output, and the objects whose DELETE was accepted (for the wait). */
export function deleteAll(
  client: RestClient,
  mapped: readonly Mapped[],
  ignoreNotFound: boolean,
  dryRun: 'none' | 'client' | 'server',
  nameOnly = false,
  propagationPolicy: 'Background' | 'Foreground' | 'Orphan' = 'Background',
  gracePeriod = -1,
): Output & { deleted: DeletedObject[] } {
  let stdout = '';
  const stderr = '';
  const errors: CommandError[] = [];
  const deleted: DeletedObject[] = [];
  for (const m of mapped) {
    // client dry run: printed, never sent ([K8S] kubectl cmd/delete/delete.go DeleteResult)
    const printed = deletedLine(
      m.info,
      m.name,
      m.info.namespaced ? m.namespace : undefined,
      gracePeriod,
      dryRun,
      nameOnly,
    );
    if (dryRun === 'client') {
      stdout += printed;
      continue;
    }
    // an object without a name: the REST client's Request.Name refuses it before any request
    // (never a DELETE of the collection), wrapped by deleteResource's AddSourceToErr
    if (m.name === '') {
      errors.push({
        plain: `error when deleting ${JSON.stringify(m.manifest.source)}: resource name may not be empty`,
      });
      continue;
    }
    // DeleteOptions with the cascading strategy and the grace period (delete.go deleteResource)
    const query = new URLSearchParams({ propagationPolicy });
    if (gracePeriod >= 0) query.set('gracePeriodSeconds', String(gracePeriod));
    if (dryRun === 'server') query.set('dryRun', 'All');
    const r = client.request('DELETE', resourcePath(target(m), m.name), { query });
    if (r.ok) {
      stdout += printed;
      deleted.push({
        info: m.info,
        namespace: target(m).namespace,
        name: m.name,
        uid: responseUid(r.object),
      });
    } else if (r.code === 404 && ignoreNotFound) continue;
    else errors.push({ status: withSource(r.status, 'deleting', m.manifest.source) });
  }
  return { stdout, stderr, errors, failed: errors.length > 0, deleted };
}
