// Go programs that register webhooks with ctrl.NewWebhookManagedBy, start the manager's webhook
// server, and create objects through the API server: the validator's decision comes back as the
// exact error the client sees (controller-runtime's handler + the apiserver's admission strings).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newKubeEnv } from '../../../src/kube/bind/env.ts';
import { setWebhookEnvironment } from '../../../src/kube/bind/webhook.ts';
import { clusterFor, exerciseProject, runIn } from './helpers.ts';

const TESTDATA = join(import.meta.dirname, 'testdata');

/** The webhook-validate project with its cmd/ replaced by a test-style main. */
function project(layer: 'starter' | 'solution') {
  return [
    ...exerciseProject('webhook-validate', layer).filter((f) => !f.name.startsWith('cmd/')),
    { name: 'cmd/check/main.go', src: readFileSync(join(TESTDATA, 'create_apps.go'), 'utf8') },
  ];
}

describe('the admission package on its own', () => {
  it('HandlerFunc, Patched with webhook.JSONPatchOp, Complete; StartedChecker before Start', () => {
    const env = newKubeEnv({ seed: 1 });
    const r = runIn(
      env,
      [{ name: 'main.go', src: readFileSync(join(TESTDATA, 'handler_func.go'), 'utf8') }],
      '.',
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      'true u [{"op":"add","path":"/spec/x","value":1}] JSONPatch 200 defaulted\nwebhook server has not been started yet\n',
    );
  }, 30_000);
});

describe('webhook-validate exercise, through the Go API', () => {
  it('solution: valid Apps are created; invalid ones get the validator field errors via the API server', () => {
    const files = project('solution');
    const env = clusterFor(files);
    const r = runIn(env, files, 'cmd/check');
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'good: created',
        'bad: admission webhook "vapp-v1.kb.io" denied the request: App.lab.example.com "bad" is invalid: [spec.image: Required value: an image is required, spec.replicas: Invalid value: 20: must be between 1 and 10]',
        'latest: created',
        '',
      ].join('\n'),
    );
    // the Pod behind the generated Service, and cert-manager's CA in the configuration
    expect(env.server.network.serviceEndpoints('system', 'webhook-service')).toHaveLength(1);
  }, 30_000);

  it('starter: the marker path differs from the path the builder registered → the API server gets a 404', () => {
    const files = project('starter');
    const env = clusterFor(files);
    const r = runIn(env, files, 'cmd/check');
    const msg =
      'Internal error occurred: failed calling webhook "vapp-v1.kb.io": failed to call webhook: the server could not find the requested resource';
    expect(r.stdout).toBe(`good: ${msg}\nbad: ${msg}\nlatest: ${msg}\n`);
  }, 30_000);
});

describe('the manager on a laptop (make run) without serving certificates', () => {
  it('webhook.Server.Start returns the certwatcher error', () => {
    const files = project('solution');
    const env = clusterFor(files);
    setWebhookEnvironment(env, { deployment: 'local' });
    const r = runIn(env, files, 'cmd/check');
    expect(r.stdout).toBe(
      'webhook server: open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory\n',
    );
  }, 30_000);
});

describe('a defaulter and a validator on one type', () => {
  it('the defaulter patches the object; plain errors are 403 denials; panics are recovered; DELETE is validated', () => {
    const dir = join(TESTDATA, 'defaulter');
    const files = [
      ...exerciseProject('webhook-validate', 'solution').filter(
        (f) => !f.name.startsWith('cmd/') && !f.name.startsWith('internal/'),
      ),
      { name: 'internal/webhook/v1/app_webhook.go', src: readFileSync(join(dir, 'app_webhook.go'), 'utf8') },
      { name: 'cmd/check/main.go', src: readFileSync(join(dir, 'main.go'), 'utf8') },
    ];
    const env = clusterFor(files);
    const r = runIn(env, files, 'cmd/check');
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'web: 3 true',
        'create big: admission webhook "vapp-v1.kb.io" denied the request: replicas must be at most 5',
        'create boom: admission webhook "vapp-v1.kb.io" denied the request: panic: boom [recovered]',
        'delete web: admission webhook "vapp-v1.kb.io" denied the request: this App is protected',
        '',
      ].join('\n'),
    );
  }, 30_000);
});
