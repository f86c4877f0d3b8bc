// When V8 optimizes a function with its top tier, TurboFan, for the commands that are over in about a
// second. Plain JavaScript, read by the `oplab` bin before anything else is compiled.
//
// V8 (12.4 in Node 22, where Maglev is off) sends a function to TurboFan once it has run the
// equivalent of 3,000 calls (--invocation-count-for-turbofan, v8 src/flags/flag-definitions.h; the
// budget is read again each time a function's interrupt budget is reset, src/execution/
// tiering-manager.cc, so setting it at start applies to every function). A grade or a run calls
// most of the toolchain a few thousand times once each and is over before much of what TurboFan
// compiled pays back: its compiles run on V8's background threads and are CPU the command pays.
// Starting later: `grade scope-get --solution` 0.89x CPU, `run examples/memcached` 0.91x
// (bench/README.md, session 21); long programs are not slower (nbody at 500,000 steps 0.91x).
//
// The flag is part of the hash that tags Node's compile cache directory
// (node_modules/.cache/oplab/v8/<version>-<arch>-<flags hash>-<uid>), so commands with and without
// it each keep their own cache instead of rejecting the other's.

/** The count: V8's default is 3,000. */
const TURBOFAN_INVOCATIONS = 10_000;

/** The commands started with TurboFan later (`go` is not: hello world would pay for node:v8). */
const LATE = new Set(['grade', 'run']);

/**
 * The V8 flags the bin sets before it loads command `first` (the first argument), or undefined when
 * it sets none.
 * @param {string | undefined} first
 * @returns {string | undefined}
 */
function tieringFlags(first) {
  return first !== undefined && LATE.has(first)
    ? `--invocation-count-for-turbofan=${TURBOFAN_INVOCATIONS}`
    : undefined;
}

module.exports = { TURBOFAN_INVOCATIONS, tieringFlags };
