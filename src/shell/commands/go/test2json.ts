// `go test -json`: the go command pipes each package's output through cmd/test2json's converter
// (go1.23 cmd/internal/test2json/test2json.go, with its Timestamp mode), which turns the test
// binary's `-test.v=test2json` output into a stream of JSON events:
//   {"Time":"...","Action":"run","Package":"p","Test":"TestX"}
//   {"Time":"...","Action":"output","Package":"p","Test":"TestX","Output":"=== RUN   TestX\n"}
//   {"Time":"...","Action":"pass","Package":"p","Test":"TestX","Elapsed":0}
// The binary starts its framing lines (`=== RUN`, `--- PASS`, `=== NAME`, PASS/FAIL) with ^V, so
// output a test printed without a newline is an output event of its own. Results of subtests are
// held until their parent's report or the next framing line at their depth (the `report` stack).
// This is a port of that converter, line for line where it matters: its buffer sizes (4096 bytes
// in, 1024 out) split long lines as gc's does, counted in UTF-8 bytes.

/** One event as test2json's `event` struct marshals it (field order Time, Action, Package, Test, Elapsed, Output). */
interface Event {
  time?: bigint;
  action: string;
  test?: string;
  elapsed?: number;
  output?: Uint8Array;
}

const MARKER = 0x16; // ^V
const IN_BUFFER = 4096;
const OUT_BUFFER = 1024;

const enc = new TextEncoder();
const bytesOf = (s: string) => enc.encode(s);

const BIG_PASS = 'PASS';
const BIG_FAIL = 'FAIL';
const BIG_FAIL_ERROR_PREFIX = 'FAIL\t';
const EMPTY_NAME = '=== NAME';
const EMPTY_NAME_LINE = '=== NAME  \n';
const UPDATES = [
  '=== RUN   ',
  '=== PAUSE ',
  '=== CONT  ',
  '=== NAME  ',
  '=== PASS  ',
  '=== FAIL  ',
  '=== SKIP  ',
];
const REPORTS = ['--- PASS: ', '--- FAIL: ', '--- SKIP: ', '--- BENCH: '];
const SKIP_LINE_PREFIX = '?   \t';
const SKIP_LINE_SUFFIX = '\t[no test files]';

/**
 * A line's bytes as a Latin-1 string (one char per byte): the framing checks compare ASCII
 * prefixes, and the converter's names come from these lines (decoded as UTF-8 for the events).
 */
function latin1(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
  return s;
}

function utf8(latin: string): string {
  const b = new Uint8Array(latin.length);
  for (let i = 0; i < latin.length; i++) b[i] = latin.charCodeAt(i);
  return new TextDecoder().decode(b);
}

/** test2json's lineBuffer: whole lines to `line`, pieces of over-long or unfinished lines to `part`. */
class LineBuffer {
  private b: Uint8Array;
  private n = 0;
  private mid = false;
  private readonly line: (b: Uint8Array) => void;
  private readonly part: (b: Uint8Array) => void;
  constructor(cap: number, line: (b: Uint8Array) => void, part: (b: Uint8Array) => void) {
    this.b = new Uint8Array(cap);
    this.line = line;
    this.part = part;
  }

  write(data: Uint8Array): void {
    let off = 0;
    while (off < data.length) {
      const m = Math.min(this.b.length - this.n, data.length - off);
      this.b.set(data.subarray(off, off + m), this.n);
      this.n += m;
      off += m;
      let i = 0;
      while (i < this.n) {
        const [j, w] = indexEOL(this.b, i, this.n);
        if (j < 0) {
          if (!this.mid) {
            // A benchmark's name line (`BenchmarkX-2  \t`) is passed on before its result arrives.
            const t = this.b.subarray(i, this.n).indexOf(0x09);
            if (t >= 0 && isBenchmarkName(latin1(this.b.subarray(i, i + t)).replace(/ +$/, ''))) {
              this.part(this.b.slice(i, i + t + 1));
              this.mid = true;
              i += t + 1;
            }
          }
          break;
        }
        const e = j + w;
        if (this.mid) {
          this.part(this.b.slice(i, e));
          this.mid = false;
        } else this.line(this.b.slice(i, e));
        i = e;
      }
      if (i === 0 && this.n === this.b.length) {
        // The buffer is full with no line end: pass on what is there, at a rune boundary.
        const t = trimUTF8(this.b, this.n);
        this.part(this.b.slice(0, t));
        this.b.copyWithin(0, t, this.n);
        this.n -= t;
        this.mid = true;
      }
      if (i > 0) {
        this.b.copyWithin(0, i, this.n);
        this.n -= i;
      }
    }
  }

