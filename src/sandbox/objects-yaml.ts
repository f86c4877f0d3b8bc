// Objects to apply before the manager starts, from a multi-document YAML file (what `kubectl apply
// -f` reads): documents in order, a `List` unpacked into its items, comment-only documents skipped.
// Errors name the file and, for YAML syntax, the line and column. Shared by `oplab run --objects`
// and the playground's cluster pane.
import { parseAllDocuments } from 'yaml';
import type { KubeObject } from '../kube/apiserver/types.ts';

export type ObjectsParse =
  | { ok: true; objects: KubeObject[] }
  | { ok: false; error: string; line?: number; col?: number };

export function parseObjectsYaml(path: string, text: string): ObjectsParse {
  const objects: KubeObject[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) {
      const e = doc.errors[0];
      const pos = e.linePos?.[0];
      const where = pos ? `:${pos.line}:${pos.col}` : '';
      return {
        ok: false,
        error: `${path}${where}: ${e.message.split('\n')[0]}`,
        ...(pos ? { line: pos.line, col: pos.col } : {}),
      };
    }
    const v = doc.toJS() as unknown;
    if (v === null || v === undefined) continue;
    if (typeof v !== 'object' || Array.isArray(v)) {
      const line = doc.contents?.range ? lineOf(text, doc.contents.range[0]) : undefined;
      return {
        ok: false,
        error: `${path}${line ? `:${line}` : ''}: a document is not an object (a Kubernetes object has apiVersion, kind and metadata)`,
        ...(line ? { line } : {}),
      };
    }
    const o = v as KubeObject;
    if (o.kind === 'List' && Array.isArray(o.items)) objects.push(...(o.items as KubeObject[]));
    else objects.push(o);
  }
  return { ok: true, objects };
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
