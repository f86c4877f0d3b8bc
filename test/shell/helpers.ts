// Shared set-up for the shell tests: a terminal with a small module project, and a runner that
// returns what the terminal shows (stdout then stderr).
import { type ShellOptions, ShellSession } from '../../src/shell/session.ts';

export const PROJECT = '/home/user/memcached-operator';

/** The test module of TOOLCHAIN.md A2: imports k8s.io/api/core/v1 and controller-runtime's client. */
export const MAIN_GO = `package main

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	var c client.Client
	fmt.Println(corev1.PodRunning, c)
}
`;

export const GO_MOD_NO_REQUIRES = 'module example.com/memcached-operator\n\ngo 1.20\n';

export const GO_MOD_WITH_REQUIRES =
  'module example.com/memcached-operator\n\ngo 1.20\n\nrequire (\n\tk8s.io/api v0.28.0\n\tsigs.k8s.io/controller-runtime v0.16.0\n)\n';

export function project(goMod: string, extra: Record<string, string> = {}): Record<string, string> {
  const files: Record<string, string> = { [`${PROJECT}/go.mod`]: goMod, [`${PROJECT}/main.go`]: MAIN_GO };
  for (const [k, v] of Object.entries(extra)) files[k.startsWith('/') ? k : `${PROJECT}/${k}`] = v;
  return files;
}

export interface Term {
  session: ShellSession;
  run(line: string): Promise<{ out: string; screen: string; code: number; ms: number }>;
}

export async function terminal(opts: ShellOptions): Promise<Term> {
  const session = await ShellSession.create({ cwd: PROJECT, ...opts });
  return {
    session,
    async run(line: string) {
      const r = await session.run(line);
      const screen = r.chunks.map((c) => c.text).join('');
      return { out: r.stdout + r.stderr, screen, code: r.exitCode, ms: r.elapsedMs };
    },
  };
}

/** The lines of `doc` appear in `out` in the same order (other lines may come between). */
export function containsInOrder(out: string, doc: string[]): boolean {
  let at = 0;
  for (const line of doc) {
    const i = out.indexOf(line, at);
    if (i < 0) return false;
    at = i + line.length;
  }
  return true;
}
