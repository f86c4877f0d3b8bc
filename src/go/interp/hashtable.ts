// The hash table behind GoMap: open addressing over entries kept in insertion order.
//
// Why not a JS Map: V8 hashes a fresh string key through a runtime call on every lookup, which made
// string-keyed Go maps the slowest thing the interpreter did; a hash computed in JIT-compiled code
// is cheaper. A JS Map also stops at 2^24 entries ("Map maximum size exceeded"), where a Go map
// keeps growing until memory runs out.
//
// Layout (as CPython's dict): `ks`/`vs`/`hs` hold the entries in insertion order, so iteration is
// deterministic (Go randomises it; no correct program depends on the order); `idx` is the probe
// table, a power of two of slots, linear probing, at most half full (counting deleted entries). A
// slot holds entry index + 1 in the bits of `mask` (0: empty; at most half full, so the index fits)
// and the entry hash's bits above `mask` as a tag: a probe that meets another key's slot moves on
// without reading `hs`, and a hit reads `hs` not at all (each is a cache miss in a large table:
// bench/README.md, session 22). A deleted
// entry's key becomes GONE and its slot stays in the probe chain until the next rebuild, which
// copies the live entries into new arrays and bumps `epoch` so iterators started before it know to
// look entries up again.
//
// Keys are what GoMap stores: strings, numbers, bigints and booleans, compared with `===`. So a
// NaN key never equals itself (every insert adds an entry, as in Go) and -0 meets +0.

/** The key of a deleted entry: equal to no Go key. */
export const GONE: unique symbol = Symbol('deleted map entry');

const f64 = new Float64Array(1);
const i32 = new Int32Array(f64.buffer);

/** murmur3's finaliser: spreads the bits of `h` over the low bits the probe table uses. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** FNV-1a over the char codes, two at a time. */
export function hashString(s: string): number {
  let h = 0x811c9dc5 | 0;
  const n = s.length;
  let i = 0;
  for (; i + 1 < n; i += 2) h = Math.imul(h ^ (s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16)), 0x01000193);
  if (i < n) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return mix(h ^ n);
}

/** The hash of a key: equal keys (`===`) hash alike. */
export function hashKey(k: any): number {
  if (typeof k === 'string') return hashString(k);
  if (typeof k === 'number') {
    if ((k | 0) === k) return mix(k); // small integers, and -0 with +0
    f64[0] = k;
    return mix(i32[0] ^ Math.imul(i32[1], 0x9e3779b1));
  }
  if (typeof k === 'bigint') return mix(Number(BigInt.asIntN(32, k)) ^ Number(BigInt.asIntN(32, k >> 32n)));
  if (k === true) return 0x2545f491;
  return 0x6b43a9b5; // false (no other key kind reaches the table)
}

const MIN_SLOTS = 8;

export class HashTable {
  /** Entry keys in insertion order; GONE for a deleted entry. */
  ks: any[] = [];
  /** Entry values (undefined for a deleted entry). */
  vs: any[] = [];
  /** Original keys beside normalised ones (GoMap's struct, interface, pointer keys), else null. */
  os: any[] | null;
  /** Entry hashes. */
  hs: Int32Array = new Int32Array(MIN_SLOTS);
  /** Probe table: entry index + 1, 0 for an empty slot. */
  idx: Int32Array = new Int32Array(MIN_SLOTS);
  mask = MIN_SLOTS - 1;
  /** Live entries. */
  live = 0;
  /** Bumped whenever the entry arrays are replaced. */
  epoch = 0;

  constructor(withOriginals: boolean) {
    this.os = withOriginals ? [] : null;
  }

  /** The entry index of `k` (hash `h`), or -1. */
  find(k: any, h: number): number {
    const idx = this.idx;
    const mask = this.mask;
    const ks = this.ks;
    const tag = h & ~mask;
    let i = h & mask;
    for (;;) {
      const s = idx[i];
      if (s === 0) return -1;
      if ((s & ~mask) === tag) {
        const e = (s & mask) - 1;
        if (ks[e] === k) return e;
      }
      i = (i + 1) & mask;
    }
  }

  get(k: any): any {
    const e = this.find(k, hashKey(k));
    return e < 0 ? undefined : this.vs[e];
  }

  /** Set `k` to `v`; true when `k` is a new entry. `o` is the original key (tables with `os`). */
  set(k: any, v: any, o?: any): boolean {
    const h = hashKey(k);
    const e = this.find(k, h);
    if (e >= 0) {
      this.vs[e] = v;
      return false;
    }
    this.insert(k, h, v, o);
    return true;
  }

