// The map's hash table against a JS Map as the reference: the probe table's slots keep a tag of each
// entry's hash beside its index, so keys whose hashes share the slot bits (and differ in the tag,
// the sign bit included) must still be told apart, across rebuilds, deletes and clear.
import { describe, expect, it } from 'vitest';
import { HashTable, hashKey } from '../../../src/go/interp/hashtable.ts';

function check(t: HashTable, ref: Map<any, any>, probes: any[]): void {
  expect(t.live).toBe(ref.size);
  for (const k of probes) expect(t.get(k)).toBe(ref.get(k));
}

describe('HashTable', () => {
  it('finds, updates and misses keys whose hashes share the probe bits, through rebuilds and deletes', () => {
    // Keys chosen so that many have equal low hash bits: same slot, different tags.
    const keys: any[] = [];
    const byLow = new Map<number, any[]>();
    for (let i = 0; keys.length < 4000 && i < 400000; i++) {
      const k = i % 2 === 0 ? `key-${i}` : i * 7919 - 200000;
      const low = hashKey(k) & 1023;
      const g = byLow.get(low) ?? [];
      if (g.length < 8 && low < 64) {
        g.push(k);
        byLow.set(low, g);
        keys.push(k);
      }
    }
    expect(keys.some((k) => hashKey(k) < 0)).toBe(true);
    const t = new HashTable(false);
    const ref = new Map<any, any>();
    const misses = ['absent', -1.5, 2 ** 40, 'key-1'];
    for (let round = 0; round < 3; round++) {
      for (const [j, k] of keys.entries()) {
        expect(t.set(k, j + round)).toBe(!ref.has(k));
        ref.set(k, j + round);
      }
      check(t, ref, [...keys, ...misses]);
      for (const [j, k] of keys.entries()) {
        if ((j + round) % 3 !== 0) continue;
        expect(t.delete(k)).toBe(ref.delete(k));
      }
      check(t, ref, [...keys, ...misses]);
    }
    t.clear();
    ref.clear();
    check(t, ref, keys);
    for (const k of keys) t.set(k, 1);
    expect(keys.every((k) => t.get(k) === 1)).toBe(true);
  });
});
