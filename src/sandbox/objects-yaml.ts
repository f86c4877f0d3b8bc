// Objects to apply before the manager starts, from a multi-document YAML file (what `kubectl apply
// -f` reads): documents in order, a `List` unpacked into its items, comment-only documents skipped.
// Errors name the file and, for YAML syntax, the line and column. Shared by `oplab run --objects`
// and the playground's cluster pane.
//
// Hostile files end with a clear error, never a JavaScript one: aliases are capped (a "billion
// laughs" file) with go-yaml's message, and nesting is measured on the parser's syntax tree (built
// without recursion) before the recursive composer runs, so a 10,000-deep file is refused at once.
import { Parser, parseAllDocuments } from 'yaml';
import type { KubeObject } from '../kube/apiserver/types.ts';

export type ObjectsParse =
  | { ok: true; objects: KubeObject[] }
  | { ok: false; error: string; line?: number; col?: number };

/**
 * Deepest collection nesting accepted. go-yaml (kubectl) allows 10,000; the composer of the `yaml`
 * package recurses per level and exhausts the JavaScript stack near 800, and Kubernetes objects
 * nest a few dozen levels at most.
 */
export const MAX_YAML_DEPTH = 256;
/** Alias expansions per document before the file counts as an alias bomb. */
const MAX_ALIAS_COUNT = 1000;

export function parseObjectsYaml(path: string, text: string): ObjectsParse {
  const deep = tooDeep(text);
  if (deep !== null) {
    const { line, col } = lineCol(text, deep);
    return {
      ok: false,
      error: `${path}:${line}:${col}: yaml: nesting deeper than ${MAX_YAML_DEPTH} levels`,
      line,
      col,
    };
  }
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
    let v: unknown;
    try {
      v = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (e) {
      if (!(e instanceof ReferenceError) || !/alias/i.test(e.message)) throw e;
      const line = doc.contents?.range ? lineOf(text, doc.contents.range[0]) : undefined;
      // go-yaml's wording (kubectl): yaml.v2 decode.go, "document contains excessive aliasing".
      return {
        ok: false,
        error: `${path}${line ? `:${line}` : ''}: yaml: document contains excessive aliasing`,
        ...(line ? { line } : {}),
      };
    }
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

/**
 * Offset of the first collection nested deeper than MAX_YAML_DEPTH, or null. A linear scan first
 * refuses what is plainly hostile (the lexer of `yaml` is slow on thousands of levels); the syntax
 * tree then measures the rest exactly.
 */
function tooDeep(text: string): number | null {
  const rough = roughDepth(text, 4 * MAX_YAML_DEPTH);
  if (rough !== null) return rough;
  const stack: Array<{ node: unknown; depth: number }> = [];
  for (const tok of new Parser().parse(text)) stack.push({ node: tok, depth: 0 });
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const x of node) stack.push({ node: x, depth });
      continue;
    }
    const t = node as { type?: string; offset?: number; items?: unknown; key?: unknown; value?: unknown };
    let d = depth;
    if (t.type === 'block-map' || t.type === 'block-seq' || t.type === 'flow-collection') {
      d++;
      if (d > MAX_YAML_DEPTH) return t.offset ?? 0;
    }
    if (t.items !== undefined) stack.push({ node: t.items, depth: d });
    if (t.key !== undefined) stack.push({ node: t.key, depth: d });
    if (t.value !== undefined) stack.push({ node: t.value, depth: d });
  }
  return null;
}

/**
 * Offset where an over-estimate of the nesting passes `limit`: indentation levels of block lines
 * plus `- ` markers at their start, plus open `[` / `{` outside quoted scalars and comments.
 */
function roughDepth(text: string, limit: number): number | null {
  const indents: number[] = [];
  let flow = 0;
  let quote = '';
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (lineStart) {
      lineStart = false;
      let j = i;
      while (text[j] === ' ') j++;
      if (flow === 0 && quote === '' && text[j] !== '\n' && text[j] !== '#' && j < text.length) {
        const ind = j - i;
        while (indents.length > 0 && indents[indents.length - 1] > ind) indents.pop();
        if (indents.length === 0 || indents[indents.length - 1] < ind) indents.push(ind);
        let dashes = 0;
        while (text[j] === '-' && (text[j + 1] === ' ' || text[j + 1] === '\n')) {
          dashes++;
          j += 2;
          while (text[j] === ' ') j++;
        }
        if (indents.length + dashes > limit) return j;
      }
    }
    if (c === '\n') {
      lineStart = true;
      continue;
    }
    if (quote !== '') {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '#' && (i === 0 || text[i - 1] === ' ' || text[i - 1] === '\t')) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
      continue;
    }
    if (flow > 0 && (c === '"' || c === "'")) quote = c;
    else if (c === '[' || c === '{') {
      flow++;
      if (indents.length + flow > limit) return i;
    } else if ((c === ']' || c === '}') && flow > 0) flow--;
  }
  return null;
}

function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++)
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  return { line, col: offset - start + 1 };
}

function lineOf(text: string, offset: number): number {
  return lineCol(text, offset).line;
}
