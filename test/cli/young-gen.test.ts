import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { YOUNG_CAP_BYTES, youngGenerationCap } from '../../src/cli/young-gen.ts';

function fakeHeap(sizes: number[]) {
  const flags: string[] = [];
  let loads = 0;
  let i = 0;
  const heap = () => {
    loads++;
    return {
      getHeapSpaceStatistics: () => [
        { space_name: 'old_space', space_size: 64 << 20 },
        { space_name: 'new_space', space_size: sizes[Math.min(i++, sizes.length - 1)] },
      ],
      setFlagsFromString: (f: string) => flags.push(f),
    };
  };
  return { heap, flags, loads: () => loads };
}

describe('youngGenerationCap', () => {
  it('stops the new space growing once it reaches the cap, and restores the default after the run', () => {
    const h = fakeHeap([2 << 20, 4 << 20, YOUNG_CAP_BYTES, 16 << 20]);
    const cap = youngGenerationCap(() => 42, h.heap);
    expect(cap.cpuTime()).toBe(42); // the run's start: nothing read
    expect(h.loads()).toBe(0);
    expect(cap.cpuTime()).toBe(42);
    expect(cap.cpuTime()).toBe(42);
    expect(h.flags).toEqual([]);
    expect(cap.cpuTime()).toBe(42);
    expect(h.flags).toEqual(['--semi-space-growth-factor=1']);
    cap.cpuTime();
    expect(h.flags).toEqual(['--semi-space-growth-factor=1']);
    cap.release();
    expect(h.flags).toEqual(['--semi-space-growth-factor=1', '--semi-space-growth-factor=2']);
    expect(h.loads()).toBe(1);
  });

  it('changes no flag and loads nothing for a program that never reaches a tick', () => {
    const h = fakeHeap([1 << 20]);
    const cap = youngGenerationCap(() => 0, h.heap);
    cap.cpuTime(); // the interpreter reads the clock once as the run starts
    cap.release();
    expect(h.flags).toEqual([]);
    expect(h.loads()).toBe(0);
  });

  it('leaves the flag alone for a program whose new space stays under the cap', () => {
    const h = fakeHeap([1 << 20, 2 << 20]);
    const cap = youngGenerationCap(() => 0, h.heap);
    cap.cpuTime();
    cap.cpuTime();
    cap.release();
    expect(h.flags).toEqual([]);
  });
});

describe('youngGenerationCap per chunk of steps', () => {
  it('reads only the heap total until it has grown, then caps from a chunk, before any tick', () => {
    const h = fakeHeap([4 << 20, YOUNG_CAP_BYTES]);
    let total = 40 << 20;
    const cap = youngGenerationCap(
      () => 0,
      h.heap,
      YOUNG_CAP_BYTES,
      () => total,
    );
    cap.cpuTime(); // the run's start
    cap.chunk(); // the first chunk: the heap total it is measured from
    total += 1 << 20;
    cap.chunk();
    expect(h.loads()).toBe(0);
    total += 2 << 20;
    cap.chunk(); // grown by 3 MiB: node:v8 loaded, the new space at 4 MiB
    expect(h.loads()).toBe(1);
    expect(h.flags).toEqual([]);
    cap.chunk(); // at the cap
    expect(h.flags).toEqual(['--semi-space-growth-factor=1']);
    cap.chunk();
    cap.cpuTime();
    expect(h.flags).toEqual(['--semi-space-growth-factor=1']);
    cap.release();
    expect(h.flags).toEqual(['--semi-space-growth-factor=1', '--semi-space-growth-factor=2']);
  });

  it('leaves later chunks to the ticks', () => {
    const h = fakeHeap([YOUNG_CAP_BYTES]);
    let total = 0;
    const cap = youngGenerationCap(
      () => 0,
      h.heap,
      YOUNG_CAP_BYTES,
      () => total,
    );
    for (let i = 0; i < 64; i++) cap.chunk();
    total = 64 << 20;
    cap.chunk();
    expect(h.loads()).toBe(0);
    cap.cpuTime();
    cap.cpuTime(); // a tick
    expect(h.flags).toEqual(['--semi-space-growth-factor=1']);
  });
});

// Against V8 itself, in a fresh process (the test runner's heap has grown already): a loop keeping
// 600,000 young strings grows the new space to 32 MiB without the cap, and never past it with it.
// The new space's size is sampled through the run and its largest reading compared: V8 may also
// shrink the new space at a full GC (Heap::ReduceNewSpaceSize, when its allocation throughput
// looks low, as on a CI machine busy with other test files), so the size at the end can be below
// the cap with the cap doing its job (a CI run ended at 4 MiB).
describe('youngGenerationCap in a fresh Node', () => {
  const mod = fileURLToPath(new URL('../../src/cli/young-gen.ts', import.meta.url));
  const peak = (capped: boolean, chunked = false) => {
    const script = `
      import { getHeapSpaceStatistics } from 'node:v8';
      import { youngGenerationCap } from ${JSON.stringify(mod)};
      const newSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
      const cap = youngGenerationCap(() => 0);
      const keep = [];
      let peak = 0;
      for (let i = 0; i < 600000; i++) {
        keep.push('key-' + i);
        if (${capped} && i % 1000 === 0) cap.cpuTime();
        if (${chunked} && i % 10000 === 0) cap.chunk();
        if (i % 500 === 0) peak = Math.max(peak, newSpace());
      }
      cap.release();
      console.log(Math.max(peak, newSpace()));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    return Number(r.stdout);
  };

  it('keeps the new space at most at the cap while a program keeps many young objects', () => {
    expect(peak(false)).toBeGreaterThan(YOUNG_CAP_BYTES);
    const capped = peak(true);
    expect(capped).toBeGreaterThan(0);
    expect(capped).toBeLessThanOrEqual(YOUNG_CAP_BYTES);
  });

  it('keeps it at most at the cap from the chunks alone (no tick)', () => {
    const chunked = peak(false, true);
    expect(chunked).toBeGreaterThan(0);
    expect(chunked).toBeLessThanOrEqual(YOUNG_CAP_BYTES);
  });
});
