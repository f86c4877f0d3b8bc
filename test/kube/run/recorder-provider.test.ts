// sigs.k8s.io/controller-runtime/pkg/recorder was not provided: a reconciler that takes a
// recorder.Provider (the manager) did not build. Its Provider has GetEventRecorderFor in every
// minor and GetEventRecorder (the events.k8s.io recorder) from v0.23 (checked per tag
// v0.19.0–v0.24.0: pkg/recorder/recorder.go); before, calling it is the compiler's error.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const goMod = (minor: number) => `module example.com/rec

go 1.26.0

require (
	k8s.io/api v0.${minor + 12}.0
	k8s.io/apimachinery v0.${minor + 12}.0
	k8s.io/client-go v0.${minor + 12}.0
	sigs.k8s.io/controller-runtime v0.${minor}.0
)
`;

const main = (extra: string) => `package main

import (
	"fmt"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/recorder"
)

type reconciler struct {
	events recorder.Provider
}

func main() {
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		panic(err)
	}
	r := reconciler{events: mgr}
	fmt.Printf("%T\\n", r.events.GetEventRecorderFor("rec"))
${extra}}
`;

function run(minor: number, extra: string) {
  return runProject({
    files: [
      { name: 'go.mod', src: goMod(minor) },
      { name: 'main.go', src: main(extra) },
    ],
    virtualTimeLimitMs: 5_000,
  });
}

describe('controller-runtime pkg/recorder', () => {
  it('a manager is a recorder.Provider; v0.24 has GetEventRecorder', () => {
    const r = run(24, '\tfmt.Println(r.events.GetEventRecorder("rec") != nil)\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.stdout.split('\n').slice(1)).toEqual(['true', '']);
  });

  it('v0.22 has only GetEventRecorderFor', () => {
    const ok = run(22, '');
    expect(ok.diagnostics).toEqual([]);
    const r = run(22, '\tfmt.Println(r.events.GetEventRecorder("rec") != nil)\n');
    expect(r.stage).toBe('compile');
    expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.msg}`)).toEqual([
      'main.go:21:23: r.events.GetEventRecorder undefined (type recorder.Provider has no field or method GetEventRecorder)',
    ]);
  });
});
