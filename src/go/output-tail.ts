// The kept part of a program's output: a program printing forever runs until a budget stops it and
// must not grow the host's memory meanwhile. Streaming hosts get every byte through their callbacks;
// the tail is what a result object returns.

/** Characters kept per stream: the last this many, once there were more than twice as many. */
export const KEPT_OUTPUT = 16 << 20;

const CHUNK = 1 << 16;

/** A Go byte string (one character per byte, as the interpreter writes output) as bytes. */
export function byteArray(b: string): Uint8Array {
  const u = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) u[i] = b.charCodeAt(i);
  return u;
}

/**
 * The last `kept` (or a few more) characters written. Small writes are joined into flat 64 KiB
 * chunks: a rope of thousands of short writes costs several times the characters it holds, and
 * `text += write` flattens the whole tail again and again.
 */
export class OutputTail {
  private chunks: string[] = [];
  private head = 0;
  private inChunks = 0;
  private pending: string[] = [];
  private pendingLength = 0;
  private readonly kept: number;
  /** Go bytes (binary strings): a cut tail starts on a UTF-8 character boundary. */
  private readonly bytes: boolean;

  constructor(opts: { kept?: number; bytes?: boolean } = {}) {
    this.kept = opts.kept ?? KEPT_OUTPUT;
    this.bytes = opts.bytes ?? false;
  }

  push(t: string): void {
    if (t === '') return;
    this.pending.push(t);
    this.pendingLength += t.length;
    if (this.pendingLength < Math.min(CHUNK, this.kept)) return;
    const chunk = this.pending.length === 1 ? t : this.pending.join('');
    this.pending = [];
    this.pendingLength = 0;
    this.chunks.push(chunk);
    this.inChunks += chunk.length;
    while (this.inChunks - this.chunks[this.head].length >= this.kept) {
      this.inChunks -= this.chunks[this.head].length;
      this.head++;
    }
    if (this.head > 256) {
      this.chunks = this.chunks.slice(this.head);
      this.head = 0;
    }
  }

  /** Everything written when it was at most twice `kept`, else the last `kept` characters or more. */
  get text(): string {
    const t = this.chunks.slice(this.head).join('') + this.pending.join('');
    if (this.head === 0 && t.length <= 2 * this.kept) return t;
    let i = t.length > 2 * this.kept ? t.length - this.kept : 0;
    if (this.bytes) while (i < t.length && (t.charCodeAt(i) & 0xc0) === 0x80) i++;
    return i === 0 ? t : t.slice(i);
  }
}
