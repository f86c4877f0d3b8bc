// The webhook-local terminal exercise driven through commands alone: each wrong step shows the real
// error (TOOLCHAIN.md B2, B4.2), the shipped solution and other correct styles pass every end-state
// check, and the tempting shortcuts (ENABLE_WEBHOOKS=false, failurePolicy Ignore, a cert for the
// wrong name) fail the right check.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTerminalExercise } from '../../src/shell/exercises/definition.ts';
import { formatTranscript, gradeTerminalExercise, replayCommands } from '../../src/shell/exercises/replay.ts';

const ID = 'webhook-local';
const SAMPLE = 'kubectl apply -f config/samples/cache_v1alpha1_memcached.yaml';
const CERTS = '/tmp/k8s-webhook-server/serving-certs';
const SELF_SIGNED = `openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=host.minikube.internal" -addext "subjectAltName=DNS:host.minikube.internal" -keyout ${CERTS}/tls.key -out ${CERTS}/tls.crt`;
const URL_FIX =
  "sed -i 's|https://localhost:9443|https://host.minikube.internal:9443|' config/local/webhook-local.yaml";
const FAIL_FIX = "sed -i 's/failurePolicy: Ignore/failurePolicy: Fail/' config/local/webhook-local.yaml";
const CA_FIX = (file: string) =>
  `sed -i "s|# caBundle: .*|caBundle: $(base64 -w0 ${file})|" config/local/webhook-local.yaml`;
const APPLY_LOCAL = 'kubectl apply -f config/local/webhook-local.yaml';
const designDir = process.env.OPLAB_DESIGN_DIR ?? join(process.cwd(), '..', 'shared', 'design');

const statuses = (checks: Array<{ id: string; status: string }>) =>
  Object.fromEntries(checks.map((c) => [c.id, c.status]));

async function lastOutput(commands: string[]): Promise<string> {
  const r = await replayCommands(ID, commands);
  const t = r.transcript.at(-1);
  return t ? t.stdout + t.stderr : '';
}

// The first make run loads and compiles the operator's packages cold (tens of seconds on a busy 2-core
// machine); later runs reuse them. Paid once here, under the hook's timeout, not by whichever case is first.
beforeAll(async () => {
  await replayCommands(ID, ['make run']);
});

describe('exercise definition', () => {
  it('loads with both locales, three hints each, a lesson anchor that exists', () => {
    const ex = loadTerminalExercise(ID);
    expect(ex.hints.en).toHaveLength(3);
    expect(ex.hints['zh-cn']).toHaveLength(3);
    expect(ex.instructions['zh-cn']).not.toBe(ex.instructions.en);
    for (const locale of ['en', 'zh-cn'] as const) {
      const [slug, anchor] = ex.lesson[locale].split('#');
      expect(readFileSync(`content/docs/${locale}/${slug}.mdx`, 'utf8')).toContain(`{#${anchor}}`);
    }
  });
});

