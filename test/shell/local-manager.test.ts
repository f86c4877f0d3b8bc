// `make run` in the terminal runs the learner's own Go (src/kube/run/resident.ts): a mistake typed
// into the webhook or controller file has its real consequence in kubectl and in the webhook-local
// checks, the manager keeps reconciling between commands, and Ctrl-C stops it.
import { describe, expect, it } from 'vitest';
import { loadTerminalExercise } from '../../src/shell/exercises/definition.ts';
import { gradeTerminalExercise, replayCommands } from '../../src/shell/exercises/replay.ts';
import { startExercise } from '../../src/shell/index.ts';

const ID = 'webhook-local';
const WEBHOOK_GO = 'api/v1alpha1/memcached_webhook.go';
const SAMPLE = 'kubectl apply -f config/samples/cache_v1alpha1_memcached.yaml';
const VALID = `cat > /tmp/valid.yaml <<'EOF'
apiVersion: cache.example.com/v1alpha1
kind: Memcached
metadata:
  name: small
spec:
  size: 3
EOF`;
const solution = () => loadTerminalExercise(ID).solution;
const statuses = (checks: Array<{ id: string; status: string }>) =>
  Object.fromEntries(checks.map((c) => [c.id, c.status]));

describe('the webhook is the learner’s Go', () => {
  it('a validator that rejects every size: valid objects are denied with its own message', async () => {
    const g = await gradeTerminalExercise(ID, [
      `sed -i 's/r.Spec.Size > 5/r.Spec.Size > 0/' ${WEBHOOK_GO}`,
      ...solution(),
      VALID,
      'kubectl apply -f /tmp/valid.yaml',
    ]);
    expect(g.transcript.at(-1)?.stderr).toBe(
      'Error from server (Forbidden): error when creating "/tmp/valid.yaml": admission webhook "vmemcached.kb.io" denied the request: spec.size must be at most 5, got 3\n',
    );
    expect(statuses(g.checks)).toMatchObject({ 'invalid-rejected': 'pass', 'valid-accepted': 'fail' });
    const valid = g.checks.find((c) => c.id === 'valid-accepted');
    expect(valid?.message.en).toContain(
      'admission webhook "vmemcached.kb.io" denied the request: spec.size must be at most 5, got 3',
    );
  });

  it('a comparison the wrong way round: the invalid sample is admitted and the checks name it', async () => {
    const g = await gradeTerminalExercise(ID, [
      `sed -i 's/r.Spec.Size > 5/r.Spec.Size < 5/' ${WEBHOOK_GO}`,
      ...solution(),
    ]);
    expect(g.transcript.at(-1)?.stdout).toBe('memcached.cache.example.com/memcached-sample created\n');
    expect(statuses(g.checks)).toMatchObject({
      'manager-serving-webhooks': 'pass',
      'invalid-rejected': 'fail',
      'no-invalid-stored': 'fail',
    });
  });

  it('a typo in the webhook file: make run prints gc’s error and no manager runs', async () => {
    const r = await replayCommands(ID, [
      `sed -i 's/return nil, r.validateSize()/return nil, r.validateSise()/' ${WEBHOOK_GO}`,
      'make run',
      'oplab-manager status',
    ]);
    expect(r.transcript[1].stderr).toContain(
      '# example.com/memcached-operator/api/v1alpha1\napi/v1alpha1/memcached_webhook.go:30:16: r.validateSise undefined (type *Memcached has no field or method validateSise)\napi/v1alpha1/memcached_webhook.go:36:16: r.validateSise undefined (type *Memcached has no field or method validateSise)\n',
    );
    expect(r.transcript[1].exitCode).not.toBe(0);
    expect(r.transcript[2].stdout).toBe('not running\n');
  });

  it('a configuration URL with the wrong path reaches the server and gets its 404', async () => {
    const r = await replayCommands(ID, [
      ...solution().slice(0, -2),
      "sed -i 's|9443/validate-cache|9443/validate-caches|' config/local/webhook-local.yaml",
      ...solution().slice(-2),
    ]);
    expect(r.transcript.at(-1)?.stderr).toContain(
      'failed calling webhook "vmemcached.kb.io": failed to call webhook: the server could not find the requested resource\n',
    );
  });
});

describe('the manager stays up between commands', () => {
  it('reconciles an object kubectl created after make run (the controller is the learner’s Go)', async () => {
    const r = await replayCommands(ID, [
      `sed -i 's/_ = log.FromContext(ctx)/log.FromContext(ctx).Info("reconciling memcached")/' internal/controller/memcached_controller.go`,
      ...solution(),
      VALID,
      'kubectl apply -f /tmp/valid.yaml',
      'oplab-manager logs | grep reconciling',
    ]);
    expect(r.transcript.at(-2)?.stdout).toBe('memcached.cache.example.com/small created\n');
    expect(r.transcript.at(-1)?.stdout).toMatch(
      /^\S+\tINFO\treconciling memcached\t\{"controller": "memcached", "controllerGroup": "cache.example.com", "controllerKind": "Memcached", "Memcached": \{"name":"small","namespace":"default"\}, "namespace": "default", "name": "small", "reconcileID": "[^"]+"\}\n$/,
    );
  });

  it('a client-go program run beside it (go run ./hack/list) lists from the cluster and leaves the manager running', async () => {
    const r = await replayCommands(ID, [
      ...solution(),
      `mkdir -p hack/list && cat > hack/list/main.go <<'EOF'
package main

import (
	"context"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	cs := kubernetes.NewForConfigOrDie(ctrl.GetConfigOrDie())
	list, err := cs.CoreV1().Namespaces().List(context.Background(), metav1.ListOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println(len(list.Items) > 0)
}
EOF`,
      'go run ./hack/list',
      'oplab-manager status',
    ]);
    const [run, status] = r.transcript.slice(-2);
    expect(run.stdout).toBe('true\n');
    expect(run.exitCode).toBe(0);
    expect(status.stdout).toMatch(/^running \(make run\), webhook server serving on :9443\n$/);
  });

  it('Ctrl-C stops it: it shuts down and the fail-closed configuration refuses writes', async () => {
    const ex = loadTerminalExercise(ID);
    const session = await startExercise(ex);
    for (const c of ex.solution) await session.run(c);
    const out = session.interrupt();
    expect(out).toContain(
      '\tINFO\tcontroller-runtime.webhook\tShutting down webhook server with timeout of 1 minute\n',
    );
    expect(session.interrupt()).toBe('');
    expect((await session.run('oplab-manager status')).stdout).toBe('not running\n');
    expect((await session.run(SAMPLE)).stderr).toContain(
      'dial tcp 192.168.49.1:9443: connect: connection refused\n',
    );
  });
});
