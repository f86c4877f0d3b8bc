// A cap on V8's young generation while a Go program runs under `oplab go run`.
//
// V8 doubles the new space's two semi-spaces, as long as most of what it allocates survives, up to
// 16 MiB each on this machine. A program keeping many young objects (bench/go/maps.go's 150,000 map
// keys) then pays the page faults of 32 MiB of fresh semi-spaces and scavenges that copy more each
// time: `--max-semi-space-size=4` made maps.go 0.80x (bench/README.md, session 18). That is a start
// flag (V8 reads it once, when the heap is set up: v8.setFlagsFromString after start changes
// nothing), and passing it would mean starting a second Node. The growth factor, though, is read at
// each growth (v8 src/heap/new-spaces.cc, SemiSpaceNewSpace::Grow: the new capacity is
// min(maximum, v8_flags.semi_space_growth_factor * current)), so a factor of 1 from the moment the
// new space reaches the cap stops its growth there.
//
// The factor is part of V8's flag hash, which tags code caches: it is set back to V8's default
// when the program ends, so that what Node's compile cache writes at exit matches the next start.

/** The new space (both semi-spaces) at which growth stops: 4 MiB semi-spaces. */
export const YOUNG_CAP_BYTES = 8 << 20;
/** The run's chunks of steps checked one by one (4 ticks); later ones only at each tick. */
const EAGER_CHUNKS = 64;
/** Growth of the heap's total (old and new space) that makes a chunk look at the new space itself. */
const TRIGGER_BYTES = 2 << 20;
/** V8's default semi_space_growth_factor (src/flags/flag-definitions.h). */
const DEFAULT_GROWTH_FACTOR = 2;

/** The two functions of node:v8 used here (a parameter for the tests). */
export interface HeapFlags {
  getHeapSpaceStatistics(): { space_name: string; space_size: number }[];
  setFlagsFromString(flags: string): void;
}

export interface YoungCap {
  /** `cpuMs` that also stops the new space's growth once it has reached the cap. */
  cpuTime: () => number;
  /**
   * The same check at each of the run's first chunks of steps (interp/run.ts Host.onChunk): the first
   * tick comes after 2^18 steps, by when a program that keeps what it makes has grown the new space
   * to 16 or 32 MiB (bench/go/maps.go: its first loop makes the 150,000 keys it keeps).
   */
  chunk: () => void;
  /** The growth factor back to V8's default, when it was changed. */
  release(): void;
}

/**
 * Wraps the CPU-time reader the interpreter calls once per tick (a few hundred thousand steps):
 * short programs never reach it and load nothing; the first check loads node:v8.
 */
export function youngGenerationCap(
  cpuMs: () => number,
  heap: () => HeapFlags = () => process.getBuiltinModule('node:v8') as HeapFlags,
  cap = YOUNG_CAP_BYTES,
  heapTotal: () => number = () => process.memoryUsage().heapTotal,
): YoungCap {
  let v8: HeapFlags | null = null;
  let capped = false;
  // The first reading is the run's start (interp/state.ts cpuLimit), not a tick: checking there would
  // load node:v8, and with it Node's streams, into every `go run`, hello world's included.
  let started = false;
  let chunks = 0;
  let base = -1;
  const check = (): void => {
    v8 ??= heap();
    const ns = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    if (ns !== undefined && ns.space_size >= cap) {
      v8.setFlagsFromString('--semi-space-growth-factor=1');
      capped = true;
    }
  };
  return {
    cpuTime: () => {
      if (!started) started = true;
      else if (!capped) check();
      return cpuMs();
    },
    chunk: () => {
      if (capped || ++chunks > EAGER_CHUNKS) return;
      if (v8 === null) {
        // Loading node:v8 costs ~5 ms of CPU: first the heap's total (~50 µs), and node:v8 only once
        // the heap has grown by TRIGGER_BYTES since the run's first chunk.
        const total = heapTotal();
        if (base < 0) base = total;
        if (total - base < TRIGGER_BYTES) return;
      }
      check();
    },
    release: () => {
      if (!capped || v8 === null) return;
      v8.setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH_FACTOR}`);
      capped = false;
    },
  };
}
