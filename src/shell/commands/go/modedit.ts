// `go mod init` and `go mod edit` (the flags the lessons use).

import { renderGoCmdError } from '../../../go/build/mod/errors.ts';
import { joinPath, shortPath } from '../../../go/build/mod/fs.ts';
import * as gover from '../../../go/build/mod/gover.ts';
import { formatModFile, type ModFile, readModFile } from '../../../go/build/mod/modfile.ts';
import {
  checkImportPath,
  gopkgInOK,
  majorSuffixOK,
  mustQuote,
  suggestGopkgIn,
  suggestModulePath,
} from '../../../go/build/mod/modpath.ts';
import * as semver from '../../../go/build/mod/semver.ts';
import { parseFlags } from './flags.ts';
import { fail, findModRoot, type GoRun, loadMainModule } from './run.ts';

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
  // modload.CreateModFile: the path is checked as an import path, reported as a module path
  const bad = checkImportPath(path, 'module');
  if (bad) fail(run, `go: ${bad}`);
  if (path.startsWith('gopkg.in/') && !gopkgInOK(path))
    fail(
      run,
      `go: invalid module path "${path}": module paths beginning with gopkg.in/ must always have a major version suffix in the form of .vN:\n\tgo mod init ${suggestGopkgIn(path)}`,
    );
  if (!path.startsWith('gopkg.in/') && !majorSuffixOK(path))
    fail(
      run,
      `go: invalid module path "${path}": major version suffixes must be in the form of /vN and are only allowed for v2 or later:\n\tgo mod init ${suggestModulePath(path)}`,
    );
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
  // The flag package sets -module/-go/-toolchain and the booleans (the last one wins); the edit
  // flags are flag.Func values, each checked as it is parsed (edit.go flagRequire, parsePathVersion…),
  // so a bad one stops the command before the others are looked at.
  const strings = new Map<string, string>();
  const bools = new Map<string, boolean>();
  const edits: Array<(mod: ModFile) => void> = [];
  const pathVersion = (flag: string, v: string): [string, string] => {
    const at = v.indexOf('@');
    if (at < 0) fail(run, `go: -${flag}=${v}: need path@version`);
    const path = v.slice(0, at).trim();
    const version = v.slice(at + 1).trim();
    const bad = checkImportPath(path);
    if (bad) fail(run, `go: -${flag}=${v}: invalid path: ${bad}`);
    if (mustQuote(version)) fail(run, `go: -${flag}=${v}: invalid version ${JSON.stringify(version)}`);
    return [path, version];
  };
  const justPath = (flag: string, v: string): string => {
    if (v.includes('@')) fail(run, `go: -${flag}=${v}: need just path, not path@version`);
    const bad = checkImportPath(v);
    if (bad) fail(run, `go: -${flag}=${v}: invalid path: ${bad}`);
    return v;
  };
  // parsePathVersionOptional: a local directory is taken as it is where allowed
  const optional = (
    flag: string,
    arg: string,
    adj: string,
    v: string,
    dirOK: boolean,
  ): [string, string | undefined] => {
    if (dirOK && isDirectoryPath(v)) return [v, undefined];
    const at = v.indexOf('@');
    const path = at < 0 ? v : v.slice(0, at).trim();
    const version = at < 0 ? undefined : v.slice(at + 1).trim();
    const bad = checkImportPath(path);
    if (bad) fail(run, `go: -${flag}=${arg}: invalid ${adj} path: ${bad}`);
    if (version !== undefined && mustQuote(version))
      fail(run, `go: -${flag}=${arg}: invalid ${adj} version: ${JSON.stringify(version)}`);
    return [path, version];
  };
  const edit = (flag: string, value: string): void => {
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
        // modfile AddExclude: checkCanonicalVersion
        if (!semver.isValid(version) || semver.canonical(version) !== version)
          fail(
            run,
            `go: -${flag}=${value}: version ${JSON.stringify(version)} invalid: must be of the form v1.2.3`,
          );
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
      const [oldPath, oldVersion] = optional(flag, value, 'old', old, false);
      const [newPath, newVersion] = optional(flag, value, 'new', neu, true);
      if (newPath === neu && !isDirectoryPath(neu))
        fail(run, `go: -replace=${value}: unversioned new path must be local directory`);
      edits.push((mod) => {
        mod.replace = mod.replace.filter((x) => !(x.oldPath === oldPath && x.oldVersion === oldVersion));
        mod.replace.push({ oldPath, oldVersion, newPath, newVersion });
      });
    } else if (flag === 'dropreplace') {
      const [path, version] = optional(flag, value, 'old', value, true);
      edits.push((mod) => {
        mod.replace = mod.replace.filter((x) => !(x.oldPath === path && x.oldVersion === version));
      });
    } else {
      fail(run, `oplab: 'go mod edit -${flag}' is not simulated in this terminal.`, 2);
    }
  };
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
    if (BOOL_FLAGS.has(name)) {
      const v = eq < 0 ? 'true' : body.slice(eq + 1);
      // strconv.ParseBool
      if (/^(1|t|T|TRUE|true|True)$/.test(v)) bools.set(name, true);
      else if (/^(0|f|F|FALSE|false|False)$/.test(v)) bools.set(name, false);
      else usage(`invalid boolean value ${JSON.stringify(v)} for -${name}: parse error`);
      continue;
    }
    if (eq < 0 && i + 1 >= args.length) usage(`flag needs an argument: -${name}`);
    const value = eq >= 0 ? body.slice(eq + 1) : args[++i];
    if (name === 'module' || name === 'go' || name === 'toolchain') strings.set(name, value);
    else edit(name, value);
  }
  const rest = args.slice(i);
  const on = (n: string) => bools.get(n) === true;
  const moduleFlag = strings.get('module') ?? '';
  const goFlag = strings.get('go') ?? '';
  const tcFlag = strings.get('toolchain') ?? '';
  // runEdit's anyFlags: an empty -module/-go/-toolchain or a false boolean is no flag at all
  if (
    moduleFlag === '' &&
    goFlag === '' &&
    tcFlag === '' &&
    !on('json') &&
    !on('print') &&
    !on('fmt') &&
    edits.length === 0
  )
    fail(run, "go: no flags specified (see 'go help mod edit').");
  if (on('json') && on('print')) fail(run, 'go: cannot use both -json and -print');
  if (rest.length > 1) fail(run, 'go: too many arguments');
  if (moduleFlag !== '') {
    const bad = checkImportPath(moduleFlag);
    if (bad) fail(run, `go: invalid -module: ${bad}`);
  }
  if (goFlag !== '' && goFlag !== 'none' && !GO_VERSION_RE.test(goFlag))
    fail(run, `go mod: invalid -go option; expecting something like "-go ${run.goVersion}"`);
  if (tcFlag !== '' && tcFlag !== 'none' && !TOOLCHAIN_RE.test(tcFlag))
    fail(run, `go mod: invalid -toolchain option; expecting something like "-toolchain go${run.goVersion}"`);
  // The file named, else the main module's go.mod: read, then parsed under its absolute name for the
  // errors' lines and named with base.ShortPath above them (edit.go does not shorten the lines).
  let file: string;
  let abs: string;
  if (rest.length === 1) {
    file = rest[0];
    abs = joinPath(run.cwd, file);
  } else {
    const root = await findModRoot(run.fs, run.cwd);
    if (root === undefined || run.env.GO111MODULE === 'off') {
      await loadMainModule(run); // the go command's own refusal
      return;
    }
    abs = `${root === '/' ? '' : root}/go.mod`;
    file = abs;
  }
  if (!(await run.fs.exists(abs))) fail(run, `go: open ${file}: no such file or directory`);
  const parsed = readModFile(file, await run.fs.readFile(abs), {
    legacy: gover.compare(run.goVersion, '1.21') < 0,
  });
  if (!parsed.ok) {
    const text = renderGoCmdError(parsed.error);
    const shown = file.startsWith('/') ? shortPath(run.cwd, file) : file;
    fail(run, text.replace(/^go: errors parsing go\.mod:/, `go: errors parsing ${shown}:`));
  }
  const mod = parsed.mod;
  if (moduleFlag !== '') mod.module = moduleFlag;
  if (goFlag === 'none') mod.go = undefined;
  else if (goFlag !== '') mod.go = goFlag;
  if (tcFlag === 'none') mod.toolchain = undefined;
  else if (tcFlag !== '') mod.toolchain = tcFlag;
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
  // modFile.Format: written as it is, never parsed again (a version like `bad` goes in as typed)
  const text = formatModFile(mod);
  if (on('print')) {
    run.stdout.push(text);
    return;
  }
  await run.fs.writeFile(abs, text);
}
