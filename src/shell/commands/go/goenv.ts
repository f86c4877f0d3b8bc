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

/** envcmd/env.go checkEnvWrite: what `go env -w` and `-u` refuse outright. */
const READ_ONLY = new Set([
  'GOEXE',
  'GOGCCFLAGS',
  'GOHOSTARCH',
  'GOHOSTOS',
  'GOMOD',
  'GOWORK',
  'GOTOOLDIR',
  'GOVERSION',
]);
const OS_ONLY = new Set(['GOENV', 'GODEBUG']);

/**
 * internal/cfg KnownEnv (go1.23): the variables cfg.CanGetenv knows, so the ones `go env -w` accepts.
 * GOTELEMETRY is not one (`go telemetry off` sets it).
 */
const KNOWN_ENV = new Set(
  (
    'AR CC CGO_CFLAGS CGO_CFLAGS_ALLOW CGO_CFLAGS_DISALLOW CGO_CPPFLAGS CGO_CPPFLAGS_ALLOW ' +
    'CGO_CPPFLAGS_DISALLOW CGO_CXXFLAGS CGO_CXXFLAGS_ALLOW CGO_CXXFLAGS_DISALLOW CGO_ENABLED CGO_FFLAGS ' +
    'CGO_FFLAGS_ALLOW CGO_FFLAGS_DISALLOW CGO_LDFLAGS CGO_LDFLAGS_ALLOW CGO_LDFLAGS_DISALLOW CXX FC GCCGO ' +
    'GO111MODULE GO386 GOAMD64 GOARCH GOARM GOARM64 GOBIN GOCACHE GOCACHEPROG GOENV GOEXE GOEXPERIMENT ' +
    'GOFLAGS GOGCCFLAGS GOHOSTARCH GOHOSTOS GOINSECURE GOMIPS GOMIPS64 GOMODCACHE GONOPROXY GONOSUMDB GOOS ' +
    'GOPATH GOPPC64 GOPRIVATE GOPROXY GORISCV64 GOROOT GOSUMDB GOTMPDIR GOTOOLCHAIN GOTOOLDIR GOVCS GOWASM ' +
    'GOWORK GO_EXTLINK_ENABLED PKG_CONFIG'
  ).split(' '),
);

/** internal/platform distInfo (go1.23): the GOOS/GOARCH pairs work.CheckGOOSARCHPair accepts. */
const PLATFORMS = new Set(
  (
    'aix/ppc64 android/386 android/amd64 android/arm android/arm64 darwin/amd64 darwin/arm64 ' +
    'dragonfly/amd64 freebsd/386 freebsd/amd64 freebsd/arm freebsd/arm64 freebsd/riscv64 illumos/amd64 ' +
    'ios/amd64 ios/arm64 js/wasm linux/386 linux/amd64 linux/arm linux/arm64 linux/loong64 linux/mips ' +
    'linux/mips64 linux/mips64le linux/mipsle linux/ppc64 linux/ppc64le linux/riscv64 linux/s390x ' +
    'linux/sparc64 netbsd/386 netbsd/amd64 netbsd/arm netbsd/arm64 openbsd/386 openbsd/amd64 openbsd/arm ' +
    'openbsd/arm64 openbsd/mips64 openbsd/ppc64 openbsd/riscv64 plan9/386 plan9/amd64 plan9/arm ' +
    'solaris/amd64 wasip1/wasm windows/386 windows/amd64 windows/arm windows/arm64'
  ).split(' '),
);

/** internal/goexperiment's flags, and the regabi alias buildcfg.ParseGOEXPERIMENT adds. */
const EXPERIMENTS = new Set(
  (
    'fieldtrack preemptibleloops staticlockranking boringcrypto regabiwrappers regabiargs ' +
    'heapminimum512kib coverageredesign arenas cgocheck2 loopvar cacheprog newinliner rangefunc ' +
    'aliastypeparams regabi'
  ).split(' '),
);

/** buildcfg.ParseGOEXPERIMENT's error for a name it does not know ("nofoo" turns foo off). */
function experimentError(value: string): string | undefined {
  for (let f of value.split(',')) {
    if (f === '' || f === 'none') continue;
    if (f.startsWith('no')) f = f.slice(2);
    if (!EXPERIMENTS.has(f)) return `unknown GOEXPERIMENT ${f}`;
  }
  return undefined;
}

