// The go command's configuration: OS environment, then the go env file written by `go env -w`,
// then $GOROOT/go.env, then computed defaults (cmd/go/internal/cfg). Texts are TOOLCHAIN.md A3.3
// [CAPTURED] and the real go1.23.5 (`go env` listing order: cmd/go/internal/envcmd MkEnv).
import type { IFileSystem } from 'just-bash';

export interface GoEnvContext {
  fs: IFileSystem;
  osEnv: Record<string, string>;
  cwd: string;
  goVersion: string;
  /** Absolute path of the main module's go.mod, or undefined. */
  goModPath?: string;
}

export const GOROOT = '/usr/local/go';

/** [SOURCE] $GOROOT/go.env, identical in go1.21/1.23 (TOOLCHAIN.md A3.3). */
const GOROOT_GO_ENV: Record<string, string> = {
  GOPROXY: 'https://proxy.golang.org,direct',
  GOSUMDB: 'sum.golang.org',
  GOTOOLCHAIN: 'auto',
};

/** The variables of `go env` in go1.23.5's order (captured from the real binary). */
export const GO_ENV_ORDER = [
  'GO111MODULE',
  'GOARCH',
  'GOBIN',
  'GOCACHE',
  'GOENV',
  'GOEXE',
  'GOEXPERIMENT',
  'GOFLAGS',
  'GOHOSTARCH',
  'GOHOSTOS',
  'GOINSECURE',
  'GOMODCACHE',
  'GONOPROXY',
  'GONOSUMDB',
  'GOOS',
  'GOPATH',
  'GOPRIVATE',
  'GOPROXY',
  'GOROOT',
  'GOSUMDB',
  'GOTMPDIR',
  'GOTOOLCHAIN',
  'GOTOOLDIR',
  'GOVCS',
  'GOVERSION',
  'GODEBUG',
  'GOTELEMETRY',
  'GOTELEMETRYDIR',
  'GCCGO',
  'GOAMD64',
  'AR',
  'CC',
  'CXX',
  'CGO_ENABLED',
  'GOMOD',
  'GOWORK',
  'CGO_CFLAGS',
  'CGO_CPPFLAGS',
  'CGO_CXXFLAGS',
  'CGO_FFLAGS',
  'CGO_LDFLAGS',
  'PKG_CONFIG',
  'GOGCCFLAGS',
] as const;

/** Variables `go env -w` refuses (cfg.CanGetenv / "can only be set using the OS environment"). */
const OS_ONLY = new Set([
  'GOENV',
  'GOVERSION',
  'GOMOD',
  'GOEXE',
  'GOGCCFLAGS',
  'GOHOSTARCH',
  'GOHOSTOS',
  'GOTOOLDIR',
]);

export function homeOf(ctx: GoEnvContext): string {
  return ctx.osEnv.HOME || '/home/user';
}

/** os.UserConfigDir()/go/env on Linux (TOOLCHAIN.md A3.3), or $GOENV. "off" disables it. */
export function envFilePath(ctx: GoEnvContext): string | undefined {
  const explicit = ctx.osEnv.GOENV;
  if (explicit === 'off') return undefined;
  if (explicit) return explicit;
  const config = ctx.osEnv.XDG_CONFIG_HOME || `${homeOf(ctx)}/.config`;
  return `${config}/go/env`;
}

export async function readEnvFile(ctx: GoEnvContext): Promise<Map<string, string>> {
  const vars = new Map<string, string>();
  const file = envFilePath(ctx);
  if (!file || !(await ctx.fs.exists(file))) return vars;
  for (const line of (await ctx.fs.readFile(file)).split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0) vars.set(line.slice(0, eq), line.slice(eq + 1));
  }
  return vars;
}

async function writeEnvFile(ctx: GoEnvContext, vars: Map<string, string>): Promise<void> {
  const file = envFilePath(ctx);
  if (!file) return;
  const dir = file.slice(0, file.lastIndexOf('/'));
  await ctx.fs.mkdir(dir, { recursive: true });
  const keys = [...vars.keys()].sort(); // "keys are written sorted" (TOOLCHAIN.md A3.3)
  await ctx.fs.writeFile(file, keys.map((k) => `${k}=${vars.get(k)}\n`).join(''));
}

