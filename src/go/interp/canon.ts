// The canonical hybrid of an int64 (values.ts): a JS number when the value is a safe integer, else
// a bigint. A module of its own, without int64.ts's imports, so that code outside the interpreter
// (the go command's flag parsing, which the terminal worker loads before any Go compiles) can use
// time's duration functions without the interpreter.

// The bounds as constants: V8 evaluates `-9007199254740991n` in a function body as a negation,
// allocating a bigint per call.
const MIN_SAFE_BIG = -9007199254740991n;
const MAX_SAFE_BIG = 9007199254740991n;

/** Canonical form of a bigint: a number when it is safe. */
export function canon(b: bigint): number | bigint {
  return b >= MIN_SAFE_BIG && b <= MAX_SAFE_BIG ? Number(b) : b;
}
