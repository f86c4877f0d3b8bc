// When `go mod tidy` raises the go line for a dependency, go1.23.5 also writes the running
// toolchain (`toolchain go1.23.5`) if go.mod had no toolchain line or an older one; a go line
// already high enough is left with no toolchain line (checked against real go1.23.5 and a file://
// module proxy, notes/s39-term.md).
import { describe, expect, it } from 'vitest';
import { project, terminal } from './helpers.ts';

const OK_PROXY = { 'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false } };
const ENV = { GOPROXY: 'http://127.0.0.1:8088/ok', GOSUMDB: 'off' };

async function tidied(goMod: string): Promise<string> {
  const t = await terminal({ profile: 'offline', files: project(goMod), localServers: OK_PROXY, env: ENV });
  expect((await t.run('go mod tidy')).code).toBe(0);
  const text = (await t.session.readFile('go.mod')) ?? '';
  return text.slice(0, text.indexOf('require'));
}

describe('go mod tidy: a raised go line records the running toolchain', () => {
  it('go 1.20 raised to 1.23.0 gains toolchain go1.23.5; go 1.23.0 stays without one', async () => {
    expect(await tidied('module example.com/memcached-operator\n\ngo 1.20\n')).toBe(
      'module example.com/memcached-operator\n\ngo 1.23.0\n\ntoolchain go1.23.5\n\n',
    );
    expect(await tidied('module example.com/memcached-operator\n\ngo 1.23.0\n')).toBe(
      'module example.com/memcached-operator\n\ngo 1.23.0\n\n',
    );
  });

  it('an older toolchain line gives way to the running one', async () => {
    expect(await tidied('module example.com/memcached-operator\n\ngo 1.21\n\ntoolchain go1.21.3\n')).toBe(
      'module example.com/memcached-operator\n\ngo 1.23.0\n\ntoolchain go1.23.5\n\n',
    );
  });
});
