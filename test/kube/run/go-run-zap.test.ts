// `oplab go run` of a module that requires the Kubernetes modules (an envtest program, a small
// tool) prints its zap logger's lines on stderr, as the real program does (controller-runtime's
// zap logger writes to os.Stderr), between what the program itself prints there.
import { expect, it } from 'vitest';
import { runGoWithCluster } from '../../../src/cli/go-kube.ts';

const GOMOD = `module example.com/tool

go 1.22.0

require sigs.k8s.io/controller-runtime v0.19.1
`;

const MAIN = `package main

import (
	"errors"
	"os"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
)

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	log := ctrl.Log.WithName("setup")
	os.Stderr.WriteString("before\\n")
	log.Info("starting", "step", 1)
	log.Error(errors.New("boom"), "failed")
	os.Stderr.WriteString("after\\n")
}
`;

it('prints the zap lines of an envtest program on its stderr, in order', () => {
  const r = runGoWithCluster({
    files: [
      { name: 'go.mod', src: GOMOD },
      { name: 'main.go', src: MAIN },
    ],
    target: { kind: 'dir', dir: '.' },
  });
  const lines = r.stderr.split('\n');
  expect(lines[0]).toBe('before');
  expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\tINFO\tsetup\tstarting\t\{"step": 1\}$/);
  expect(lines[2]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\tERROR\tsetup\tfailed\t\{"error": "boom"\}$/);
  expect(lines[3]).toBe('main.main');
  expect(lines).toContain('after');
  expect(r.exitCode).toBe(0);
});
