// The standard library against Go's own API list (scripts/std-api.ts, test/go/std/api): the key
// each kind of API line maps to, and coverage that never falls below the committed numbers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiKey, coverage } from '../../../scripts/std-api.ts';

const dir = join(import.meta.dirname, 'api');

describe('Go API list', () => {
  it('maps every kind of line to a symbol, for linux/amd64 only', () => {
    expect(apiKey('pkg bytes, method (*Buffer) Len() int')).toEqual({
      pkg: 'bytes',
      key: 'method Buffer.Len',
    });
    expect(apiKey('pkg container/list, method (*List[$0]) Back() *Element[$0]')?.key).toBe(
      'method List.Back',
    );
    expect(apiKey('pkg io, type Reader interface, Read([]uint8) (int, error)')?.key).toBe(
      'method Reader.Read',
    );
    expect(apiKey('pkg io, type Reader interface { Read }')?.key).toBe('type Reader');
    expect(apiKey('pkg bufio, type ReadWriter struct, embedded *Reader')?.key).toBe(
      'field ReadWriter.Reader',
    );
    expect(apiKey('pkg net/url, type URL struct, User *Userinfo')?.key).toBe('field URL.User');
    expect(apiKey('pkg bufio, const MaxScanTokenSize ideal-int')?.key).toBe('const MaxScanTokenSize');
    expect(apiKey('pkg os (linux-386), const O_SYNC = 1052672')).toBeUndefined();
    expect(apiKey('pkg os (linux-amd64), const O_SYNC = 1052672')?.key).toBe('const O_SYNC');
  });

  it('counts the methods a struct gets from the types it embeds, as Go lists them', () => {
    const list = [
      'pkg bufio, method (*ReadWriter) Flush() error',
      'pkg bufio, method (*ReadWriter) ReadString(uint8) (string, error)',
      'pkg bufio, method (*ReadWriter) NoSuchMethod() error',
    ].join('\n');
    const [c] = coverage(list);
    expect([c.pkg, c.have, c.total, c.missing]).toEqual(['bufio', 2, 3, ['method ReadWriter.NoSuchMethod']]);
  });

  it('covers at least the committed numbers in every package', () => {
    const floor = JSON.parse(readFileSync(join(dir, 'coverage.json'), 'utf8')) as Record<
      string,
      { have: number; total: number }
    >;
    const now = coverage(readFileSync(join(dir, 'go-api.txt'), 'utf8'));
    for (const c of now) {
      const was = floor[c.pkg];
      if (was === undefined) continue;
      expect(c.total, c.pkg).toBe(was.total);
      expect(c.have, `${c.pkg}: ${c.missing.slice(0, 5).join(', ')}`).toBeGreaterThanOrEqual(was.have);
    }
  });
});
