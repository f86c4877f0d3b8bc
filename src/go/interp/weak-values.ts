// A map whose values are held weakly: an entry lasts while something else keeps its value. The
// interpreter's process-wide caches keyed by strings (unnamed runtime types by their components' ids,
// generic instantiations by their type arguments' ids) use it, so that the types and compiled code
// of a program the workspace has since rebuilt are collected instead of kept for the process: with
// strong values every edit kept its whole compiled program (~5 MB for examples/memcached).

export class WeakValueMap<K, V extends object> {
  private readonly entries = new Map<K, WeakRef<V>>();
  private readonly gone = new FinalizationRegistry<K>((key) => {
    // the key may have been given a new value since
    if (this.entries.get(key)?.deref() === undefined) this.entries.delete(key);
  });

  get(key: K): V | undefined {
    return this.entries.get(key)?.deref();
  }

  set(key: K, value: V): void {
    this.entries.set(key, new WeakRef(value));
    this.gone.register(value, key);
  }

  /** Entries whose value may still be alive (tests). */
  get size(): number {
    return this.entries.size;
  }
}
