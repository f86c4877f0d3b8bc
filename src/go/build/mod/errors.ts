// The go command's errors about modules and packages, as values: the loader, the simulated
// terminal's `go` and the project runner build these, and `renderGoCmdError` is the one place
// that words them. Texts from cmd/go/internal/modload (import.go ImportMissingError, vendor.go
// checkVendorConsistency), cmd/go/internal/gover (TooNewError) and cmd/go/internal/load
// (PackageError, import cycles), go1.23.

/** Where an import is written: `file:line:col` in the go command's output. */
export interface ImportPos {
  file: string;
  line: number;
  col: number;
}

export type GoCmdError =
  /** modload.ImportMissingError for a path outside std. */
  | {
      kind: 'import-missing';
      at?: ImportPos;
      path: string;
      /** The lookup error (`import lookup disabled by -mod=vendor…`, a proxy error). */
      queryErr?: string;
      /** No go.mod: ErrNoModRoot. */
      noGoMod?: boolean;
      /** A module that is replaced but not required provides the package (`go get` argument). */
      replacedBy?: { path: string; arg: string };
    }
  /** ImportMissingError for a std-like path (no dot in the first element). */
  | { kind: 'not-in-std'; at?: ImportPos; path: string; goroot: string }
  /** A real standard package that oplab does not provide (oplab's own wording). */
  | { kind: 'std-unsupported'; at: ImportPos; path: string; available: readonly string[] }
  /**
   * A package of a module the simulator provides whatever version go.mod requires (k8s.io/client-go,
   * controller-runtime, ...) that the simulator lacks: never looked up in the module cache, which
   * the go command's own messages (downloading, GOPROXY=off, go.sum) would wrongly suggest.
   */
  | { kind: 'sim-unsupported'; at: ImportPos; path: string; simulated: string }
  /** modload: a module providing the package has no go.sum line. */
  | { kind: 'missing-sum'; at?: ImportPos; path: string; importer: string; importerVersion?: string }
  /** module.VersionError: `path@version: detail` (download failures, replacement directories). */
  | { kind: 'module'; at?: ImportPos; path: string; version: string; detail: string }
  /** A download that failed (`module lookup disabled by GOPROXY=off`, proxy errors carry their own M@V). */
  | {
      kind: 'fetch';
      at?: ImportPos;
      detail: string /** The import that needed it (not printed). */;
      path?: string;
    }
  | { kind: 'program-import'; at: ImportPos; path: string }
  /** load.disallowInternal's PackageError on the importing package. */
  | {
      kind: 'internal-import';
      at: ImportPos;
      path: string;
      importer: string;
      /** The import stack from the root to the importer, as the load first reached it. */
      stack?: readonly string[];
    }
  | { kind: 'not-main'; path: string }
  /** modload.checkVendorConsistency. */
  | { kind: 'inconsistent-vendoring'; dir: string; details: readonly string[] }
  /** gover.TooNewError, printed by base.Fatal. */
  | { kind: 'too-new'; what: string; need: string; running: string; gotoolchain: string }
  /** modload's goModDirtyError: go.mod needs an update the build mode forbids (-mod=readonly). */
  | { kind: 'go-mod-dirty'; flag: string; explicit: boolean; reason: string }
  | { kind: 'no-module-declaration' }
  | { kind: 'no-go-mod' }
  | { kind: 'import-cycle'; stack: readonly string[] }
  /** Everything else the go command words once (go/parser header errors, file name checks). */
  | { kind: 'text'; text: string };

function where(at: ImportPos | undefined): string {
  return at === undefined ? '' : `${at.file}:${at.line}:${at.col}: `;
}

/** The go command's text for an error (no trailing newline). */
export function renderGoCmdError(e: GoCmdError): string {
  switch (e.kind) {
    case 'import-missing': {
      if (e.queryErr !== undefined)
        return `${where(e.at)}cannot find module providing package ${e.path}: ${e.queryErr}`;
      if (e.replacedBy !== undefined)
        return `${where(e.at)}module ${e.replacedBy.path} provides package ${e.path} and is replaced but not required; to add it:\n\tgo get ${e.replacedBy.arg}`;
      const message = `no required module provides package ${e.path}`;
      if (e.noGoMod)
        return `${where(e.at)}${message}: go.mod file not found in current directory or any parent directory; see 'go help modules'`;
      return `${where(e.at)}${message}; to add it:\n\tgo get ${e.path}`;
    }
    case 'not-in-std':
      return `${where(e.at)}package ${e.path} is not in std (${e.goroot}/src/${e.path})`;
    case 'std-unsupported':
      return (
        `${where(e.at)}package ${e.path} is in Go's standard library but not in oplab's subset` +
        (e.available.length > 0 ? ` (available: ${e.available.join(', ')})` : '')
      );
    case 'sim-unsupported':
      return `${where(e.at)}package ${e.path} is not in oplab's simulated ${e.simulated} (the Kubernetes modules come from the simulator, never from the module cache)`;
    case 'missing-sum':
      return `${where(e.at)}missing go.sum entry for module providing package ${e.path} (imported by ${e.importer}); to add:\n\tgo get ${e.importer}${e.importerVersion ? `@${e.importerVersion}` : ''}`;
    case 'module':
      return `${where(e.at)}${e.path}@${e.version}: ${e.detail}`;
    case 'fetch':
      return `${where(e.at)}${e.detail}`;
    case 'program-import':
      return `${where(e.at)}import "${e.path}" is a program, not an importable package`;
    case 'internal-import':
      return `package ${(e.stack ?? [e.importer]).join('\n\timports ')}\n\t${where(e.at)}use of internal package ${e.path} not allowed`;
    case 'not-main':
      return `package ${e.path} is not a main package`;
    case 'inconsistent-vendoring':
      return `go: inconsistent vendoring in ${e.dir}:${e.details.map((d) => `\n\t${d}`).join('')}\n\n\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.\n\tTo sync the vendor directory, run:\n\t\tgo mod vendor`;
    case 'too-new': {
      const explain =
        e.gotoolchain === '' || e.gotoolchain === 'auto' ? '' : `; GOTOOLCHAIN=${e.gotoolchain}`;
      return `go: ${e.what} requires go >= ${e.need} (running go ${e.running}${explain})`;
    }
    case 'go-mod-dirty':
      // cmd/go/internal/modload init.go goModDirtyError.Error
      if (e.explicit)
        return `go: updates to go.mod needed, disabled by -mod=${e.flag}; to update it:\n\tgo mod tidy`;
      if (e.reason !== '')
        return `go: updates to go.mod needed, disabled by -mod=${e.flag}\n\t(${e.reason})\n\tto update it:\n\tgo mod tidy`;
      return 'go: updates to go.mod needed; to update it:\n\tgo mod tidy';
    case 'no-module-declaration':
      return 'go: error reading go.mod: missing module declaration. To specify the module path:\n\tgo mod edit -module=example.com/mod';
    case 'no-go-mod':
      return "go: go.mod file not found in current directory or any parent directory; see 'go help modules'";
    case 'import-cycle': {
      const [first, ...rest] = e.stack;
      return [
        `package ${first}`,
        ...rest.map((p, i) => `\timports ${p}${i === rest.length - 1 ? ': import cycle not allowed' : ''}`),
      ].join('\n');
    }
    case 'text':
      return e.text.replace(/\n$/, '');
  }
}

/** Several errors as the go command prints them: one after the other, newline-terminated. */
export function renderGoCmdErrors(es: readonly GoCmdError[]): string {
  return es.map((e) => `${renderGoCmdError(e)}\n`).join('');
}
