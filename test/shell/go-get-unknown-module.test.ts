// `go get` of a path no proxy knows: every candidate module path answers 404 or 410, and go1.23.5
// reports the longest candidate's error (checked against real go1.23.5 on a local proxy), not
// "no matching versions".
import { expect, it } from 'vitest';
import { GO_MOD_NO_REQUIRES, project, terminal } from './helpers.ts';

it('go get of an unknown package path names the longest candidate and the proxy answer', async () => {
  const t = await terminal({
    profile: 'offline',
    files: project(GO_MOD_NO_REQUIRES),
    localServers: {
      'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false },
      'http://127.0.0.1:8088/s410': { kind: 'status' as const, status: 410, body: 'gone' },
    },
    env: { GOPROXY: 'http://127.0.0.1:8088/ok', GOSUMDB: 'off' },
  });
  let r = await t.run('go get example.com/zzz/pkg');
  expect(r.code).toBe(1);
  expect(r.out).toBe(
    'go: module example.com/zzz/pkg: reading http://127.0.0.1:8088/ok/example.com/zzz/pkg/@v/list: 404 Not Found\n\tserver response: not found: /example.com/zzz/pkg/@v/list\n',
  );
  r = await t.run('GOPROXY=http://127.0.0.1:8088/s410 go get k8s.io/api');
  expect(r.out).toBe(
    'go: module k8s.io/api: reading http://127.0.0.1:8088/s410/k8s.io/api/@v/list: 410 Gone\n\tserver response: gone\n',
  );
});
