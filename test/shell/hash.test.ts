import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { h1, hex, sha256 } from '../../src/shell/modules/hash.ts';

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
});
