// Every client call is on the trace with the Go call site (file, line, function) and the identity;
// client-side errors too. A grader hook (KubeHooks.afterCall) can act as a concurrent writer.
import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import type { ApiCallEvent, ClientErrorEvent } from '../../../src/kube/trace.ts';
import { runWithCluster } from './helpers.ts';

const src = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/rest"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func reconcile(ctx context.Context, c client.Client) error {
	cm := &corev1.ConfigMap{}
	if err := c.Get(ctx, client.ObjectKey{Namespace: "default", Name: "cfg"}, cm); err != nil {
		return err
	}
	cm.Data = map[string]string{"seen": "yes"}
	return c.Update(ctx, cm)
}

func main() {
	c, _ := client.New(&rest.Config{Host: "https://127.0.0.1:6443"}, client.Options{})
	ctx := context.Background()
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cfg", Namespace: "default"}}
	if err := c.Create(ctx, cm); err != nil {
		panic(err)
	}
	fmt.Println(reconcile(ctx, c))
	fmt.Println(c.Get(ctx, client.ObjectKey{Name: "cfg"}, cm))
}
`;

describe('trace and hooks', () => {
  it('records each call with its Go call site and identity', () => {
    const r = runWithCluster(src);
    expect(r.stderr).toBe('');
    const evs = r.env.trace.events().filter((e) => e.kind === 'api' || e.kind === 'clientError');
    const calls = evs.map((e) => {
      const x = e as ApiCallEvent | ClientErrorEvent;
      return `${x.verb} ${x.resource} ${x.namespace}/${x.name} @ ${x.callSite?.file}:${x.callSite?.line} ${x.callSite?.function}`;
    });
    expect(calls).toEqual([
      'create configmaps default/cfg @ main.go:26 main.main',
      'get configmaps default/cfg @ main.go:15 main.reconcile',
      'update configmaps default/cfg @ main.go:19 main.reconcile',
      // client-go's preflight error, never sent
      'get configmaps /cfg @ main.go:30 main.main',
    ]);
    expect(evs.map((e) => e.kind)).toEqual(['api', 'api', 'api', 'clientError']);
    const first = evs[0] as ApiCallEvent;
    expect(first.identity.username).toBe('kubernetes-admin');
    expect(first.clientPath).toBe('direct');
  });

  it('afterCall can write concurrently: the Update after a hook-bumped Get conflicts', () => {
    let bumped = false;
    const r = runWithCluster(src, {
      hooks: {
        afterCall(e, env) {
          if (bumped || e.kind !== 'api' || e.verb !== 'get' || e.result.code !== 200) return;
          bumped = true;
          const t = { group: '', version: 'v1', resource: 'configmaps', namespace: 'default' };
          const cur = env.server.get({ user: env.identity }, t, 'cfg');
          if (!cur.ok) throw new Error('hook get failed');
          const next = {
            ...cur.object,
            metadata: { ...(cur.object.metadata as object), labels: { by: 'hook' } },
          } as KubeObject;
          env.server.update({ user: env.identity, clientPath: 'internal' }, t, next);
        },
      },
    });
    expect(r.stdout.split('\n')[0]).toBe(
      'Operation cannot be fulfilled on configmaps "cfg": the object has been modified; please apply your changes to the latest version and try again',
    );
  });
});
