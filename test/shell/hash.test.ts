import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { h1, hash1, hex, sha256 } from '../../src/shell/modules/hash.ts';

describe('module hashes', () => {
  it('sha256 agrees with node:crypto on empty, short, block-boundary and non-ASCII input', () => {
    for (const text of [
      '',
      'abc',
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(64),
      'x'.repeat(1000),
      '模块 ✓',
    ]) {
      const bytes = new TextEncoder().encode(text);
      expect(hex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('h1 has the real shape: h1: and 44 base64 characters', () => {
    expect(h1('k8s.io/api v0.28.0')).toMatch(/^h1:[A-Za-z0-9+/]{43}=$/);
  });

  it('hash1 is dirhash.Hash1: the go.sum line of a go.mod, and of a file tree sorted by name', () => {
    const sha = (b: string) => createHash('sha256').update(b).digest();
    const ref = (files: Array<[string, string]>) =>
      `h1:${sha(
        [...files]
          .sort((a, b) => (a[0] < b[0] ? -1 : 1))
          .map(([n, b]) => `${sha(b).toString('hex')}  ${n}\n`)
          .join(''),
      ).toString('base64')}`;
    // real go1.23.5 wrote this go.sum line for a module whose go.mod is `module example.com/nomod`
    expect(hash1([['go.mod', 'module example.com/nomod\n']])).toBe(
      'h1:JXan0BaSenn/qROPiJa8LodMIJRja5JwkJnbghvK49w=',
    );
    const tree: Array<[string, string]> = [
      ['m@v1.0.0/z.go', 'package m\n'],
      ['m@v1.0.0/a.go', 'package m // ✓\n'],
      ['m@v1.0.0/go.mod', 'module m\n'],
    ];
    expect(hash1(tree)).toBe(ref(tree));
  });
});