describe('each wrong step shows the real error', () => {
  it('the Service left by make deploy has no endpoints (B4.2)', async () => {
    expect(await lastOutput([SAMPLE])).toBe(
      'Error from server (InternalError): error when creating "config/samples/cache_v1alpha1_memcached.yaml": Internal error occurred: failed calling webhook "vmemcached.kb.io": failed to call webhook: Post "https://memcached-operator-webhook-service.memcached-operator-system.svc:443/validate-cache-example-com-v1alpha1-memcached?timeout=10s": no endpoints available for service "memcached-operator-webhook-service"\n',
    );
  });

  it('make run with webhooks on and no certificate dies with open …/tls.crt (B2)', async () => {
    const out = await lastOutput(['make run']);
    expect(out).toContain('\tINFO\tcontroller-runtime.webhook\tStarting webhook server\n');
    expect(out).toContain(
      '\tERROR\tsetup\tproblem running manager\t{"error": "open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory"}\n',
    );
    expect(out.endsWith('exit status 1\nmake: *** [Makefile:45: run] Error 1\n')).toBe(true);
  });

  it('ENABLE_WEBHOOKS: only the exact string "false" disables the webhook server (B6.1)', async () => {
    const r = await replayCommands(ID, [
      'make run ENABLE_WEBHOOKS=true',
      'make run ENABLE_WEBHOOKS=false',
      'oplab-manager status',
    ]);
    expect(r.transcript[0].stderr).toContain('problem running manager');
    expect(r.transcript[1].exitCode).toBe(0);
    expect(r.transcript[1].stderr).not.toContain('controller-runtime.webhook');
    expect(r.transcript[2].stdout).toBe('running (make run), no webhook server\n');
  });

  it('the cert dir follows os.TempDir(): TMPDIR moves it', async () => {
    const out = await lastOutput(['TMPDIR=/var/tmp make run']);
    expect(out).toContain(
      '{"error": "open /var/tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory"}',
    );
  });

  it('a key that does not belong to the certificate: crypto/tls’s error', async () => {
    const out = await lastOutput([
      `mkdir -p ${CERTS}`,
      SELF_SIGNED,
      `openssl genrsa -out ${CERTS}/tls.key 2048`,
      'make run',
    ]);
    expect(out).toContain('{"error": "tls: private key does not match public key"}');
  });

  it('the blog post’s configuration fails open: the invalid sample is admitted', async () => {
    const g = await gradeTerminalExercise(ID, [
      `mkdir -p ${CERTS}`,
      SELF_SIGNED,
      'make run',
      APPLY_LOCAL,
      SAMPLE,
    ]);
    expect(g.transcript.at(-1)?.stdout).toBe('memcached.cache.example.com/memcached-sample created\n');
    expect(statuses(g.checks)).toMatchObject({
      'fails-closed': 'fail',
      'no-invalid-stored': 'fail',
      'invalid-rejected': 'fail',
    });
  });

  it('failing closed, localhost is the control plane: connection refused (B4.2)', async () => {
    const out = await lastOutput([
      `mkdir -p ${CERTS}`,
      SELF_SIGNED,
      'make run',
      FAIL_FIX,
      APPLY_LOCAL,
      SAMPLE,
    ]);
    expect(out).toBe(
      'Error from server (InternalError): error when creating "config/samples/cache_v1alpha1_memcached.yaml": Internal error occurred: failed calling webhook "vmemcached.kb.io": failed to call webhook: Post "https://localhost:9443/validate-cache-example-com-v1alpha1-memcached?timeout=10s": dial tcp 127.0.0.1:9443: connect: connection refused\n',
    );
  });

  it('the right address without a caBundle: x509 unknown authority (B4.2)', async () => {
    const out = await lastOutput([
      `mkdir -p ${CERTS}`,
      SELF_SIGNED,
      'make run',
      FAIL_FIX,
      URL_FIX,
      APPLY_LOCAL,
      SAMPLE,
    ]);
    expect(out).toContain(
      ': failed to call webhook: Post "https://host.minikube.internal:9443/validate-cache-example-com-v1alpha1-memcached?timeout=10s": tls: failed to verify certificate: x509: certificate signed by unknown authority\n',
    );
  });

  it('a certificate made for localhost: x509 SAN mismatch; one with only a CN: legacy Common Name', async () => {
    const base = ['make run', FAIL_FIX, URL_FIX, CA_FIX(`${CERTS}/tls.crt`), APPLY_LOCAL, SAMPLE];
    const localhost = `openssl req -x509 -newkey rsa:2048 -nodes -subj "/CN=localhost" -addext "subjectAltName=DNS:localhost" -keyout ${CERTS}/tls.key -out ${CERTS}/tls.crt`;
    expect(await lastOutput([`mkdir -p ${CERTS}`, localhost, ...base])).toContain(
      ': tls: failed to verify certificate: x509: certificate is valid for localhost, not host.minikube.internal\n',
    );
    const cnOnly = `openssl req -x509 -newkey rsa:2048 -nodes -subj "/CN=host.minikube.internal" -keyout ${CERTS}/tls.key -out ${CERTS}/tls.crt`;
    expect(await lastOutput([`mkdir -p ${CERTS}`, cnOnly, ...base])).toContain(
      ': tls: failed to verify certificate: x509: certificate relies on legacy Common Name field, use SANs instead\n',
    );
  });

  it('the manager stopped while the configuration fails closed: refused, nothing admitted', async () => {
    const ex = loadTerminalExercise(ID);
    const g = await gradeTerminalExercise(ID, [...ex.solution, 'oplab-manager stop', SAMPLE]);
    expect(g.transcript.at(-1)?.stderr).toContain(
      'dial tcp 192.168.49.1:9443: connect: connection refused\n',
    );
    expect(statuses(g.checks)['manager-serving-webhooks']).toBe('fail');
  });

  it('make run before the CRD exists: the controller never syncs and the manager exits after 2 min', async () => {
    const r = await replayCommands(ID, [
      'kubectl delete crd memcacheds.cache.example.com',
      `mkdir -p ${CERTS}`,
      SELF_SIGNED,
      'make run',
    ]);
    const run = r.transcript.at(-1);
    expect(run?.stderr).toContain(
      '\tERROR\tcontroller-runtime.source.Kind\tif kind is a CRD, it should be installed before calling Start\t{"kind": "Memcached.cache.example.com", "error": "no matches for kind \\"Memcached\\" in version \\"cache.example.com/v1alpha1\\""}',
    );
    expect(run?.stderr).toContain(
      // the project pins controller-runtime v0.16: its words, without the source
      'problem running manager\t{"error": "failed to wait for memcached caches to sync: timed out waiting for cache to be synced for Kind *v1alpha1.Memcached"}',
    );
    expect(run?.elapsedMs).toBeGreaterThanOrEqual(120_000);
  });
});

describe('make install', () => {
  it('pipes kustomize build config/crd into kubectl apply -f - (B1)', async () => {
    const r = await replayCommands(ID, [
      'kubectl delete crd memcacheds.cache.example.com',
      'make install',
      'make install',
    ]);
    expect(r.transcript[1].stdout + r.transcript[1].stderr).toContain(
      '/home/user/memcached-operator/bin/kustomize build config/crd | kubectl apply -f -\ncustomresourcedefinition.apiextensions.k8s.io/memcacheds.cache.example.com created\n',
    );
    expect(r.transcript[2].stdout + r.transcript[2].stderr).toContain(
      'customresourcedefinition.apiextensions.k8s.io/memcacheds.cache.example.com unchanged\n',
    );
  });
});

