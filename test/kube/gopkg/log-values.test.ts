// Values a reconciler logs: a NamespacedName (and a reconcile.Request, which embeds it) goes through
// its MarshalLog ([AM] pkg/types/namespacedname.go) as zapr does, so it prints as
// {"name": …, "namespace": …} with the namespace left out when empty, not as its String();
// types.NodeName exists; log.NullLogSink ([CR] pkg/log/null.go) swallows everything.

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"errors"

	"github.com/go-logr/logr"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
)

func main() {
	l := zap.New(zap.UseDevMode(false))
	req := ctrl.Request{NamespacedName: types.NamespacedName{Namespace: "default", Name: "web"}}
	l.Info("reconciling", "request", req, "key", req.NamespacedName, "node", types.NodeName("kind-worker"))
	l.Info("cluster-scoped", "key", types.NamespacedName{Name: "admin"})
	quiet := logr.New(log.NullLogSink{})
	quiet.Info("never")
	quiet.WithName("x").WithValues("k", 1).Error(errors.New("e"), "never")
	println(quiet.Enabled())
}
`;

describe('logged values', () => {
  it('NamespacedName and Request through MarshalLog; NullLogSink prints nothing', () => {
    const r = runMain(PROGRAM);
    const lines = r.stderr.split('\n');
    expect(JSON.parse(lines[0])).toMatchObject({
      msg: 'reconciling',
      request: { name: 'web', namespace: 'default' },
      key: { name: 'web', namespace: 'default' },
      node: 'kind-worker',
    });
    expect(JSON.parse(lines[1]).key).toEqual({ name: 'admin' });
    expect(lines.slice(2)).toEqual(['false', '']);
  });
});
