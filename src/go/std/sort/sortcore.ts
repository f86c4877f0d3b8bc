// Go's sorting algorithms over abstract less/swap (go/src/sort/zsortfunc.go): pattern-defeating
// quicksort for Sort/Slice/slices.Sort*, insertion blocks plus SymMerge for the stable sorts. The
// same comparisons and swaps as Go, so unstable sorts order equal elements exactly as real Go does.

export interface LessSwap {
  less(i: number, j: number): boolean;
  swap(i: number, j: number): void;
}

function insertionSort(d: LessSwap, a: number, b: number): void {
  for (let i = a + 1; i < b; i++) {
    for (let j = i; j > a && d.less(j, j - 1); j--) d.swap(j, j - 1);
  }
}

function siftDown(d: LessSwap, lo: number, hi: number, first: number): void {
  let root = lo;
  for (;;) {
    let child = 2 * root + 1;
    if (child >= hi) return;
    if (child + 1 < hi && d.less(first + child, first + child + 1)) child++;
    if (!d.less(first + root, first + child)) return;
    d.swap(first + root, first + child);
    root = child;
  }
}

function heapSort(d: LessSwap, a: number, b: number): void {
  const first = a;
  const hi = b - a;
  for (let i = Math.floor((hi - 1) / 2); i >= 0; i--) siftDown(d, i, hi, first);
  for (let i = hi - 1; i >= 0; i--) {
    d.swap(first, first + i);
    siftDown(d, 0, i, first);
  }
}

/** bits.Len(uint(n)). */
export function bitsLen(n: number): number {
  return n <= 0 ? 0 : Math.floor(Math.log2(n)) + 1;
}

const unknownHint = 0;
const increasingHint = 1;
const decreasingHint = 2;

/** sort.Sort / sort.Slice / slices.Sort: pdqsort over [0, n). */
export function pdqsort(d: LessSwap, n: number): void {
  pdq(d, 0, n, bitsLen(n));
}

function pdq(d: LessSwap, a: number, b: number, limit: number): void {
  const maxInsertion = 12;
  let wasBalanced = true;
  let wasPartitioned = true;
  for (;;) {
    const length = b - a;
    if (length <= maxInsertion) {
      insertionSort(d, a, b);
      return;
    }
    if (limit === 0) {
      heapSort(d, a, b);
      return;
    }
    if (!wasBalanced) {
      breakPatterns(d, a, b);
      limit--;
    }
    let [pivot, hint] = choosePivot(d, a, b);
    if (hint === decreasingHint) {
      reverseRange(d, a, b);
      pivot = b - 1 - (pivot - a);
      hint = increasingHint;
    }
    if (wasBalanced && wasPartitioned && hint === increasingHint) {
      if (partialInsertionSort(d, a, b)) return;
    }
    if (a > 0 && !d.less(a - 1, pivot)) {
      a = partitionEqual(d, a, b, pivot);
      continue;
    }
    const [mid, alreadyPartitioned] = partition(d, a, b, pivot);
    wasPartitioned = alreadyPartitioned;
    const leftLen = mid - a;
    const rightLen = b - mid;
    const balanceThreshold = Math.floor(length / 8);
    if (leftLen < rightLen) {
      wasBalanced = leftLen >= balanceThreshold;
      pdq(d, a, mid, limit);
      a = mid + 1;
    } else {
      wasBalanced = rightLen >= balanceThreshold;
      pdq(d, mid + 1, b, limit);
      b = mid;
    }
  }
}

function partition(d: LessSwap, a: number, b: number, pivot: number): [number, boolean] {
  d.swap(a, pivot);
  let i = a + 1;
  let j = b - 1;
  while (i <= j && d.less(i, a)) i++;
  while (i <= j && !d.less(j, a)) j--;
  if (i > j) {
    d.swap(j, a);
    return [j, true];
  }
  d.swap(i, j);
  i++;
  j--;
  for (;;) {
    while (i <= j && d.less(i, a)) i++;
    while (i <= j && !d.less(j, a)) j--;
    if (i > j) break;
    d.swap(i, j);
    i++;
    j--;
  }
  d.swap(j, a);
  return [j, false];
}

function partitionEqual(d: LessSwap, a: number, b: number, pivot: number): number {
  d.swap(a, pivot);
  let i = a + 1;
  let j = b - 1;
  for (;;) {
    while (i <= j && !d.less(a, i)) i++;
    while (i <= j && d.less(a, j)) j--;
    if (i > j) break;
    d.swap(i, j);
    i++;
    j--;
  }
  return i;
}

function partialInsertionSort(d: LessSwap, a: number, b: number): boolean {
  const maxSteps = 5;
  const shortestShifting = 50;
  let i = a + 1;
  for (let step = 0; step < maxSteps; step++) {
    while (i < b && !d.less(i, i - 1)) i++;
    if (i === b) return true;
    if (b - a < shortestShifting) return false;
    d.swap(i, i - 1);
    if (i - a >= 2) {
      for (let j = i - 1; j >= 1; j--) {
        if (!d.less(j, j - 1)) break;
        d.swap(j, j - 1);
      }
    }
    if (b - i >= 2) {
      for (let j = i + 1; j < b; j++) {
        if (!d.less(j, j - 1)) break;
        d.swap(j, j - 1);
      }
    }
  }
  return false;
}

const mask64 = (1n << 64n) - 1n;

