// github.com/go-logr/logr, k8s.io/utils and sigs.k8s.io/yaml, which a controller-runtime project
// imports itself, are in the module graph at the versions controller-runtime's go.mod requires:
// `go mod tidy` takes them from there (no `go: finding module` lookup) and records their real go.sum
// lines (controller-runtime's own go.sum at those tags). A package newer than the graph's version
// (k8s.io/utils/ptr before 3b25d923346b) is not there.
import { describe, expect, it } from 'vitest';
import { PROJECT, project, terminal } from './helpers.ts';

const OK_PROXY = { 'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false } };
const ENV = { GOPROXY: 'http://127.0.0.1:8088/ok', GOSUMDB: 'off' };

const MAIN = `package main

import (
	"fmt"

	"github.com/go-logr/logr"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/yaml"
)

func main() {
	var l logr.Logger
	b, _ := yaml.Marshal(ptr.To(1))
	fmt.Println(l, string(b), ctrl.GetConfigOrDie)
}
`;

function goMod(cr: string, k8s: string): string {
  return `module example.com/memcached-operator\n\ngo 1.22.0\n\nrequire (\n\tk8s.io/api ${k8s}\n\tk8s.io/apimachinery ${k8s}\n\tk8s.io/client-go ${k8s}\n\tsigs.k8s.io/controller-runtime ${cr}\n)\n`;
}

describe("go mod tidy: controller-runtime's logr, k8s.io/utils and sigs.k8s.io/yaml", () => {
  it('are taken from the graph at controller-runtime v0.19.0 with their real sums', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(goMod('v0.19.0', 'v0.31.0'), { [`${PROJECT}/main.go`]: MAIN }),
      localServers: OK_PROXY,
      env: ENV,
    });
    const r = await t.run('go mod tidy');
    expect(r.out).not.toContain('finding module');
    expect(r.code).toBe(0);
    const mod = await t.session.readFile('go.mod');
    expect(mod).toContain(`require (
	github.com/go-logr/logr v1.4.2
	k8s.io/utils v0.0.0-20240711033017-18e509b52bc8
	sigs.k8s.io/controller-runtime v0.19.0
	sigs.k8s.io/yaml v1.4.0
)
`);
    const sum = await t.session.readFile('go.sum');
    for (const line of [
      'github.com/go-logr/logr v1.4.2 h1:6pFjapn8bFcIbiKo3XT4j/BhANplGihG6tvd+8rYgrY=',
      'github.com/go-logr/logr v1.4.2/go.mod h1:9T104GzyrTigFIr8wt5mBrctHMim0Nb2HLGrmQ40KvY=',
      'k8s.io/utils v0.0.0-20240711033017-18e509b52bc8 h1:pUdcCO1Lk/tbT5ztQWOBi5HBgbBP1J8+AsQnQCKsi8A=',
      'k8s.io/utils v0.0.0-20240711033017-18e509b52bc8/go.mod h1:OLgZIPagt7ERELqWJFomSt595RzquPNLL48iOWgYOg0=',
      'sigs.k8s.io/yaml v1.4.0 h1:Mk1wCc2gy/F0THH0TAp1QYyJNzRm2KCLy3o5ASXVI5E=',
      'sigs.k8s.io/yaml v1.4.0/go.mod h1:Ejl7/uTz7PSA4eKMyQCUTnhZYNmLIl+5c2lQPGR2BPY=',
    ])
      expect(sum).toContain(`${line}\n`);
    // the proxy's .info is the tag's commit time; a pseudo-version's, the time it spells
    const info = await t.run('go list -m -json github.com/go-logr/logr k8s.io/utils');
    expect(info.out).toContain('"Time": "2024-05-20T10:45:40Z"');
    expect(info.out).toContain('"Time": "2024-07-11T03:30:17Z"');
  });

  it('k8s.io/utils/ptr is not in the k8s.io/utils controller-runtime v0.16.3 requires, logr is', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(goMod('v0.16.3', 'v0.28.3'), { [`${PROJECT}/main.go`]: MAIN }),
      localServers: OK_PROXY,
      env: ENV,
    });
    const r = await t.run('go mod tidy');
    expect(r.out).toContain('go: finding module for package k8s.io/utils/ptr\n');
    expect(r.out).not.toContain('finding module for package github.com/go-logr/logr');
    expect(r.out).not.toContain('finding module for package sigs.k8s.io/yaml');
    const mod = await t.session.readFile('go.mod');
    expect(mod).toContain('\tgithub.com/go-logr/logr v1.2.4\n');
    expect(mod).toContain('\tsigs.k8s.io/yaml v1.3.0\n');
  });
});
