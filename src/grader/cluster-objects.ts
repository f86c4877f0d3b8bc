// A scenario's cluster file: its YAML documents as objects. Apart from grade.ts so that the CLI's
// build can parse the built-in exercises' files the same way (src/cli/checked-build.ts).
import { parseAllDocuments } from 'yaml';
import type { KubeObject } from '../kube/apiserver/types.ts';

/** The objects of cluster file `path` (its YAML documents, empty ones skipped); throws on an error. */
export function clusterObjects(path: string, text: string): KubeObject[] {
  const out: KubeObject[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) throw new Error(`${path}: ${doc.errors[0].message}`);
    const v = doc.toJSON() as unknown;
    if (v === null || v === undefined) continue;
    if (typeof v !== 'object' || Array.isArray(v)) throw new Error(`${path}: a document is not an object`);
    out.push(v as KubeObject);
  }
  return out;
}