/** The effective value of every go variable. */
export async function resolveGoEnv(ctx: GoEnvContext): Promise<Record<string, string>> {
  const file = await readEnvFile(ctx);
  const home = homeOf(ctx);
  const pick = (k: string, dflt: string): string => ctx.osEnv[k] ?? file.get(k) ?? GOROOT_GO_ENV[k] ?? dflt;
  const gopath = pick('GOPATH', `${home}/go`);
  const goprivate = pick('GOPRIVATE', '');
  const config = ctx.osEnv.XDG_CONFIG_HOME || `${home}/.config`;
  const v: Record<string, string> = {
    GO111MODULE: pick('GO111MODULE', ''),
    GOARCH: pick('GOARCH', 'amd64'),
    GOBIN: pick('GOBIN', ''),
    GOCACHE: pick('GOCACHE', `${ctx.osEnv.XDG_CACHE_HOME || `${home}/.cache`}/go-build`),
    GOENV: envFilePath(ctx) ?? 'off',
    GOEXE: '',
    GOEXPERIMENT: pick('GOEXPERIMENT', ''),
    GOFLAGS: pick('GOFLAGS', ''),
    GOHOSTARCH: 'amd64',
    GOHOSTOS: 'linux',
    GOINSECURE: pick('GOINSECURE', ''),
    GOMODCACHE: pick('GOMODCACHE', `${gopath.split(':')[0]}/pkg/mod`),
    // "If GONOPROXY [GONOSUMDB] is not set, it defaults to GOPRIVATE" (go.dev/ref/mod).
    GONOPROXY: pick('GONOPROXY', goprivate),
    GONOSUMDB: pick('GONOSUMDB', goprivate),
    GOOS: pick('GOOS', 'linux'),
    GOPATH: gopath,
    GOPRIVATE: goprivate,
    GOPROXY: pick('GOPROXY', ''),
    GOROOT,
    GOSUMDB: pick('GOSUMDB', ''),
    GOTMPDIR: pick('GOTMPDIR', ''),
    GOTOOLCHAIN: pick('GOTOOLCHAIN', ''),
    GOTOOLDIR: `${GOROOT}/pkg/tool/linux_amd64`,
    GOVCS: pick('GOVCS', ''),
    GOVERSION: `go${ctx.goVersion}`,
    GODEBUG: pick('GODEBUG', ''),
    GOTELEMETRY: 'local',
    GOTELEMETRYDIR: `${config}/go/telemetry`,
    GCCGO: pick('GCCGO', 'gccgo'),
    GOAMD64: pick('GOAMD64', 'v1'),
    AR: pick('AR', 'ar'),
    CC: pick('CC', 'gcc'),
    CXX: pick('CXX', 'g++'),
    CGO_ENABLED: pick('CGO_ENABLED', '1'),
    GOMOD: ctx.goModPath ?? '/dev/null',
    GOWORK: '',
    CGO_CFLAGS: pick('CGO_CFLAGS', '-O2 -g'),
    CGO_CPPFLAGS: pick('CGO_CPPFLAGS', ''),
    CGO_CXXFLAGS: pick('CGO_CXXFLAGS', '-O2 -g'),
    CGO_FFLAGS: pick('CGO_FFLAGS', '-O2 -g'),
    CGO_LDFLAGS: pick('CGO_LDFLAGS', '-O2 -g'),
    PKG_CONFIG: pick('PKG_CONFIG', 'pkg-config'),
    GOGCCFLAGS:
      '-fPIC -m64 -pthread -Wl,--no-gc-sections -fmessage-length=0 -ffile-prefix-map=/tmp/go-build1535563420=/tmp/go-build -gno-record-gcc-switches',
  };
  return v;
}

export interface EnvCmdResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

function jsonEnv(env: Record<string, string>, keys: string[]): string {
  const sorted = [...keys].sort();
  const body = sorted.map((k) => `\t${JSON.stringify(k)}: ${JSON.stringify(env[k] ?? '')}`).join(',\n');
  return `{\n${body}\n}\n`;
}

/** `go env [-json] [-w KEY=VALUE...] [-u KEY...] [KEY...]`. */
export async function goEnvCommand(args: string[], ctx: GoEnvContext): Promise<EnvCmdResult> {
  const ok = (stdout: string, stderr = ''): EnvCmdResult => ({ stdout, stderr, exitCode: 0 });
  const fail = (msg: string, code = 1): EnvCmdResult => ({ stdout: '', stderr: `${msg}\n`, exitCode: code });
  let json = false;
  let mode: 'read' | 'w' | 'u' = 'read';
  const rest: string[] = [];
  for (const a of args) {
    if (a === '-json') json = true;
    else if (a === '-w') mode = 'w';
    else if (a === '-u') mode = 'u';
    else if (a.startsWith('-') && rest.length === 0) {
      return fail(
        `flag provided but not defined: ${a}\nusage: go env [-json] [-changed] [-u] [-w] [var ...]\nRun 'go help env' for details.`,
        2,
      );
    } else rest.push(a);
  }
  const known = new Set<string>(GO_ENV_ORDER);
  if (mode === 'w' || mode === 'u') {
    if (rest.length === 0) return fail(`go: no KEY=VALUE arguments given`, 2);
    const file = await readEnvFile(ctx);
    let stderr = '';
    for (const a of rest) {
      const eq = a.indexOf('=');
      if (mode === 'w' && eq < 0) return fail(`go: arguments must be KEY=VALUE: invalid argument: ${a}`);
      const key = mode === 'w' ? a.slice(0, eq) : a;
      const value = mode === 'w' ? a.slice(eq + 1) : '';
      if (!known.has(key)) return fail(`go: unknown go command variable ${key}`);
      if (OS_ONLY.has(key)) return fail(`go: ${key} can only be set using the OS environment`);
      if (mode === 'w') {
        const os = ctx.osEnv[key];
        if (os !== undefined && os !== value) {
          stderr += `warning: go env -w ${key}=... does not override conflicting OS environment variable\n`;
        }
        file.set(key, value);
      } else file.delete(key);
    }
    if (!envFilePath(ctx)) return fail('go: GOENV=off');
    await writeEnvFile(ctx, file);
    return ok('', stderr);
  }
  const env = await resolveGoEnv(ctx);
  if (rest.length === 0) {
    if (json) return ok(jsonEnv(env, [...GO_ENV_ORDER]));
    return ok(GO_ENV_ORDER.map((k) => `${k}=${shellQuote(env[k])}\n`).join(''));
  }
  if (json) return ok(jsonEnv(env, rest));
  // Unknown names print an empty line, as the real go env does.
  return ok(rest.map((k) => `${env[k] ?? ''}\n`).join(''));
}
