// `oplab shell` in a real process: commands from stdin, the exercise's texts, hints and checks.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function oplabShell(args: string[], input: string) {
  const r = spawnSync(process.execPath, ['src/cli/oplab.ts', 'shell', ...args], {
    encoding: 'utf8',
    input,
    // 1.7 s on a quiet machine; a machine at load 30 took over 20 s.
    timeout: 90_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('oplab shell', { timeout: 200_000 }, () => {
  it('runs the gomod-proxy exercise from broken to fixed and reports the checks', () => {
    const r = oplabShell(
      ['--exercise', 'gomod-proxy'],
      [
        'go mod tidy',
        'hint',
        "sed -i '/GOPROXY/d' ~/.bashrc",
        'unset GOPROXY',
        'go env -w GOPROXY=https://goproxy.cn,direct',
        'go mod tidy',
        'check',
        'exit',
        '',
      ].join('\n'),
    );
    expect(r.stdout).toContain('go mod tidy when proxy.golang.org is unreachable');
    expect(r.stdout).toContain('user@oplab:~/memcached-operator$ go mod tidy\n');
    expect(r.stderr).toContain('dial tcp 172.217.160.81:443: i/o timeout');
    expect(r.stdout).toContain('hint 1/3: ');
    expect(r.stdout).toContain('PASS tidy-succeeds-in-new-terminal');
    expect(r.stdout).not.toContain('FAIL');
    expect(r.code).toBe(0);
  });

  it('switches network profiles, runs Go programs, and rejects bad arguments', () => {
    const r = oplabShell(
      ['--network', 'offline'],
      'oplab-network\ngo version\nmkdir hello && cd hello\nprintf \'package main\\nimport "fmt"\\nfunc main() { fmt.Println("hi", 6*7) }\\n\' > main.go\ngo run main.go\n',
    );
    expect(r.stdout).toContain('* offline');
    expect(r.stdout).toContain('go version go1.23.5 linux/amd64\n');
    expect(r.stdout).toContain('hi 42\n');
    const bad = oplabShell(['--network', 'mars'], '');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown network profile "mars"');
    const ex = oplabShell(['--exercise', 'nope'], '');
    expect(ex.code).toBe(2);
    expect(ex.stderr).toContain('unknown terminal exercise "nope"');
  });

  it('kubebuilder quick start: make generate writes the deepcopy file, so go vet passes', () => {
    // The CLI's shell once loaded only the toolchain's `run`: controller-gen object wrote nothing,
    // and the scaffolded API failed to compile (missing method DeepCopyObject).
    const r = oplabShell(
      ['--network', 'open'],
      [
        'mkdir demo && cd demo',
        'kubebuilder init --domain example.com --repo example.com/demo',
        'kubebuilder create api --group apps --version v1 --kind Guestbook --resource --controller',
        'ls api/v1',
        'go vet ./...',
        'echo "vet $?"',
        'exit',
        '',
      ].join('\n'),
    );
    // the Makefile's command lines, as make echoes them
    expect(r.stdout + r.stderr).toContain(
      '/home/user/demo/bin/controller-gen object:headerFile="hack/boilerplate.go.txt" paths="./..."',
    );
    expect(r.stdout).toContain('zz_generated.deepcopy.go\n');
    expect(r.stderr).not.toContain('missing method DeepCopyObject');
    expect(r.stdout).toContain('vet 0\n');
  });
});
