// Every message a lesson quotes with <Message id="…" /> (both locales), provoked on the simulated
// side — Go on the simulated cluster, the type checker, a manager run, the simulated terminal — and
// compared with the catalogue entry the lesson shows. A lesson that quotes a message the lab cannot
// print, or a catalogue text the lab prints differently, fails here.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProject } from '../../src/kube/run/index.ts';
import { formatLog } from '../../src/kube/runtime/log.ts';
import { ERROR_CATALOGUE } from '../../src/shell/errors/index.ts';
import { replayCommands } from '../../src/shell/exercises/replay.ts';
import { moduleHash } from '../../src/shell/modules/universe.ts';
import { errorEntry } from '../../src/site/errors/catalog.ts';
import { runProjectFiles } from '../kube/conformance-go/helpers.ts';
import { checkMain } from '../kube/gopkg/helpers.ts';
import { clusterFor, exerciseProject, runIn } from '../kube/webhook/helpers.ts';
import { GO_MOD_NO_REQUIRES, GO_MOD_WITH_REQUIRES, project, terminal } from '../shell/helpers.ts';
import { lessonProject } from './helpers.ts';

/** Ids quoted by <Message id="…" /> in any lesson or reference page, in either locale. */
function quotedIds(): string[] {
  const out = execFileSync('grep', ['-rhoE', '<Message id="[^"]+"', join(process.cwd(), 'content', 'docs')], {
    encoding: 'utf8',
  });
  return [
    ...new Set(out.split('\n').flatMap((l) => (l ? [l.slice('<Message id="'.length, -1)] : []))),
  ].sort();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalogue text as a pattern. Placeholders (`<ns>`, `%s`, `…`, a `...` inside a path) match any
 * text on the line. With `names`, also the parts a lab run names differently from the report the
 * text was quoted from: quoted names, URLs, addresses, module versions, go.mod line numbers.
 */
function pattern(text: string, names: boolean): RegExp {
  let p = escapeRegExp(text)
    .replace(/<[^<>\n]+>/g, '\u0000')
    .replace(/%[sqvd]/g, '\u0000')
    .replace(/…/g, '\u0000')
    .replace(/\\\.\\\.\\\./g, '\u0000');
  if (names)
    p = p
      .replace(/"(?:[^"\\]|\\.)*"/g, '"\u0001"')
      .replace(/https?:\/\/\S+/g, '\u0002')
      .replace(/\b\d{1,3}(?:\\\.\d{1,3}){3}(?::\d+)?\b/g, '\u0003');
  p = p
    .replace(/\u0000/g, '[^\\n]*?')
    .replace(/\u0001/g, '[^"\\n]*')
    .replace(/\u0002/g, '\\S+')
    .replace(/\u0003/g, '\\d+(?:\\.\\d+){3}(?::\\d+)?');
  return new RegExp(p);
}

type Level = 'exact' | 'names';

/** How a text shows an entry: its message or one of its examples, exactly (placeholders aside) or up to names. */
function matchLevel(id: string, text: string): Level | undefined {
  const e = ERROR_CATALOGUE.find((x) => x.id === id);
  if (e === undefined) throw new Error(`unknown error-catalogue id "${id}"`);
  const texts = [e.message, ...e.examples];
  if (texts.some((t) => pattern(t, false).test(text))) return 'exact';
  if (texts.some((t) => pattern(t, true).test(text))) return 'names';
  return undefined;
}

interface Source {
  name: string;
  /** id → the level expected ('names' where the catalogue quotes a report with other names). */
  ids: Record<string, Level>;
  /** Everything the run showed: output, errors, formatted logs, terminal transcripts. */
  output: () => Promise<string>;
}

const memo = <T>(f: () => Promise<T>) => {
  let p: Promise<T> | undefined;
  return () => {
    p ??= f();
    return p;
  };
};

