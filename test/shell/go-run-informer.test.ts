// `go run .` of a client-go informer controller (sample-controller's shape: shared informers, a
// work queue, workers, `<-ctx.Done()`) in the terminal: a real one holds the terminal until Ctrl-C.
// Here it does its first work, then keeps running in the background as `make run` does, where
// kubectl's later changes reach it; it must not get the simulated SIGTERM at the end of its first
// turn (its informers' handler goroutines wait in sync.Cond.Wait).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';

const ex = (f: string) => readFileSync(new URL(`../../examples/expose/${f}`, import.meta.url), 'utf8');

const VERSION_NOTES = /^oplab: go\.mod requires .*\n/gm;

describe('go run of a client-go informer controller', () => {
  it('does its first work, then keeps running in the background where kubectl’s changes reach it', async () => {
    const s = await ShellSession.create({
      profile: 'open',
      cwd: '/home/user/expose',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/expose/go.mod': 'module example.com/expose\n\ngo 1.23\n',
        '/home/user/expose/main.go': ex('main.go'),
        '/home/user/expose/controller.go': ex('controller.go'),
        '/home/user/expose/deploy.yaml': ex('config/samples/deployments.yaml'),
      },
    });
    const tidy = await s.run('go mod tidy');
    expect(tidy.exitCode, tidy.stderr).toBe(0);
    expect((await s.run('kubectl apply -f deploy.yaml')).exitCode).toBe(0);
    const run = await s.run('go run .');
    expect(run.exitCode).toBe(0);
    expect(run.stderr.replace(VERSION_NOTES, '').replace(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d /gm, '')).toBe(
      [
        'Setting up event handlers',
        'Starting expose controller',
        'Waiting for informer caches to sync',
        'Starting 2 workers',
        'Started workers',
        'Created Service default/web for port 8080',
        '[oplab] The program is waiting for cluster events and keeps running in the background, as if in a second terminal; `oplab-manager logs` shows its output, `oplab-manager stop` stops it (Ctrl-C).',
        '',
      ].join('\n'),
    );
    expect((await s.run('oplab-manager status')).stdout).toBe('running (go run), no webhook server\n');
    expect((await s.run('kubectl get services -o name')).stdout).toBe('service/kubernetes\nservice/web\n');

    // kubectl's changes reach its informers: a Deployment labelled later, a Service deleted
    const label = await s.run(
      `kubectl patch deployment batch --type merge -p '{"metadata":{"labels":{"expose":"true"}}}'`,
    );
    expect(label.exitCode, label.stderr).toBe(0);
    expect((await s.run('kubectl delete service web')).exitCode).toBe(0);
    expect((await s.run('kubectl get services -o name')).stdout).toBe('service/kubernetes\nservice/web\n');
    const logs = (await s.run('oplab-manager logs')).stdout.replace(
      /^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d /gm,
      '',
    );
    expect(logs).toContain(
      'Deployment default/batch has no container port: nothing to expose\nCreated Service default/web for port 8080\n',
    );
    expect(logs).not.toContain('Shutting down workers');

    expect((await s.run('oplab-manager stop')).stdout).toBe('stopped\n');
    expect((await s.run('oplab-manager status')).stdout).toBe('not running\n');
  }, 300_000);
});
