// `go mod init` and `go mod edit` (the flags the lessons use).

import { renderGoCmdError } from '../../../go/build/mod/errors.ts';
import { formatModFile, type ModFile, readModFile } from '../../../go/build/mod/modfile.ts';
import { parseFlags } from './flags.ts';
import { fail, findModRoot, type GoRun, loadMainModule, writeModFiles } from './run.ts';

export async function goModInit(run: GoRun, argv: string[]): Promise<void> {
  // modcmd/init.go: no flags of its own; more than one argument is refused before anything else
  const args = parseFlags(run, argv, {}, 'go mod init [module-path]', 'mod init').args;
  if (args.length > 1) fail(run, "go: 'go mod init' accepts at most one argument");
  const path = args[0];
  const existing = await findModRoot(run.fs, run.cwd);
  if (existing === run.cwd) fail(run, `go: ${run.cwd === '/' ? '' : run.cwd}/go.mod already exists`);
  if (!path) {
    fail(
      run,
      `go: cannot determine module path for source directory ${run.cwd} (outside GOPATH, module path must be specified)

Example usage:
	'go mod init example.com/m' to initialize a v0 or v1 module
	'go mod init example.com/m/v2' to initialize a v2 module

Run 'go help mod init' for more information.`,
    );
  }
  run.stderr.push(`go: creating new go.mod: module ${path}\n`);
  // A new go.mod records the running Go version ([CAPTURED] go1.23.5 writes `go 1.23.5`).
  await run.fs.writeFile(
    `${run.cwd === '/' ? '' : run.cwd}/go.mod`,
    `module ${path}\n\ngo ${run.goVersion}\n`,
  );
  const names = await run.fs.readdir(run.cwd);
  if (names.some((n) => n.endsWith('.go')))
    run.stderr.push('go: to add module requirements and sums:\n\tgo mod tidy\n');
}

const EDIT_USAGE = 'go mod edit [editing flags] [-fmt|-print|-json] [go.mod]';
const EDIT_FLAGS = new Set([
  'fmt',
  'print',
  'json',
  'module',
  'go',
  'toolchain',
  'require',
  'droprequire',
  'exclude',
  'dropexclude',
  'replace',
  'dropreplace',
  'retract',
  'dropretract',
  'godebug',
  'dropgodebug',
]);
const BOOL_FLAGS = new Set(['fmt', 'print', 'json']);
/** modfile.GoVersionRE and ToolchainRE (golang.org/x/mod/modfile/rule.go). */
const GO_VERSION_RE = /^([1-9][0-9]*)\.(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*))?([a-z]+[0-9]+)?$/;
const TOOLCHAIN_RE = /^default$|^go1($|\.)/;
/** modfile.IsDirectoryPath: a local directory, not a module path. */
const isDirectoryPath = (p: string) =>
  p === '.' || p === '..' || p.startsWith('./') || p.startsWith('../') || p.startsWith('/');

/**
 * `go mod edit` (cmd/go/internal/modcmd/edit.go): the edits in command-line order, then -print,
 * -json or the rewritten file. The file is written in tidy's layout (modfile.ts), not edited in
 * place as x/mod's syntax tree would be.
 */