/** testdata/guestbook/cmd/messages on a fresh cluster: one line per id, then the client's logs. */
const goCluster: Source = {
  name: 'Go on the simulated cluster (cmd/messages)',
  ids: Object.fromEntries(
    [
      'api-not-found',
      'conflict',
      'resource-version-required',
      'resource-version-on-create',
      'optimistic-lock-without-rv',
      'apply-needs-field-manager',
      'apply-conflict',
      'status-invalid',
      'unknown-field-warning',
      'empty-namespace-with-name',
      'empty-namespace-create',
      'patch-without-namespace',
      'cross-namespace-owner',
      'cluster-scoped-owner',
      'cache-not-found-kind',
      'unknown-namespace-get',
      'unknown-namespace-list',
      'resource-not-cached',
      'forbidden-list-cluster',
      'forbidden-get-namespace',
      'forbidden-status',
      'forbidden-create',
      'informer-sync-timeout',
      'finalizer-added-while-deleting',
    ].map((id) => [id, 'exact' as Level]),
  ),
  output: memo(async () => {
    const r = runProjectFiles(lessonProject('guestbook'), { dir: 'cmd/messages' });
    const logs = r.env.logs.entries.map((l) => formatLog(r.env.logs, l));
    return [r.stdout, r.stderr, ...logs].join('\n');
  }),
};

/** The Go type checker on a reconciler that passes InNamespace to Get. */
const compile: Source = {
  name: 'the type checker',
  ids: { 'innamespace-not-get-option': 'exact' },
  output: memo(async () => {
    const r = checkMain(`package main

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

type PodReconciler struct {
	Client client.Client
}

func (r *PodReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var pod corev1.Pod
	key := client.ObjectKey{Namespace: req.Namespace, Name: "web"}
	return ctrl.Result{}, r.Client.Get(ctx, key, &pod, client.InNamespace(req.Namespace))
}

func main() {}
`);
    return r.ok ? '' : r.stderr;
  }),
};

/** testdata/loop run as an operator (oplab run): the manager's logs. */
const managerRun: Source = {
  name: 'a manager run (testdata/loop)',
  ids: {
    'result-and-error': 'exact',
    'panic-recovered': 'exact',
    'cache-sync-timeout': 'exact',
    'reflector-forbidden': 'exact',
  },
  output: memo(async () => {
    const api = lessonProject('guestbook').filter((f) => f.name.startsWith('api/'));
    const files = [...lessonProject('loop'), ...api].map((f) => ({
      ...f,
      src: f.src.replace('example.com/guestbook/api/v1', 'example.com/my-op/api/v1'),
    }));
    const cm = (name: string) => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name, namespace: 'default' },
    });
    const r = runProject({ files, objects: [cm('both'), cm('panics')] });
    return [r.stdout, r.stderr, ...r.logs.map((l) => formatLog(r.env.logs, l))].join('\n');
  }),
};

const SCAFFOLDED_GO_MOD =
  'module example.com/memcached-operator\n\ngo 1.20\n\nrequire sigs.k8s.io/controller-runtime v0.16.0\n';