/** envcmd/env.go checkEnvWrite: whether KEY may be written with VALUE (or removed, with ''). */
function checkEnvWrite(key: string, value: string, known: (k: string) => boolean): string | undefined {
  if (READ_ONLY.has(key)) return `${key} cannot be modified`;
  if (OS_ONLY.has(key)) return `${key} can only be set using the OS environment`;
  if (!known(key)) return `unknown go command variable ${key}`;
  const abs = (v: string) => v.startsWith('/');
  switch (key) {
    case 'GO111MODULE':
      if (!['', 'auto', 'on', 'off'].includes(value)) return `invalid ${key} value ${JSON.stringify(value)}`;
      break;
    case 'GOPATH':
      if (value.startsWith('~'))
        return `GOPATH entry cannot start with shell metacharacter '~': ${JSON.stringify(value)}`;
      if (!abs(value) && value !== '')
        return `GOPATH entry is relative; must be absolute path: ${JSON.stringify(value)}`;
      break;
    case 'GOMODCACHE':
      if (!abs(value) && value !== '')
        return `GOMODCACHE entry is relative; must be absolute path: ${JSON.stringify(value)}`;
      break;
    case 'CC':
    case 'CXX': {
      if (value === '') break;
      // quoted.Split, for the unquoted case: the command is the first field
      const first = value.trim().split(/\s+/)[0] ?? '';
      if (first === '') return `${key} entry cannot contain only space`;
      if (!abs(first) && first.includes('/'))
        return `${key} entry is relative; must be absolute path: ${JSON.stringify(first)}`;
      break;
    }
  }
  if (value.includes('\0')) return `invalid NUL in ${key}=... value`;
  if (/[\v\r\n]/.test(value)) return `invalid newline in ${key}=... value`;
  return undefined;
}

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
  // cfg.Getenv: an empty OS variable is no setting (`GOPROXY= go get` uses go.env's proxy), then the
  // go env file over $GOROOT/go.env; EnvOrAndChanged's default for what is still empty
  const pick = (k: string, dflt: string): string =>
    ctx.osEnv[k] || (file.has(k) ? (file.get(k) ?? '') : (GOROOT_GO_ENV[k] ?? '')) || dflt;
  const gopath = pick('GOPATH', `${home}/go`);
  const goprivate = pick('GOPRIVATE', '');
  const config = ctx.osEnv.XDG_CONFIG_HOME || `${home}/.config`;
  const v: Record<string, string> = {
    GO111MODULE: pick('GO111MODULE', ''),
    GOARCH: pick('GOARCH', 'amd64'),
    GOBIN: pick('GOBIN', ''),
    GOCACHE: pick('GOCACHE', `${ctx.osEnv.XDG_CACHE_HOME || `${home}/.cache`}/go-build`),
    GOENV: envFilePath(ctx) ?? '', // cfg.EnvFile gives no file for GOENV=off
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

/**
 * The variables `go env -changed` lists: envcmd MkEnv's Changed, mostly cfg.EnvOrAndChanged (set, and
 * not the value $GOROOT/go.env or the built-in default gives); GO111MODULE other than on.
 */
/**
 * cfg.go CGOChanged: the default is go/build's (the OS environment's CGO_ENABLED, else on unless
 * cross-compiling); only a setting other than that default (from the go env file) is a change.
 */
function cgoChanged(ctx: GoEnvContext, env: Record<string, string>, setting: string): boolean {
  const os = ctx.osEnv.CGO_ENABLED;
  const native = env.GOOS === 'linux' && env.GOARCH === 'amd64';
  const dflt = !native ? '0' : os === '0' || os === '1' ? os : '1';
  const value = setting === '0' || setting === '1' ? setting : dflt;
  return value !== dflt;
}

async function changedVars(ctx: GoEnvContext, env: Record<string, string>): Promise<Set<string>> {
  const file = await readEnvFile(ctx);
  const getenv = (k: string): string => ctx.osEnv[k] || file.get(k) || GOROOT_GO_ENV[k] || '';
  const orChanged = (k: string, dflt: string): boolean => {
    const v = getenv(k);
    return v !== '' && v !== (GOROOT_GO_ENV[k] ?? dflt);
  };
  const gopath = ctx.osEnv.GOPATH || `${homeOf(ctx)}/go`;
  const goprivate = getenv('GOPRIVATE');
  const changed: Record<string, boolean> = {
    GO111MODULE: env.GO111MODULE !== 'on' && env.GO111MODULE !== '',
    GOARCH: env.GOARCH !== 'amd64',
    GOCACHE: getenv('GOCACHE') !== '',
    GOENV: (ctx.osEnv.GOENV ?? '') !== '' && ctx.osEnv.GOENV !== 'off',
    GOMODCACHE: orChanged('GOMODCACHE', `${env.GOPATH.split(':')[0]}/pkg/mod`),
    GONOPROXY: orChanged('GONOPROXY', goprivate),
    GONOSUMDB: orChanged('GONOSUMDB', goprivate),
    GOOS: env.GOOS !== 'linux',
    GOPATH: orChanged('GOPATH', gopath),
    GOPROXY: orChanged('GOPROXY', ''),
    GOSUMDB: orChanged('GOSUMDB', ''),
    GOTOOLCHAIN: orChanged('GOTOOLCHAIN', ''),
    GODEBUG: env.GODEBUG !== '',
    GCCGO: getenv('GCCGO') !== '',
    GOAMD64: orChanged('GOAMD64', 'v1'),
    AR: orChanged('AR', 'ar'),
    CC: getenv('CC') !== '',
    CXX: getenv('CXX') !== '',
    CGO_ENABLED: cgoChanged(ctx, env, getenv('CGO_ENABLED')),
    CGO_CPPFLAGS: env.CGO_CPPFLAGS !== '',
    PKG_CONFIG: env.PKG_CONFIG !== 'pkg-config',
    CGO_CFLAGS: env.CGO_CFLAGS !== '-O2 -g',
    CGO_CXXFLAGS: env.CGO_CXXFLAGS !== '-O2 -g',
    CGO_FFLAGS: env.CGO_FFLAGS !== '-O2 -g',
  };
  for (const k of ['GOBIN', 'GOEXPERIMENT', 'GOFLAGS', 'GOINSECURE', 'GOPRIVATE', 'GOTMPDIR', 'GOVCS'])
    changed[k] = env[k] !== '';
  return new Set(Object.keys(changed).filter((k) => changed[k]));
}

const ENV_USAGE = "usage: go env [-json] [-changed] [-u] [-w] [var ...]\nRun 'go help env' for details.";

/** `go env [-json] [-w KEY=VALUE...] [-u KEY...] [KEY...]` (cmd/go/internal/envcmd/env.go runEnv). */
export async function goEnvCommand(args: string[], ctx: GoEnvContext): Promise<EnvCmdResult> {
  const ok = (stdout: string, stderr = ''): EnvCmdResult => ({ stdout, stderr, exitCode: 0 });
  const fail = (msg: string, code = 1, before = ''): EnvCmdResult => ({
    stdout: '',
    stderr: `${before}${msg}\n`,
    exitCode: code,
  });
  let json = false;
  let onlyChanged = false;
  let w = false;
  let u = false;
  let i = 0;
  // the flag package: flags until the first argument that is not one, or `--`
  for (; i < args.length; i++) {
    const a = args[i];
    if (a === '--') {
      i++;
      break;
    }
    if (!a.startsWith('-') || a === '-') break;
    const body = a.replace(/^--?/, '');
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    // every flag of go env is a bool: -json, -changed, -u, -w, and -n and -x (base.AddBuildFlagsNX),
    // which print the commands of the cgo probes a full listing runs (not simulated)
    if (!['json', 'changed', 'w', 'u', 'n', 'x'].includes(name))
      return fail(`flag provided but not defined: -${name}\n${ENV_USAGE}`, 2);
    const v = eq < 0 ? 'true' : body.slice(eq + 1);
    const on = /^(1|t|T|true|TRUE|True)$/.test(v);
    if (!on && !/^(0|f|F|false|FALSE|False)$/.test(v))
      return fail(`invalid boolean value ${JSON.stringify(v)} for -${name}: parse error\n${ENV_USAGE}`, 2);
    if (name === 'json') json = on;
    else if (name === 'changed') onlyChanged = on;
    else if (name === 'w') w = on;
    else if (name === 'u') u = on;
  }
  const rest = args.slice(i);
  // runEnv checks the combinations in this order
  if (json && u) return fail('go: cannot use -json with -u');
  if (json && w) return fail('go: cannot use -json with -w');
  if (u && w) return fail('go: cannot use -u with -w');
  const mode = w ? 'w' : u ? 'u' : 'read';
  if (mode === 'w' || mode === 'u') {
    if (rest.length === 0)
      return fail(mode === 'w' ? 'go: no KEY=VALUE arguments given' : "go: 'go env -u' requires an argument");
    const file = await readEnvFile(ctx);
    // cfg.CanGetenv: a variable the env file already sets is taken as known
    const known = (k: string) => KNOWN_ENV.has(k) || file.has(k) || k in GOROOT_GO_ENV;
    let warnings = '';
    const add = new Map<string, string>();
    const del = new Set<string>();
    for (const a of rest) {
      const eq = a.indexOf('=');
      if (mode === 'w' && eq < 0)
        return fail(`go: arguments must be KEY=VALUE: invalid argument: ${a}`, 1, warnings);
      const key = mode === 'w' ? a.slice(0, eq) : a;
      const value = mode === 'w' ? a.slice(eq + 1) : '';
      const refused = checkEnvWrite(key, value, known);
      if (refused !== undefined) return fail(`go: ${refused}`, 1, warnings);
      if (mode === 'u') {
        del.add(key);
        continue;
      }
      if (add.has(key)) return fail(`go: multiple values for key: ${key}`, 1, warnings);
      add.set(key, value);
      const os = ctx.osEnv[key] ?? '';
      if (os !== '' && os !== value)
        warnings += `warning: go env -w ${key}=... does not override conflicting OS environment variable\n`;
    }
    // checkBuildConfig: the configuration after the change must still be one go can build for
    const env = await resolveGoEnv(ctx);
    const after = (k: string, dflt: string): [string, boolean] => {
      if (add.has(k)) return [add.get(k) ?? '', true];
      if (del.has(k)) return [ctx.osEnv[k] || dflt, true];
      return [env[k], false];
    };
    const [goos, osChanged] = after('GOOS', 'linux');
    const [goarch, archChanged] = after('GOARCH', 'amd64');
    if ((osChanged || archChanged) && !PLATFORMS.has(`${goos}/${goarch}`))
      return fail(`go: unsupported GOOS/GOARCH pair ${goos}/${goarch}`, 1, warnings);
    const [experiment, expChanged] = after('GOEXPERIMENT', '');
    const badExperiment = expChanged ? experimentError(experiment) : undefined;
    if (badExperiment !== undefined) return fail(`go: ${badExperiment}`, 1, warnings);
    const tmp = add.get('GOTMPDIR');
    if (tmp !== undefined && tmp !== '' && !tmp.startsWith('/'))
      return fail('go: GOTMPDIR must be an absolute path', 1, warnings);
    // envcmd/env.go updateEnvFile: -u reads the file it rewrites, which must exist ([CAPTURED]
    // go1.23.5 `go env -u GOPROXY` with no env file: `go: reading go env config: open …/go/env: no
    // such file or directory`, status 1)
    const path = envFilePath(ctx);
    if (mode === 'u' && path !== undefined && !(await ctx.fs.exists(path)))
      return fail(`go: reading go env config: open ${path}: no such file or directory`, 1, warnings);
    // [CAPTURED] go1.23.5 with GOENV=off writes (and exits 0) to the default file all the same
    const target = envFilePath(ctx) ? ctx : { ...ctx, osEnv: { ...ctx.osEnv, GOENV: '' } };
    const current = target === ctx ? file : await readEnvFile(target);
    for (const [k, v] of add) current.set(k, v);
    for (const k of del) current.delete(k);
    await writeEnvFile(target, current);
    return ok('', warnings);
  }
  for (const a of rest)
    if (a.includes('='))
      return fail(`go: invalid variable name ${JSON.stringify(a)} (use -w to set variable)`);
  const env = await resolveGoEnv(ctx);
  if (onlyChanged) {
    const changed = await changedVars(ctx, env);
    // named variables are kept in the order given, as far as they changed
    const names = (rest.length === 0 ? [...GO_ENV_ORDER] : rest).filter((k) => changed.has(k));
    if (json) {
      const body = [...names].sort().map((k) => `\t${JSON.stringify(k)}: ${JSON.stringify(env[k] ?? '')}`);
      return ok(body.length === 0 ? '{}\n' : `{\n${body.join(',\n')}\n}\n`);
    }
    return ok(names.map((k) => `${k}=${shellQuote(env[k])}\n`).join(''));
  }
  if (rest.length === 0) {
    if (json) return ok(jsonEnv(env, [...GO_ENV_ORDER]));
    return ok(GO_ENV_ORDER.map((k) => `${k}=${shellQuote(env[k])}\n`).join(''));
  }
  if (json) return ok(jsonEnv(env, rest));
  // Unknown names print an empty line, as the real go env does.
  return ok(rest.map((k) => `${env[k] ?? ''}\n`).join(''));
}