describe('starter and solution', () => {
  it('the starter fails the behaviour checks', async () => {
    const g = await gradeTerminalExercise(ID, []);
    expect(g.status).toBe('fail');
    expect(statuses(g.checks)).toEqual({
      'manager-serving-webhooks': 'fail',
      'invalid-rejected': 'fail',
      'valid-accepted': 'fail',
      'fails-closed': 'pass',
      'no-invalid-stored': 'pass',
    });
  });

  it('the shipped solution ends with the webhook’s own denial (B4.2 "denied the request")', async () => {
    const ex = loadTerminalExercise(ID);
    const g = await gradeTerminalExercise(ID, ex.solution);
    expect(g.checks.filter((c) => c.status === 'fail')).toEqual([]);
    expect(g.status).toBe('pass');
    expect(formatTranscript(g.transcript)).toContain(
      'Error from server (Forbidden): error when creating "config/samples/cache_v1alpha1_memcached.yaml": admission webhook "vmemcached.kb.io" denied the request: spec.size must be at most 5, got 10\n',
    );
  });

  it('the local manager logs the validator’s calls (oplab-manager logs)', async () => {
    const ex = loadTerminalExercise(ID);
    const r = await replayCommands(ID, [...ex.solution, 'oplab-manager logs | tail -1']);
    expect(r.transcript.at(-1)?.stdout).toMatch(
      /^\S+\tINFO\tmemcached-resource\tvalidate create\t\{"name": "memcached-sample"\}\n$/,
    );
  });

  it('another correct style: a CA plus a signed serving certificate, SAN from -extfile', async () => {
    const g = await gradeTerminalExercise(ID, [
      `mkdir -p ${CERTS} && cd ${CERTS}`,
      'openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=dev-ca" -keyout ca.key -out ca.crt',
      'openssl req -new -newkey rsa:2048 -nodes -subj "/CN=host.minikube.internal" -keyout tls.key -out tls.csr',
      "echo 'subjectAltName = DNS:host.minikube.internal' > san.ext",
      'openssl x509 -req -in tls.csr -CA ca.crt -CAkey ca.key -CAcreateserial -out tls.crt -days 30 -extfile san.ext',
      'cd /home/user/memcached-operator',
      'ENABLE_WEBHOOKS=true make run',
      URL_FIX,
      FAIL_FIX,
      CA_FIX(`${CERTS}/ca.crt`),
      APPLY_LOCAL,
    ]);
    expect(g.transcript[4].stderr).toBe(
      'Certificate request self-signature ok\nsubject=CN = host.minikube.internal\n',
    );
    expect(g.checks.filter((c) => c.status === 'fail')).toEqual([]);
  });

  it('switching webhooks off instead fails the manager and rejection checks', async () => {
    const g = await gradeTerminalExercise(ID, [
      'make run ENABLE_WEBHOOKS=false',
      URL_FIX,
      FAIL_FIX,
      APPLY_LOCAL,
    ]);
    expect(statuses(g.checks)).toMatchObject({
      'manager-serving-webhooks': 'fail',
      'invalid-rejected': 'fail',
    });
  });

  it('grades the solution quickly', async () => {
    const ex = loadTerminalExercise(ID);
    const t0 = performance.now();
    await gradeTerminalExercise(ID, ex.solution);
    expect(performance.now() - t0).toBeLessThan(3000);
  });
});

describe.runIf(existsSync(join(designDir, 'TOOLCHAIN.md')))('texts quoted in TOOLCHAIN.md', () => {
  it('the manager’s error line and make’s failure line appear verbatim in the design document', async () => {
    const doc = readFileSync(join(designDir, 'TOOLCHAIN.md'), 'utf8');
    const out = await lastOutput(['make run']);
    const errorLine = out.split('\n').find((l) => l.includes('problem running manager')) as string;
    expect(doc).toContain(errorLine.slice(errorLine.indexOf('\tERROR')));
    expect(doc).toContain("make: *** No rule to make target 'cert-manager'.  Stop.");
    expect(await lastOutput(['make cert-manager'])).toBe(
      "make: *** No rule to make target 'cert-manager'.  Stop.\n",
    );
    expect(doc).toContain('no endpoints available for service');
    expect(doc).toContain('tls: failed to verify certificate: x509: certificate signed by unknown authority');
  });
});

describe('check titles', () => {
  it('every check of every terminal exercise has a title in both locales', async () => {
    const { CHECK_TITLES, terminalExerciseIds } = await import('../../src/shell/index.ts');
    for (const id of terminalExerciseIds())
      for (const c of loadTerminalExercise(id).checks) {
        expect(CHECK_TITLES[c].en, c).not.toBe('');
        expect(CHECK_TITLES[c]['zh-cn'], c).not.toBe(CHECK_TITLES[c].en);
      }
  });
});