const LOCAL_PROXY = { 'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false } };

/** The simulated go command on the networks of the environment lesson. */
const goCommand: Source = {
  name: 'the simulated go command',
  ids: {
    'goproxy-dns': 'exact',
    'goproxy-timeout': 'exact',
    'tls-handshake-timeout': 'exact',
    'goproxy-off': 'exact',
    'checksum-mismatch': 'exact',
    'sumdb-unreachable': 'exact',
    'missing-go-sum-entry': 'exact',
    'metrics-server-missing': 'exact',
    'go-version-too-old': 'exact',
    'toolchain-download-failed': 'exact',
    'go-version-format': 'exact',
    'undefined-container-restart-policy': 'exact',
    'go-env-w-overridden': 'exact',
    'insecure-flag-removed': 'exact',
  },
  output: memo(async () => {
    const out: string[] = [];
    const run = async (opts: Parameters<typeof terminal>[0], ...lines: string[]) => {
      const t = await terminal(opts);
      for (const l of lines) out.push((await t.run(l)).out);
    };
    await run(
      { profile: 'offline', files: project(SCAFFOLDED_GO_MOD) },
      'go get sigs.k8s.io/controller-runtime@v0.16.0',
    );
    await run(
      { profile: 'china', files: project(GO_MOD_WITH_REQUIRES) },
      'go mod download github.com/Azure/azure-pipeline-go@v0.2.2',
      'go mod tidy',
    );
    await run(
      {
        profile: 'offline',
        files: project(GO_MOD_NO_REQUIRES),
        localServers: { 'https://127.0.0.1:8441': { kind: 'tls-timeout' as const } },
      },
      'GOPROXY=https://127.0.0.1:8441 go mod tidy',
    );
    await run(
      { profile: 'offline', files: project(GO_MOD_WITH_REQUIRES), env: { GOPROXY: 'off' } },
      'go mod tidy',
    );
    const cr = 'sigs.k8s.io/controller-runtime';
    const forged = `k8s.io/api v0.28.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n${cr} v0.16.0 ${moduleHash(cr, 'v0.16.0', false)}\n`;
    await run(
      { profile: 'open', files: project(GO_MOD_WITH_REQUIRES, { 'go.sum': forged }) },
      'go build ./...',
    );
    await run(
      {
        profile: 'offline',
        files: project(GO_MOD_WITH_REQUIRES),
        localServers: LOCAL_PROXY,
        env: { GOPROXY: 'http://127.0.0.1:8088/ok' },
      },
      'go mod tidy',
    );
    await run(
      { profile: 'open', files: project(GO_MOD_WITH_REQUIRES) },
      'go mod tidy',
      'rm go.sum',
      'go build',
    );
    // The private-modules lesson: GOFLAGS=-insecure from an old wiki, refused by the first go get.
    await run(
      { profile: 'open', files: project(GO_MOD_WITH_REQUIRES), env: { GOFLAGS: '-insecure' } },
      'go get k8s.io/api@v0.28.0',
    );
    const goMod122 = 'module example.com/memcached-operator\n\ngo 1.22.0\n';
    await run(
      { profile: 'offline', goVersion: '1.21.13', files: project(goMod122), env: { GOTOOLCHAIN: 'local' } },
      'go build ./...',
    );
    await run(
      { profile: 'offline', goVersion: '1.21.13', files: project(goMod122), localServers: LOCAL_PROXY },
      'GOPROXY=http://127.0.0.1:1 go build ./...',
    );
    await run(
      {
        profile: 'open',
        goVersion: '1.19.8',
        files: project('module m\n\ngo 1.21.0\n\ntoolchain go1.21.0\n'),
      },
      'go build',
    );
    const aligned = project(GO_MOD_WITH_REQUIRES, {
      'cmd/main.go':
        'package main\n\nimport (\n\t"os"\n\n\t"k8s.io/apimachinery/pkg/runtime"\n\tclientgoscheme "k8s.io/client-go/kubernetes/scheme"\n\tmetricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"\n)\n',
    });
    await run(
      { profile: 'open', files: aligned },
      'go mod tidy',
      'go get k8s.io/api@v0.27.6',
      'go build ./...',
    );
    await run(
      { profile: 'open', files: aligned },
      'go mod tidy',
      'go mod edit -replace k8s.io/api=k8s.io/api@v0.27.6',
      'go mod tidy',
      'go build ./...',
    );
    await run(
      { profile: 'open', cwd: '/home/user' },
      'export GOPROXY=https://proxy.golang.org,direct',
      'go env -w GOPROXY=https://goproxy.cn,direct',
    );
    return out.join('\n');
  }),
};

const SAMPLE = 'kubectl apply -f config/samples/cache_v1alpha1_memcached.yaml';
const CERTS = '/tmp/k8s-webhook-server/serving-certs';
const cert = (san: string) =>
  `openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=${san}" -addext "subjectAltName=DNS:${san}" -keyout ${CERTS}/tls.key -out ${CERTS}/tls.crt`;
const LOCAL_CFG = 'config/local/webhook-local.yaml';
const FAIL_FIX = `sed -i 's/failurePolicy: Ignore/failurePolicy: Fail/' ${LOCAL_CFG}`;
const urlTo = (host: string) => `sed -i 's|https://localhost:9443|https://${host}:9443|' ${LOCAL_CFG}`;
const CA_FIX = `sed -i "s|# caBundle: .*|caBundle: $(base64 -w0 ${CERTS}/tls.crt)|" ${LOCAL_CFG}`;
const APPLY_LOCAL = `kubectl apply -f ${LOCAL_CFG}`;

/** The webhook-local terminal exercise: each wrong step of the webhooks lesson. */
const webhookTerminal: Source = {
  name: 'the webhook-local terminal',
  ids: {
    'webhook-cert-missing': 'exact',
    'no-cert-manager-target': 'exact',
    // the next four are quoted from reports about other operators (names, hosts, addresses)
    'webhook-no-endpoints': 'names',
    'webhook-service-not-found': 'names',
    'webhook-connection-refused': 'names',
    'webhook-deadline': 'names',
    'webhook-unknown-authority': 'exact',
    'webhook-san-mismatch': 'exact',
    'webhook-denied': 'exact',
  },
  output: memo(async () => {
    const out: string[] = [];
    const replay = async (commands: string[]) => {
      const r = await replayCommands('webhook-local', commands);
      for (const t of r.transcript) out.push(t.stdout + t.stderr);
    };
    await replay([SAMPLE, 'make run', 'make cert-manager']);
    await replay([
      'kubectl -n memcached-operator-system delete service memcached-operator-webhook-service',
      SAMPLE,
    ]);
    const serving = [`mkdir -p ${CERTS}`, cert('host.minikube.internal'), 'make run', FAIL_FIX];
    await replay([...serving, APPLY_LOCAL, SAMPLE]);
    await replay([...serving, urlTo('host.minikube.internal'), APPLY_LOCAL, SAMPLE]);
    // A firewall between the control plane and the laptop: packets dropped, the call times out.
    const dropped = await replayCommands('webhook-local', [
      ...serving,
      urlTo('host.minikube.internal'),
      CA_FIX,
      APPLY_LOCAL,
    ]);
    const network = dropped.session.world.cluster.server.network;
    const laptop = network.resolve('host.minikube.internal');
    if (laptop === undefined) throw new Error('host.minikube.internal does not resolve');
    network.drop(laptop);
    const t = await dropped.session.run(SAMPLE);
    out.push(t.stdout + t.stderr);
    await replay([
      `mkdir -p ${CERTS}`,
      cert('localhost'),
      'make run',
      FAIL_FIX,
      urlTo('host.minikube.internal'),
      CA_FIX,
      APPLY_LOCAL,
      SAMPLE,
    ]);
    const { loadTerminalExercise } = await import('../../src/shell/exercises/definition.ts');
    await replay(loadTerminalExercise('webhook-local').solution);
    return out.join('\n');
  }),
};

/** The webhook-validate exercise's validator, in Go, answering with apierrors.NewInvalid. */
const goWebhook: Source = {
  name: 'a Go validating webhook (webhook-validate solution)',
  ids: { 'webhook-invalid': 'exact' },
  output: memo(async () => {
    const files = exerciseProject('webhook-validate', 'solution').filter((f) => !f.name.startsWith('cmd/'));
    const main = lessonProject('webhook').find((f) => f.name === 'main.go');
    if (!main) throw new Error('testdata/webhook/main.go is missing');
    const all = [...files, { name: 'cmd/invalid/main.go', src: main.src }];
    const env = clusterFor(all);
    const r = runIn(env, all, 'cmd/invalid');
    return r.stdout + r.stderr;
  }),
};

const sources = [goCluster, compile, managerRun, goCommand, webhookTerminal, goWebhook];

describe('every <Message> a lesson quotes is printed by the lab', () => {
  it('each quoted id is provoked by exactly one source here', () => {
    const covered = sources.flatMap((s) => Object.keys(s.ids));
    expect(new Set(covered).size).toBe(covered.length);
    expect(quotedIds().filter((id) => !covered.includes(id))).toEqual([]);
  });

  for (const s of sources)
    describe(s.name, () => {
      for (const [id, level] of Object.entries(s.ids))
        it(`${id} (${level === 'exact' ? 'to the letter' : 'to the letter except names'})`, async () => {
          const text = await s.output();
          const got = matchLevel(id, text);
          expect(got, `${id}: ${errorEntry(id).message}\n--- in ---\n${text.slice(0, 4000)}`).toBe(level);
        }, 120_000);
    });
});