function breakPatterns(d: LessSwap, a: number, b: number): void {
  const length = b - a;
  if (length >= 8) {
    let random = BigInt(length);
    const next = () => {
      random ^= (random << 13n) & mask64;
      random ^= random >> 17n;
      random ^= (random << 5n) & mask64;
      return random;
    };
    const modulus = BigInt(2 ** bitsLen(length));
    const base = a + Math.floor(length / 4) * 2;
    for (let idx = base - 1; idx <= base + 1; idx++) {
      let other = Number(next() & (modulus - 1n));
      if (other >= length) other -= length;
      d.swap(idx, a + other);
    }
  }
}

function choosePivot(d: LessSwap, a: number, b: number): [number, number] {
  const shortestNinther = 50;
  const maxSwaps = 4 * 3;
  const l = b - a;
  const swaps = { n: 0 };
  const q = Math.floor(l / 4);
  let i = a + q;
  let j = a + q * 2;
  let k = a + q * 3;
  if (l >= 8) {
    if (l >= shortestNinther) {
      i = medianAdjacent(d, i, swaps);
      j = medianAdjacent(d, j, swaps);
      k = medianAdjacent(d, k, swaps);
    }
    j = median(d, i, j, k, swaps);
  }
  if (swaps.n === 0) return [j, increasingHint];
  if (swaps.n === maxSwaps) return [j, decreasingHint];
  return [j, unknownHint];
}

function order2(d: LessSwap, a: number, b: number, swaps: { n: number }): [number, number] {
  if (d.less(b, a)) {
    swaps.n++;
    return [b, a];
  }
  return [a, b];
}

function median(d: LessSwap, a: number, b: number, c: number, swaps: { n: number }): number {
  [a, b] = order2(d, a, b, swaps);
  [b, c] = order2(d, b, c, swaps);
  [a, b] = order2(d, a, b, swaps);
  void c;
  return b;
}

function medianAdjacent(d: LessSwap, a: number, swaps: { n: number }): number {
  return median(d, a - 1, a, a + 1, swaps);
}

function reverseRange(d: LessSwap, a: number, b: number): void {
  let i = a;
  let j = b - 1;
  while (i < j) {
    d.swap(i, j);
    i++;
    j--;
  }
}

function swapRange(d: LessSwap, a: number, b: number, n: number): void {
  for (let i = 0; i < n; i++) d.swap(a + i, b + i);
}

/** sort.Stable / SliceStable / slices.SortStableFunc. */
export function stableSort(d: LessSwap, n: number): void {
  let blockSize = 20;
  let a = 0;
  let b = blockSize;
  while (b <= n) {
    insertionSort(d, a, b);
    a = b;
    b += blockSize;
  }
  insertionSort(d, a, n);
  while (blockSize < n) {
    a = 0;
    b = 2 * blockSize;
    while (b <= n) {
      symMerge(d, a, a + blockSize, b);
      a = b;
      b += 2 * blockSize;
    }
    const m = a + blockSize;
    if (m < n) symMerge(d, a, m, n);
    blockSize *= 2;
  }
}

function symMerge(d: LessSwap, a: number, m: number, b: number): void {
  if (m - a === 1) {
    let i = m;
    let j = b;
    while (i < j) {
      const h = (i + j) >>> 1;
      if (d.less(h, a)) i = h + 1;
      else j = h;
    }
    for (let k = a; k < i - 1; k++) d.swap(k, k + 1);
    return;
  }
  if (b - m === 1) {
    let i = a;
    let j = m;
    while (i < j) {
      const h = (i + j) >>> 1;
      if (!d.less(m, h)) i = h + 1;
      else j = h;
    }
    for (let k = m; k > i; k--) d.swap(k, k - 1);
    return;
  }
  const mid = (a + b) >>> 1;
  const n = mid + m;
  let start: number;
  let r: number;
  if (m > mid) {
    start = n - b;
    r = mid;
  } else {
    start = a;
    r = m;
  }
  const p = n - 1;
  while (start < r) {
    const c = (start + r) >>> 1;
    if (!d.less(p - c, c)) start = c + 1;
    else r = c;
  }
  const end = n - start;
  if (start < m && m < end) rotate(d, start, m, end);
  if (a < start && start < mid) symMerge(d, a, start, mid);
  if (mid < end && end < b) symMerge(d, mid, end, b);
}

function rotate(d: LessSwap, a: number, m: number, b: number): void {
  let i = m - a;
  let j = b - m;
  while (i !== j) {
    if (i > j) {
      swapRange(d, m - i, m, j);
      i -= j;
    } else {
      swapRange(d, m - i, m + j - i, i);
      j -= i;
    }
  }
  swapRange(d, m - i, m, i);
}

/** Ordered comparison as cmp.Less: NaN sorts first. */
export function orderedLess(x: any, y: any): boolean {
  // biome-ignore lint/suspicious/noSelfCompare: NaN test
  const xNaN = x !== x;
  // biome-ignore lint/suspicious/noSelfCompare: NaN test
  return (xNaN && y === y) || x < y;
}

/** cmp.Compare. */
export function orderedCompare(x: any, y: any): number {
  // biome-ignore lint/suspicious/noSelfCompare: NaN test
  const xNaN = x !== x;
  // biome-ignore lint/suspicious/noSelfCompare: NaN test
  const yNaN = y !== y;
  if (xNaN) return yNaN ? 0 : -1;
  if (yNaN) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}
