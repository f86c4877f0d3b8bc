// go run [build flags] [package or files] [arguments...] (go help run): the build flags come before
// the package, and everything after it is the program's, flags included. A plain program goes to the
// Go toolchain, a client-go one to the laptop's local run; both get the same arguments.
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';

const PLAIN =
  'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc main() { fmt.Printf("%q\\n", os.Args[1:]) }\n';
const KUBE =
  'package main\n\nimport (\n\t"fmt"\n\t"os"\n\n\t_ "k8s.io/client-go/kubernetes"\n)\n\nfunc main() { fmt.Printf("%q\\n", os.Args[1:]) }\n';

describe('go run passes what follows the package to the program', () => {
  it('a plain program and a client-go program alike, after build flags with values', async () => {
    const s = await ShellSession.create({
      profile: 'open',
      cwd: '/home/user/p',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/p/go.mod': 'module example.com/p\n\ngo 1.23\n',
        '/home/user/p/main.go': PLAIN,
        '/home/user/k/go.mod': 'module example.com/k\n\ngo 1.23\n\nrequire k8s.io/client-go v0.28.0\n',
        '/home/user/k/main.go': KUBE,
      },
    });
    expect((await s.run('go run . -n 3 --name=x rest')).stdout).toBe('["-n" "3" "--name=x" "rest"]\n');
    expect((await s.run('go run -tags dev main.go -v')).stdout).toBe('["-v"]\n');
    expect((await s.run('cd ../k && go mod tidy')).exitCode).toBe(0);
    const k = await s.run('go run -tags dev . --kubeconfig x -v');
    expect(k.stdout).toBe('["--kubeconfig" "x" "-v"]\n');
    expect(k.exitCode).toBe(0);
  }, 300_000);

  it('outside a module, only the .go files right after the flags are compiled; later ones are arguments', async () => {
    const s = await ShellSession.create({
      profile: 'open',
      cwd: '/home/user/loose',
      goToolchain: srcGoToolchain,
      files: { '/home/user/loose/main.go': PLAIN },
    });
    // in.go does not exist: go run must not try to compile it (it is the program's argument)
    const r = await s.run('go run main.go -in in.go out.go');
    expect(r.stdout).toBe('["-in" "in.go" "out.go"]\n');
    expect(r.exitCode).toBe(0);
    // a second leading .go file is a file to compile, and a missing one is go's stat error
    const missing = await s.run('go run main.go other.go');
    expect(missing.stderr).toContain('other.go');
    expect(missing.exitCode).toBe(1);
  }, 300_000);
});