  /**
   * Add `k` (hash `h`), which the caller has just looked up and not found, without a second lookup
   * (a map op-assignment's new key: `m[k] += v`).
   */
  insert(k: any, h: number, v: any, o?: any): void {
    let n = this.ks.length;
    if ((n + 1) * 2 > this.mask + 1) {
      this.rebuild();
      n = this.ks.length;
    }
    if (n === this.hs.length) {
      const hs = new Int32Array(n * 2);
      hs.set(this.hs);
      this.hs = hs;
    }
    this.ks.push(k);
    this.vs.push(v);
    if (this.os !== null) this.os.push(o);
    this.hs[n] = h;
    const idx = this.idx;
    const mask = this.mask;
    let i = h & mask;
    while (idx[i] !== 0) i = (i + 1) & mask;
    idx[i] = (n + 1) | (h & ~mask);
    this.live++;
  }

  /** Delete `k`; true when it was there. */
  delete(k: any): boolean {
    const e = this.find(k, hashKey(k));
    if (e < 0) return false;
    this.ks[e] = GONE;
    this.vs[e] = undefined;
    if (this.os !== null) this.os[e] = undefined;
    this.live--;
    return true;
  }

  clear(): void {
    this.ks = [];
    this.vs = [];
    if (this.os !== null) this.os = [];
    this.hs = new Int32Array(MIN_SLOTS);
    this.idx = new Int32Array(MIN_SLOTS);
    this.mask = MIN_SLOTS - 1;
    this.live = 0;
    this.epoch++;
  }

  /** A probe table for the live entries at most half full; deleted entries are dropped. */
  private rebuild(): void {
    let slots = MIN_SLOTS;
    while (slots < (this.live + 1) * 2) slots *= 2;
    if (this.live < this.ks.length) {
      const ks: any[] = [];
      const vs: any[] = [];
      const os: any[] | null = this.os === null ? null : [];
      const hs = new Int32Array(Math.max(MIN_SLOTS, this.live * 2));
      for (let e = 0, n = 0; e < this.ks.length; e++) {
        const k = this.ks[e];
        if (k === GONE) continue;
        ks.push(k);
        vs.push(this.vs[e]);
        if (os !== null) os.push(this.os![e]);
        hs[n++] = this.hs[e];
      }
      this.ks = ks;
      this.vs = vs;
      this.os = os;
      this.hs = hs;
      this.epoch++;
    }
    const idx = new Int32Array(slots);
    const mask = slots - 1;
    const hs = this.hs;
    for (let e = 0, n = this.ks.length; e < n; e++) {
      const h = hs[e];
      let i = h & mask;
      while (idx[i] !== 0) i = (i + 1) & mask;
      idx[i] = (e + 1) | (h & ~mask);
    }
    this.idx = idx;
    this.mask = mask;
  }
}

/**
 * A cursor over a table's entries in insertion order that follows Go's rules for a map changed while
 * it is ranged over: an entry deleted before it is reached is not produced; one added "may be
 * produced or skipped" (the spec), and is skipped here, so a loop that adds an entry per entry it
 * sees still ends, as it does in Go.
 */
export class TableIter {
  private readonly t: HashTable;
  private readonly ks: any[];
  private readonly end: number;
  private readonly epoch: number;
  private i = 0;
  /** The current entry's stored key, original key and value, after `next()` returned true. */
  key: any = undefined;
  orig: any = undefined;
  val: any = undefined;
  constructor(t: HashTable) {
    this.t = t;
    this.ks = t.ks;
    this.end = t.ks.length;
    this.epoch = t.epoch;
  }
  next(): boolean {
    const t = this.t;
    const ks = this.ks;
    while (this.i < this.end) {
      const e = this.i++;
      const k = ks[e];
      if (k === GONE) continue;
      if (t.epoch === this.epoch) {
        this.key = k;
        this.orig = t.os === null ? k : t.os[e];
        this.val = t.vs[e];
        return true;
      }
      // The entries moved (a rebuild or clear): keep walking the old order, reading live entries.
      const at = t.find(k, hashKey(k));
      if (at < 0) continue;
      this.key = k;
      this.orig = t.os === null ? k : t.os[at];
      this.val = t.vs[at];
      return true;
    }
    return false;
  }
}