  flush(): void {
    if (this.n > 0) {
      this.part(this.b.slice(0, this.n));
      this.n = 0;
    }
  }
}

/** The end of the line starting at `from`: a newline (width 1), or a ^V after its first byte (width 0). */
function indexEOL(b: Uint8Array, from: number, to: number): [number, number] {
  for (let i = from; i < to; i++) {
    if (b[i] === 0x0a) return [i, 1];
    if (b[i] === MARKER && i > from) return [i, 0];
  }
  return [-1, 0];
}

function isBenchmarkName(s: string): boolean {
  if (!s.startsWith('Benchmark')) return false;
  if (s.length === 'Benchmark'.length) return true;
  // the next rune is not lower case (unicode.IsLower); names here are ASCII in practice
  const r = utf8(s.slice('Benchmark'.length)).codePointAt(0) ?? 0;
  const c = String.fromCodePoint(r);
  return !(c !== c.toUpperCase() && c === c.toLowerCase());
}

/** Where to cut a full buffer so that no UTF-8 sequence is split. */
function trimUTF8(b: Uint8Array, n: number): number {
  for (let i = 1; i < 4 && i <= n; i++) {
    const c = b[n - i];
    if ((c & 0xc0) !== 0x80) {
      if ((c & 0xe0) === 0xc0) {
        if (i < 2) return n - i;
      } else if ((c & 0xf0) === 0xe0) {
        if (i < 3) return n - i;
      } else if ((c & 0xf8) === 0xf0) {
        if (i < 4) return n - i;
      }
      break;
    }
  }
  return n;
}

/**
 * A JSON string as encoding/json writes one (escapeHTML on, go1.22+'s `\b` and `\f`); invalid
 * UTF-8 becomes U+FFFD.
 */
export function goJSONString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (
      c >= 0x20 &&
      c !== 0x22 &&
      c !== 0x5c &&
      c !== 0x3c &&
      c !== 0x3e &&
      c !== 0x26 &&
      c !== 0x2028 &&
      c !== 0x2029
    ) {
      out += s[i];
      continue;
    }
    switch (c) {
      case 0x22:
        out += '\\"';
        break;
      case 0x5c:
        out += '\\\\';
        break;
      case 0x08:
        out += '\\b';
        break;
      case 0x0c:
        out += '\\f';
        break;
      case 0x0a:
        out += '\\n';
        break;
      case 0x0d:
        out += '\\r';
        break;
      case 0x09:
        out += '\\t';
        break;
      default:
        out += `\\u${c.toString(16).padStart(4, '0')}`;
    }
  }
  return `${out}"`;
}

/** time.Time's MarshalJSON of a UTC instant: RFC 3339 with the nanoseconds' trailing zeros cut. */
export function rfc3339Nano(ns: bigint): string {
  const ms = ns / 1_000_000n;
  const frac = ns % 1_000_000_000n;
  const iso = new Date(Number(ms)).toISOString().slice(0, 19);
  const f = frac === 0n ? '' : `.${frac.toString().padStart(9, '0').replace(/0+$/, '')}`;
  return `${iso}${f}Z`;
}

/** test2json's Converter for one package, in Timestamp mode (as `go test -json` uses it). */
export class Test2JSON {
  private testName = '';
  private report: Event[] = [];
  private result = '';
  private needMarker = false;
  private readonly input: LineBuffer;
  private readonly output: LineBuffer;
  private readonly dec = new TextDecoder();
  private readonly pkg: string;
  private readonly emit: (line: string) => void;
  private readonly now: () => bigint;

  /** `emit` takes each event's line; `now`: the go command's clock for the events' Time (ns since 1970). */
  constructor(pkg: string, emit: (line: string) => void, now: () => bigint) {
    this.pkg = pkg;
    this.emit = emit;
    this.now = now;
    this.output = new LineBuffer(
      OUT_BUFFER,
      (b) => this.writeOutputEvent(b),
      (b) => this.writeOutputEvent(b),
    );
    this.input = new LineBuffer(
      IN_BUFFER,
      (b) => this.handleInputLine(b),
      (b) => this.output.write(b),
    );
    this.writeEvent({ action: 'start' });
  }

  write(s: string): void {
    this.input.write(bytesOf(s));
  }

  /** The test binary's (or the build's) outcome: failed or not. */
  exited(failed: boolean): void {
    if (!failed) {
      if (this.result !== 'skip') this.result = 'pass';
    } else this.result = 'fail';
  }

