import { describe, expect, it } from 'vitest';
import { usableLocalStorage } from '../../src/site/browser-storage.ts';

function mapStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('usableLocalStorage: pages keep working where the browser refuses storage', () => {
  it('returns the storage when it can be read', () => {
    const s = mapStorage();
    expect(usableLocalStorage({ localStorage: s })).toBe(s);
  });

  it('is undefined when reading window.localStorage throws (storage disabled, sandboxed frame)', () => {
    const win = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(usableLocalStorage(win)).toBeUndefined();
  });

  it('is undefined when the getter works but the first read throws', () => {
    const s = mapStorage();
    s.getItem = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    expect(usableLocalStorage({ localStorage: s })).toBeUndefined();
  });
});
