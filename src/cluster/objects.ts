// Objects applied before the served cluster takes requests: `--crds DIR` (every YAML file in it) and
// `--objects FILE` (several documents each), CRDs first so the kinds they define can be created.
// Errors name the file and the document, with the API server's own message.
import { parseAllDocuments } from 'yaml';
import { ADMIN_USER, type ApiServer, type KubeObject } from '../kube/apiserver/index.ts';
import { isObject, parseApiVersion, str } from '../kube/apiserver/types.ts';
import { decodeApplied } from '../kube/rest/handler.ts';

export interface SourceFile {
  name: string;
  text: string;
}

export function applyObjects(api: ApiServer, files: readonly SourceFile[]): string[] {
  const errors: string[] = [];
  const docs: { file: string; index: number; obj: KubeObject }[] = [];
  for (const f of files) {
    const parsed = parseAllDocuments(f.text);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    list.forEach((d, i) => {
      if (d.errors.length > 0) {
        errors.push(`${f.name}: document ${i + 1}: ${d.errors[0]?.message.split('\n')[0]}`);
        return;
      }
      // An alias bomb stops at 100 aliases with the parser's own error.
      let v: unknown;
      try {
        v = d.toJS({ maxAliasCount: 100 });
      } catch (e) {
        errors.push(`${f.name}: document ${i + 1}: ${e instanceof Error ? e.message : String(e)}`);
        return;
      }
      if (v === null || v === undefined) return;
      if (!isObject(v as never)) {
        errors.push(`${f.name}: document ${i + 1}: not an object`);
        return;
      }
      docs.push({ file: f.name, index: i + 1, obj: v as KubeObject });
    });
  }
  const isCrd = (o: KubeObject) => o.kind === 'CustomResourceDefinition';
  for (const d of [...docs.filter((x) => isCrd(x.obj)), ...docs.filter((x) => !isCrd(x.obj))]) {
    const { group, version } = parseApiVersion(str(d.obj.apiVersion));
    const info = api.resourceFor(group, version, str(d.obj.kind));
    if (!info) {
      errors.push(
        `${d.file}: document ${d.index}: no matches for kind "${str(d.obj.kind)}" in version "${str(d.obj.apiVersion)}"`,
      );
      continue;
    }
    const meta = isObject(d.obj.metadata) ? d.obj.metadata : {};
    const namespace = info.namespaced ? str(meta.namespace) || 'default' : undefined;
    // decoded strictly, as kubectl apply's default --validate=strict asks: an unknown field refuses it
    const decoded = decodeApplied(info, d.obj);
    const r = api.handle(
      { user: ADMIN_USER },
      { group, version, resource: info.resource, namespace, verb: 'create', body: d.obj, decoded },
    );
    if (!r.ok) errors.push(`${d.file}: document ${d.index}: ${r.status.message}`);
  }
  return errors;
}
