// Finds the reference entry for a pasted error message: TF-IDF weighted cosine similarity over
// normalised unigrams and bigrams, best example of each entry counting.
import { clusterErrors } from './catalogue-cluster.ts';
import { moduleErrors } from './catalogue-modules.ts';
import { features } from './normalise.ts';
import type { ErrorEntry } from './types.ts';

export const ERROR_CATALOGUE: readonly ErrorEntry[] = [...moduleErrors, ...clusterErrors];

type Vector = Map<string, number>;

interface Indexed {
  entry: ErrorEntry;
  vectors: Vector[];
}

export interface Match {
  entry: ErrorEntry;
  score: number;
}

function counts(feats: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const f of feats) m.set(f, (m.get(f) ?? 0) + 1);
  return m;
}

export class ErrorIndex {
  private readonly idf = new Map<string, number>();
  private readonly items: Indexed[];

  constructor(entries: readonly ErrorEntry[] = ERROR_CATALOGUE) {
    const docs = entries.map((entry) => ({ entry, feats: entry.examples.map((e) => counts(features(e))) }));
    const df = new Map<string, number>();
    for (const d of docs) {
      const seen = new Set<string>();
      for (const f of d.feats) for (const k of f.keys()) seen.add(k);
      for (const k of seen) df.set(k, (df.get(k) ?? 0) + 1);
    }
    const n = docs.length;
    for (const [k, v] of df) this.idf.set(k, Math.log((n + 1) / (v + 0.5)));
    this.items = docs.map((d) => ({ entry: d.entry, vectors: d.feats.map((f) => this.weigh(f)) }));
  }

  private weigh(c: Map<string, number>): Vector {
    const v: Vector = new Map();
    let norm = 0;
    for (const [k, tf] of c) {
      const w = (1 + Math.log(tf)) * (this.idf.get(k) ?? 0);
      if (w <= 0) continue;
      v.set(k, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [k, w] of v) v.set(k, w / norm);
    return v;
  }

  /** Entries ranked best first; empty when nothing in the text resembles a known message. */
  search(text: string, limit = 5): Match[] {
    const q = this.weigh(counts(features(text)));
    const out: Match[] = [];
    for (const item of this.items) {
      let best = 0;
      for (const v of item.vectors) {
        let dot = 0;
        for (const [k, w] of q) {
          const x = v.get(k);
          if (x !== undefined) dot += w * x;
        }
        if (dot > best) best = dot;
      }
      if (best > 0.05) out.push({ entry: item.entry, score: best });
    }
    return out.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

let shared: ErrorIndex | undefined;

/** Looks a pasted message up in the built-in catalogue. */
export function lookupError(text: string, limit = 5): Match[] {
  shared ??= new ErrorIndex();
  return shared.search(text, limit);
}
