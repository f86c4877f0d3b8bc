// Runs a command's prebuilt CommonJS file (scripts/bundle-cli.ts SCRIPT_COMMANDS) through a
// vm.Script with V8's code cache of a previous run. Plain JavaScript, for the `oplab` bin.
//
// Why not Node's compile cache (module.enableCompileCache), which the ES module chunks use: Node
// serialises a module's code right after compiling it (src/compile_cache.cc, MaybeSave), when V8 has
// compiled only the functions it compiles eagerly; the ~3,200 functions a grade first calls later
// were compiled again, lazily, by every process (bench/README.md, sessions 18 and 24).
// Script#createCachedData() after the run holds every function compiled so far (v8 include/v8-script.h,
// ScriptCompiler::CreateCodeCache: "functions that were compiled lazily are included"). The cache is
// written when the process ends, when there was none or V8 rejected it (another Node, other flags),
// atomically (a temporary file renamed), beside the file and named after it: the file's name carries
// its text's hash (V8 checks a cache against the source's length only, v8 src/snapshot/code-serializer.cc
// SanityCheck), and a process of an older build never writes under a newer build's name.
const builtin = (name) => process.getBuiltinModule(name);

/**
 * Node's own CommonJS wrapper (lib/internal/modules/cjs/loader.js wrapSafe), on the file's first line
 * so that line numbers in stack traces stay the file's. scripts/bundle-cli.ts writes the command files
 * already wrapped: the text read is then the source V8 compiles as it is, where a wrapper joined on at
 * run time made a second 3.6 MB string for V8 to flatten before it used the code cache.
 */
const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) { ';
const WRAPPER_TAIL = '\n})';

/**
 * Runs CommonJS `file` as Node's loader would (the same wrapper and arguments), with the code cache
 * `cacheFile` when there is one, and writes that cache at exit when it was missing or rejected.
 * Returns false, having run nothing, when `file` cannot be read.
 * @param {string} file
 * @param {string} cacheFile
 * @returns {boolean}
 */
function runWithCodeCache(file, cacheFile) {
  const { readFileSync, writeFileSync, renameSync, rmSync } = builtin('node:fs');
  const { dirname } = builtin('node:path');
  const { Script } = builtin('node:vm');
  const { createRequire } = builtin('node:module');
  let text;
  try {
    // As Latin-1: the file is ASCII (bundle-cli.ts's charset, held by a test), so the text is the
    // same, and V8 makes it without UTF-8's decoding (~10 ms of CPU less for grade's 3.6 MB).
    text = readFileSync(file, 'latin1');
  } catch {
    return false;
  }
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // No cache yet: this run writes it.
  }
  // A file of an older build is not wrapped yet.
  const source = text.startsWith(WRAPPER_HEAD) ? text : WRAPPER_HEAD + text + WRAPPER_TAIL;
  const script = new Script(source, { filename: file, cachedData });
  if (cachedData === undefined || script.cachedDataRejected === true) {
    process.once('exit', () => {
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      try {
        writeFileSync(tmp, script.createCachedData());
        renameSync(tmp, cacheFile);
      } catch {
        // A cache is only ever an optimisation (a read-only tree, a full disk).
        rmSync(tmp, { force: true });
      }
    });
  }
  const mod = { exports: {}, filename: file, id: file, loaded: false };
  script.runInThisContext()(mod.exports, createRequire(file), mod, file, dirname(file));
  return true;
}

module.exports = { WRAPPER_HEAD, WRAPPER_TAIL, runWithCodeCache };