  /** The package's final event, with `elapsed` seconds (rounded to the millisecond, as test2json). */
  close(elapsed: number): void {
    this.input.flush();
    this.output.flush();
    if (this.result !== '')
      this.writeEvent({ action: this.result, elapsed: Math.round(elapsed * 1000) / 1000 });
  }

  private handleInputLine(raw: Uint8Array): void {
    if (raw.length === 0) return;
    let sawMarker = false;
    if (this.needMarker && raw[0] !== MARKER) {
      this.output.write(raw);
      return;
    }
    let lineB = raw;
    if (raw[0] === MARKER) {
      this.output.flush();
      sawMarker = true;
      lineB = raw.subarray(1);
    }
    let line = latin1(lineB);
    let trim = line;
    if (trim.endsWith('\n')) {
      trim = trim.slice(0, -1);
      if (trim.endsWith('\r')) trim = trim.slice(0, -1);
    }
    // `=== NAME` with no name (the end of a test, -v=test2json) is the empty name line.
    if (trim === EMPTY_NAME) {
      line = EMPTY_NAME_LINE;
      lineB = bytesOf(line);
      trim = line.slice(0, -1);
    }
    if (trim === BIG_PASS || trim === BIG_FAIL || trim.startsWith(BIG_FAIL_ERROR_PREFIX)) {
      this.flushReport(0);
      this.testName = '';
      this.needMarker = sawMarker;
      this.output.write(lineB);
      this.result = trim === BIG_PASS ? 'pass' : 'fail';
      return;
    }
    if (line.startsWith(SKIP_LINE_PREFIX) && trim.endsWith(SKIP_LINE_SUFFIX) && this.report.length === 0)
      this.result = 'skip';

    let actionColon = false;
    const origLine = lineB;
    let ok = UPDATES.some((m) => line.startsWith(m));
    let indent = 0;
    if (!ok) {
      while (line.startsWith('    ')) {
        line = line.slice(4);
        indent++;
      }
      if (REPORTS.some((m) => line.startsWith(m))) {
        actionColon = true;
        ok = true;
      }
    }
    if (!ok) {
      // Output indented under a pending report belongs to that test.
      if (indent > 0 && indent <= this.report.length) this.testName = this.report[indent - 1].test ?? '';
      this.output.write(origLine);
      return;
    }
    let i = 0;
    if (actionColon) i = line.indexOf(':') + 1;
    if (i === 0) i = UPDATES[0].length;
    const action = line.slice(4, i).trim().replace(/:$/, '').toLowerCase();
    let name = utf8(line.slice(i)).trim();
    const e: Event = { action };
    if (line[0] === '-') {
      // a report: `--- PASS: TestX (0.00s)`
      const p = name.indexOf(' (');
      if (p >= 0) {
        if (name.endsWith('s)')) {
          const t = goParseFloat(name.slice(p + 2, -2));
          if (t !== undefined) e.elapsed = t;
        }
        name = name.slice(0, p);
      }
      if (this.report.length < indent) {
        this.output.write(origLine);
        return;
      }
      this.needMarker = sawMarker;
      this.flushReport(indent);
      e.test = name;
      this.testName = name;
      this.report.push(e);
      this.output.write(origLine);
      return;
    }
    this.needMarker = sawMarker;
    this.flushReport(0);
    this.testName = name;
    if (action === 'name') return;
    if (action === 'pause') this.output.write(origLine);
    this.writeEvent(e);
    if (action !== 'pause') this.output.write(origLine);
  }

  private flushReport(depth: number): void {
    this.testName = '';
    while (this.report.length > depth) this.writeEvent(this.report.pop()!);
  }

  private writeOutputEvent(out: Uint8Array): void {
    this.writeEvent({ action: 'output', output: out });
  }

  private writeEvent(e: Event): void {
    const test = e.test ?? this.testName;
    let js = `{"Time":${goJSONString(rfc3339Nano(this.now()))},"Action":${goJSONString(e.action)}`;
    if (this.pkg !== '') js += `,"Package":${goJSONString(this.pkg)}`;
    if (test !== '') js += `,"Test":${goJSONString(test)}`;
    if (e.elapsed !== undefined) js += `,"Elapsed":${e.elapsed}`;
    if (e.output !== undefined) js += `,"Output":${goJSONString(this.dec.decode(e.output))}`;
    this.emit(`${js}}\n`);
  }
}

/** strconv.ParseFloat's accepted decimal forms, as test2json reads a report's duration. */
function goParseFloat(s: string): number | undefined {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return undefined;
  return Number(s);
}
