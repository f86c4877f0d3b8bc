// setup-envtest (sigs.k8s.io/controller-runtime/tools/setup-envtest at the pseudo-version the
// scaffold's `go install …@latest` resolves to, 479b723944e3): `use` as the Makefile calls it
// (`use 1.28.0 --bin-dir bin -p path`). The store is `<bin-dir>/k8s/<version>-<os>-<arch>` holding
// etcd, kube-apiserver and kubectl ([CR] tools/setup-envtest/store/store.go); what is printed
// follows env/env.go PrintInfo (`-p path`: the bare path, no newline). Logging is at warn level,
// so a download prints nothing.
import type { ResolvedCommandContext } from 'just-bash';

const BINARIES = ['etcd', 'kube-apiserver', 'kubectl'];

type Result = { stdout: string; stderr: string; exitCode: number };

export async function setupEnvtest(args: string[], ctx: ResolvedCommandContext): Promise<Result> {
  const env = ctx.exportedEnv ?? {};
  let binDir = '';
  let print = 'overview';
  let installedOnly = false;
  let os = 'linux';
  let arch = 'amd64';
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const m = /^--?([a-z-]+)(?:=(.*))?$/.exec(args[i]);
    if (m === null) {
      positional.push(args[i]);
      continue;
    }
    const value = () => m[2] ?? args[++i] ?? '';
    switch (m[1]) {
      case 'bin-dir':
        binDir = value();
        break;
      case 'p':
      case 'print':
        print = value();
        break;
      case 'i':
      case 'installed-only':
        installedOnly = m[2] !== 'false';
        break;
      case 'os':
        os = value();
        break;
      case 'arch':
        arch = value();
        break;
      default:
        if (m[2] === undefined && !['force', 'verify', 'use-env'].includes(m[1])) i++;
    }
  }
  if (!['overview', 'path', 'env'].includes(print))
    return { stdout: '', stderr: `invalid argument "${print}" for "-p, --print" flag\n`, exitCode: 2 };
  const [action = '', version = ''] = positional;
  if (positional.length < 1 || positional.length > 2)
    return {
      stdout: '',
      stderr: 'please specify a command to use, and optionally a version selector\n',
      exitCode: 2,
    };
  if (action !== 'use')
    return {
      stdout: '',
      stderr: `oplab: setup-envtest ${action} is not simulated (only use)\n`,
      exitCode: 2,
    };
  if (!/^\d+\.\d+\.\d+$/.test(version))
    return {
      stdout: '',
      stderr: `oplab: setup-envtest use ${version || 'latest'}: only a concrete version (1.28.0) is simulated\n`,
      exitCode: 2,
    };
  // store.DefaultStoreDir: $XDG_DATA_HOME (else ~/.local/share) + kubebuilder-envtest
  if (binDir === '')
    binDir = `${env.XDG_DATA_HOME || `${env.HOME || '/home/user'}/.local/share`}/kubebuilder-envtest`;
  const abs = binDir.startsWith('/') ? binDir : `${ctx.cwd}/${binDir}`;
  const rel = `k8s/${version}-${os}-${arch}`;
  const dir = `${abs}/${rel}`;
  const path = `${binDir.replace(/\/+$/, '')}/${rel}`;
  if (!(await ctx.fs.exists(`${dir}/kube-apiserver`))) {
    if (installedOnly)
      return {
        stdout: '',
        stderr: `no such version (${version}) exists on disk for this architecture (${os}/${arch}) -- try running \`list -i\` to see what's on disk\n`,
        exitCode: 2,
      };
    await ctx.fs.mkdir(dir, { recursive: true });
    for (const b of BINARIES) {
      await ctx.fs.writeFile(
        `${dir}/${b}`,
        `#!/bin/sh\necho "${b}: a binary envtest starts; oplab's simulated control plane stands in for it" >&2\nexit 1\n`,
      );
      await ctx.fs.chmod(`${dir}/${b}`, 0o755);
    }
  }
  if (print === 'path') return { stdout: path, stderr: '', exitCode: 0 };
  if (print === 'env') return { stdout: `export KUBEBUILDER_ASSETS='${path}'\n`, stderr: '', exitCode: 0 };
  return {
    stdout: `Version: ${version}\nOS/Arch: ${os}/${arch}\nPath: ${path}\n`,
    stderr: '',
    exitCode: 0,
  };
}