export async function goModEdit(run: GoRun, args: string[]): Promise<void> {
  const usage = (msg: string): never =>
    fail(run, `${msg}\nusage: ${EDIT_USAGE}\nRun 'go help mod edit' for details.`, 2);
  const flags: Array<[string, string]> = [];
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('-') || a === '-') break;
    if (a === '--') {
      i++;
      break;
    }
    const body = a.replace(/^--?/, '');
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    if (!EDIT_FLAGS.has(name)) usage(`flag provided but not defined: -${name}`);
    if (BOOL_FLAGS.has(name)) flags.push([name, eq < 0 ? 'true' : body.slice(eq + 1)]);
    else if (eq >= 0) flags.push([name, body.slice(eq + 1)]);
    else if (i + 1 < args.length) flags.push([name, args[++i]]);
    else usage(`flag needs an argument: -${name}`);
  }
  const rest = args.slice(i);
  const on = (n: string) => flags.some(([k, v]) => k === n && v !== 'false');
  const last = (n: string) => flags.filter(([k]) => k === n).pop()?.[1];
  if (flags.length === 0) fail(run, "go: no flags specified (see 'go help mod edit').");
  if (on('json') && on('print')) fail(run, 'go: cannot use both -json and -print');
  if (rest.length > 1) fail(run, 'go: too many arguments');
  const goFlag = last('go');
  if (goFlag !== undefined && goFlag !== 'none' && !GO_VERSION_RE.test(goFlag))
    fail(run, `go mod: invalid -go option; expecting something like "-go ${run.goVersion}"`);
  const tcFlag = last('toolchain');
  if (tcFlag !== undefined && tcFlag !== 'none' && !TOOLCHAIN_RE.test(tcFlag))
    fail(run, `go mod: invalid -toolchain option; expecting something like "-toolchain go${run.goVersion}"`);
  // The flags' values are checked as the flag package sets them, before go.mod is read.
  const edits: Array<(mod: ModFile) => void> = [];
  const pathVersion = (flag: string, v: string): [string, string] => {
    const at = v.indexOf('@');
    if (at < 0) fail(run, `go: -${flag}=${v}: need path@version`);
    return [v.slice(0, at).trim(), v.slice(at + 1).trim()];
  };
  const justPath = (flag: string, v: string): string => {
    if (v.includes('@')) fail(run, `go: -${flag}=${v}: need just path, not path@version`);
    return v;
  };
  for (const [flag, value] of flags) {
    if (flag === 'require') {
      const [path, version] = pathVersion(flag, value);
      edits.push((mod) => {
        const have = mod.require.find((x) => x.path === path);
        if (have) have.version = version;
        else mod.require.push({ path, version, indirect: false });
      });
    } else if (flag === 'droprequire') {
      const path = justPath(flag, value);
      edits.push((mod) => {
        mod.require = mod.require.filter((x) => x.path !== path);
      });
    } else if (flag === 'exclude') {
      const [path, version] = pathVersion(flag, value);
      edits.push((mod) => {
        if (!mod.exclude.some((x) => x.path === path && x.version === version))
          mod.exclude.push({ path, version });
      });
    } else if (flag === 'dropexclude') {
      const [path, version] = pathVersion(flag, value);
      edits.push((mod) => {
        mod.exclude = mod.exclude.filter((x) => !(x.path === path && x.version === version));
      });
    } else if (flag === 'replace') {
      const eq = value.indexOf('=');
      if (eq < 0) fail(run, `go: -replace=${value}: need old[@v]=new[@w] (missing =)`);
      const old = value.slice(0, eq).trim();
      const neu = value.slice(eq + 1).trim();
      if (neu.startsWith('>')) fail(run, `go: -replace=${value}: separator between old and new is =, not =>`);
      const [oldPath, oldVersion] = old.includes('@') ? old.split('@') : [old, undefined];
      const [newPath, newVersion] =
        neu.includes('@') && !isDirectoryPath(neu) ? neu.split('@') : [neu, undefined];
      if (newVersion === undefined && !isDirectoryPath(neu))
        fail(run, `go: -replace=${value}: unversioned new path must be local directory`);
      edits.push((mod) => {
        mod.replace = mod.replace.filter((x) => !(x.oldPath === oldPath && x.oldVersion === oldVersion));
        mod.replace.push({ oldPath, oldVersion, newPath, newVersion });
      });
    } else if (flag === 'dropreplace') {
      const [path, version] = value.includes('@') ? value.split('@') : [value, undefined];
      edits.push((mod) => {
        mod.replace = mod.replace.filter((x) => !(x.oldPath === path && x.oldVersion === version));
      });
    } else if (['retract', 'dropretract', 'godebug', 'dropgodebug'].includes(flag)) {
      fail(run, `oplab: 'go mod edit -${flag}' is not simulated in this terminal.`, 2);
    }
  }
  let target: string | undefined;
  if (rest.length === 1) {
    target = rest[0].startsWith('/') ? rest[0] : `${run.cwd === '/' ? '' : run.cwd}/${rest[0]}`;
    if (!(await run.fs.exists(target))) fail(run, `open ${target}: no such file or directory`);
    const parsed = readModFile(rest[0], await run.fs.readFile(target));
    if (!parsed.ok) fail(run, renderGoCmdError(parsed.error));
    run.mod = parsed.mod;
  }
  const mod = target ? (run.mod as ModFile) : await loadMainModule(run);
  const moduleFlag = last('module');
  if (moduleFlag !== undefined) mod.module = moduleFlag;
  if (goFlag === 'none') mod.go = undefined;
  else if (goFlag !== undefined) mod.go = goFlag;
  if (tcFlag === 'none') mod.toolchain = undefined;
  else if (tcFlag !== undefined) mod.toolchain = tcFlag;
  for (const e of edits) e(mod);
  if (on('json')) {
    // json.MarshalIndent of edit.go's fileJSON: nil slices are null.
    const list = <T, U>(xs: T[], f: (x: T) => U) => (xs.length ? xs.map(f) : null);
    const out = {
      Module: { Path: mod.module },
      ...(mod.go ? { Go: mod.go } : {}),
      ...(mod.toolchain ? { Toolchain: mod.toolchain } : {}),
      Require: list(mod.require, (r) => ({
        Path: r.path,
        Version: r.version,
        ...(r.indirect ? { Indirect: true } : {}),
      })),
      Exclude: list(mod.exclude, (x) => ({ Path: x.path, Version: x.version })),
      Replace: list(mod.replace, (r) => ({
        Old: { Path: r.oldPath, ...(r.oldVersion ? { Version: r.oldVersion } : {}) },
        New: { Path: r.newPath, ...(r.newVersion ? { Version: r.newVersion } : {}) },
      })),
      Retract: null,
    };
    run.stdout.push(`${JSON.stringify(out, null, '\t')}\n`);
    return;
  }
  const text = formatModFile(mod);
  const check = readModFile('go.mod', text);
  if (!check.ok) fail(run, renderGoCmdError(check.error));
  if (on('print')) {
    run.stdout.push(text);
    return;
  }
  if (target) await run.fs.writeFile(target, text);
  else await writeModFiles(run, text, undefined);
}
