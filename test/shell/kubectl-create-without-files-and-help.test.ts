// `kubectl create` without -f/-k, with stray words, and any command's -h/--help.
// [K8S] staging/src/k8s.io/kubectl/pkg/cmd/create/create.go (Run): without -f or -k it writes
// `Error: must specify one of -f and -k` and a blank line, then cmdutil.DefaultSubCommandRun:
// RequireNoArguments refuses the words all together (`error: unknown command "deploymnet web"` +
// `See 'kubectl create -h' for help and examples`; cobra hands create the words, as only a root
// command checks for unknown subcommands), or prints create's help; exit status 1 either way.
// With -f, ValidateArgs refuses words before any file is read (`Unexpected args: [foo]`).
// -h/--help prints the command's help and runs nothing; this terminal does not carry kubectl's help
// texts and says so. Before, `kubectl create` said `unknown command "" for "kubectl create"`, and
// `kubectl get pods -h` listed the pods.
import { describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

async function run(line: string) {
  const s = await ShellSession.create({ profile: 'open', cwd: '/home/user', files: {} });
  const r = await s.run(line);
  return { out: r.stdout, err: r.stderr, code: r.exitCode };
}

const HELP = (path: string, page: string) =>
  `oplab: the text of '${path} --help' is not included in this terminal; see https://kubernetes.io/docs/reference/kubectl/generated/${page}\n`;

describe('kubectl create without -f or -k', () => {
  it('alone: the missing -f/-k, then (in place of) create’s help, status 1', async () => {
    expect(await run('kubectl create')).toEqual({
      out: '',
      err: `Error: must specify one of -f and -k\n\n${HELP('kubectl create', 'kubectl_create/')}`,
      code: 1,
    });
  });

  it('with words that are no subcommand: all of them in one unknown command', async () => {
    expect(await run('kubectl create deploymnet web')).toEqual({
      out: '',
      err: `Error: must specify one of -f and -k\n\nerror: unknown command "deploymnet web"\nSee 'kubectl create -h' for help and examples\n`,
      code: 1,
    });
  });

  it('with -f and words: Unexpected args before the file is read', async () => {
    expect(await run('kubectl create foo bar -f missing.yaml')).toEqual({
      out: '',
      err: "error: Unexpected args: [foo bar]\nSee 'kubectl create -h' for help and examples\n",
      code: 1,
    });
  });
});

describe('kubectl -h and --help on a command', () => {
  it('run nothing and point to the command’s reference page', async () => {
    expect(await run('kubectl get pods -h')).toEqual({
      out: '',
      err: HELP('kubectl get', 'kubectl_get/'),
      code: 0,
    });
    expect(await run('kubectl create namespace team --help')).toEqual({
      out: '',
      err: HELP('kubectl create namespace', 'kubectl_create/kubectl_create_namespace/'),
      code: 0,
    });
    // nothing was created
    expect((await run('kubectl create namespace team --help; kubectl get ns team')).code).toBe(1);
  });
});
