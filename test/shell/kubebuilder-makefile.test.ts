// The Makefile kubebuilder init writes is v3.12.0's ([SOURCE] kubernetes-sigs/kubebuilder v3.12.0:
// pkg/plugins/golang/v4/scaffolds/internal/templates/makefile.go; testdata/project-v4/Makefile):
// docker-build, docker-push, docker-buildx and undeploy are there, SHELL is bash with pipefail, the
// tool targets ask each tool its version. Its targets run through this terminal's make as through
// GNU make 4.3 on the same file: recipe lines split with a backslash (one tab dropped from the next
// line), echoed commands on stdout, a `$(shell …)`'s stderr passed on, bash's `line 1:` messages.
// Before: an older, shorter Makefile (no docker targets), and make wrote everything on stderr.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/shell/errors/index.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const work = mkdtempSync(join(tmpdir(), 'oplab-kbmake-'));
afterAll(() => removeScratch(work));

let makefile = '';
async function project(): Promise<ShellSession> {
  const s = await ShellSession.create({ files: {}, cwd: '/home/user' });
  await s.run(
    'mkdir p && cd p && kubebuilder init --domain x.io --repo example.com/p --fetch-deps=false > /dev/null 2>&1',
  );
  return s;
}
beforeAll(async () => {
  makefile = (await (await project()).readFile('/home/user/p/Makefile')) ?? '';
});

/** GNU make on the same Makefile in <tmp>/home/user/p (no docker, no tools in bin/). */
function real(line: string): string {
  const root = mkdtempSync(join(work, 'r-'));
  const dir = join(root, 'home/user/p');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'Makefile'), makefile);
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin',
      HOME: join(root, 'home/user'),
      GOTOOLCHAIN: 'local',
      GOPROXY: 'off',
    },
  });
  return r.stdout.replaceAll(root, '');
}

describe('the scaffolded Makefile', () => {
  it('is v3.12.0’s', () => {
    expect(
      makefile.startsWith(
        '\n# Image URL to use all building/pushing image targets\nIMG ?= controller:latest\n',
      ),
    ).toBe(true);
    expect(makefile).toContain('SHELL = /usr/bin/env bash -o pipefail\n.SHELLFLAGS = -ec\n');
    expect(makefile).toContain(
      '.PHONY: docker-build\ndocker-build: ## Build docker image with the manager.\n\t$(CONTAINER_TOOL) build -t $' +
        '{IMG} .\n',
    );
    expect(makefile).toContain(
      '$(CONTROLLER_GEN): $(LOCALBIN)\n\ttest -s $(LOCALBIN)/controller-gen && $(LOCALBIN)/controller-gen --version | grep -q $(CONTROLLER_TOOLS_VERSION) || \\\n\tGOBIN=$(LOCALBIN) go install sigs.k8s.io/controller-tools/cmd/controller-gen@$(CONTROLLER_TOOLS_VERSION)\n',
    );
  });

  it.skipIf(!existsSync('/usr/bin/make') || !existsSync('/usr/lib/go-1.23/bin/go'))(
    'runs as GNU make runs it',
    async () => {
      for (const line of [
        'make -n; echo "st $?"',
        'make -n kustomize; echo "st $?"',
        'make -n uninstall; echo "st $?"',
        'make -n deploy IMG=example.com/p:v1; echo "st $?"',
        'make -n test 2>/dev/null; echo "st $?"',
        'make -n test 2>&1 >/dev/null; echo "st $?"',
        // one pipe: the `$(shell …)`'s error where make met it, before the line it expands
        'make -n test 2>&1 | tail -3',
        'make docker-build; echo "st $?"',
        'make -n docker-buildx IMG=x; echo "st $?"',
        'make help | grep -c docker',
        'make -n run > plan; echo "st $?"; wc -l < plan',
        'make bogus; echo "st $?"',
      ]) {
        const s = await project();
        const sim = (await s.run(line)).chunks.map((c) => c.text).join('');
        expect({ line, out: sim }).toEqual({ line, out: real(line) });
      }
    },
    120_000,
  );
});

describe('the error reference', () => {
  it('quotes the recipe lines of this Makefile in make-recipe-failed', () => {
    // make names a failed recipe line by its number in the Makefile (the first of a backslash-joined one)
    const lines = makefile.split('\n');
    const run = lines.indexOf('\tgo run ./cmd/main.go') + 1;
    const controllerGen = lines.indexOf('$(CONTROLLER_GEN): $(LOCALBIN)') + 2;
    const entry = ERROR_CATALOGUE.find((e) => e.id === 'make-recipe-failed');
    expect(entry?.examples).toEqual([
      `make: *** [Makefile:${run}: run] Error 1`,
      `make: *** [Makefile:${controllerGen}: /home/user/memcached-operator/bin/controller-gen] Error 1`,
    ]);
    expect(entry?.message).toBe(`make: *** [Makefile:${run}: run] Error 1`);
  });
});

describe('the tools the Makefile installs', () => {
  it('say their versions as controller-tools and kustomize v5 do', async () => {
    const s = await project();
    await s.run('make controller-gen kustomize > /dev/null 2>&1');
    const say = async (line: string) => (await s.run(line)).chunks.map((c) => c.text).join('');
    expect(await say('bin/controller-gen --version')).toBe('Version: v0.13.0\n');
    expect(await say('bin/kustomize version')).toBe('v5.1.1\n');
    // installed, the file targets are up to date: remake.c's message for the phony goals
    expect(await say('make controller-gen kustomize')).toBe(
      "make: Nothing to be done for 'controller-gen'.\nmake: Nothing to be done for 'kustomize'.\n",
    );
  });
});
