import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/cli/version.ts';

// Runs the CLI the way a user does: a separate process on the same Node that runs the tests
// (the pinned Node 22 from node_modules when started through npm scripts).
function oplab(...args: string[]) {
  const r = spawnSync(process.execPath, ['src/cli/oplab.ts', ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('oplab CLI', () => {
  it('prints usage with --help and exits 0', () => {
    const r = oplab('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage:');
    expect(r.stdout).toContain('oplab <command> [arguments]');
    expect(r.stderr).toBe('');
    // Every summary starts in one column, which the longest usage does not push past 64: that
    // one's summary goes on the next line.
    const commands = r.stdout.slice(r.stdout.indexOf('Commands:\n') + 10, r.stdout.indexOf('\n\nOptions:'));
    const summaryColumn = (l: string) =>
      /^ {3,}/.test(l) ? l.search(/\S/) : (/^ {2}\S.*?\S {2,}(?=\S)/.exec(l)?.[0].length ?? -1);
    const starts = new Set(commands.split('\n').map(summaryColumn));
    expect([...starts].filter((c) => c > 0).length).toBe(1);
    expect(Math.max(...starts)).toBeLessThanOrEqual(64);
  });

  it('prints the package version', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
    const r = oplab('--version');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`oplab ${pkg.version}\n`);
  });

  it('names an unknown command and exits 2', () => {
    const r = oplab('frobnicate');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('oplab: unknown command "frobnicate"\nRun \'oplab --help\' for usage.\n');
  });

  it('names an unknown option and exits 2', () => {
    const r = oplab('--frob');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('oplab: unknown option --frob');
  });

  it('without arguments prints usage and exits 2 (like go with no command)', () => {
    const r = oplab();
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('Usage:');
  });
});

describe('oplab exercises', () => {
  it('lists every exercise folder as JSON with both locales and a lesson link', () => {
    const r = oplab('exercises', '--json');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const list = JSON.parse(r.stdout) as {
      id: string;
      kind: string;
      title: { en: string; 'zh-cn': string };
      lesson: string;
    }[];
    const ids = list.map((e) => e.id);
    for (const id of [
      'scope-get',
      'scope-list',
      'scope-cluster',
      'scope-cache',
      'status-subresource',
      'status-conflict',
      'status-conditions',
      'webhook-validate',
      'rbac-markers',
      'capstone',
      'gomod-proxy',
    ])
      expect(ids).toContain(id);
    expect([...ids].sort()).toEqual(ids);
    for (const e of list) {
      expect(e.title.en.length).toBeGreaterThan(0);
      expect(e.title['zh-cn'].length).toBeGreaterThan(0);
      expect(e.lesson).toMatch(/^\/lessons\/[a-z-]+\//);
    }
    expect(list.find((e) => e.id === 'gomod-proxy')?.kind).toBe('terminal');
  });

  it('rejects an unknown argument with exit status 2', () => {
    const r = oplab('exercises', '--yaml');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('oplab exercises: unknown argument --yaml');
  });
});

describe('the installed oplab bin (what npx runs)', () => {
  it('is linked into node_modules/.bin from the CLI workspace, not from the root package', () => {
    // A root-package bin sends `npx oplab` through npm's slow self-install path (see packages/cli/oplab.js).
    const root = JSON.parse(readFileSync('package.json', 'utf8')) as { bin?: unknown; workspaces?: string[] };
    expect(root.bin).toBeUndefined();
    expect(root.workspaces).toContain('packages/cli');
    const cli = JSON.parse(readFileSync('packages/cli/package.json', 'utf8')) as {
      bin: Record<string, string>;
    };
    expect(cli.bin.oplab).toBe('oplab.js');
    const r = spawnSync('node_modules/.bin/oplab', ['--version'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^oplab \d+\.\d+\.\d+\n$/);
  });

  it('passes arguments and the exit status through', () => {
    const r = spawnSync(process.execPath, ['packages/cli/oplab.js', 'frobnicate'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('oplab: unknown command "frobnicate"');
  });
});
