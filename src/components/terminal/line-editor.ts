// The terminal's input line, framework-free: editing keys, history (↑/↓, kept across lines),
// and redraw sequences for xterm. Tab completion asks the shell, then applies the answer here.
import { commonPrefix } from '../../shell/text.ts';

export type KeyAction =
  | { kind: 'redraw' }
  | { kind: 'submit'; line: string }
  | { kind: 'complete' }
  | { kind: 'interrupt' }
  | { kind: 'clear-screen' }
  | { kind: 'none' };

export class LineEditor {
  buffer = '';
  cursor = 0;
  readonly history: string[] = [];
  private historyIndex = 0;
  private draft = '';
  /** Tab pressed twice in a row on an ambiguous word lists the candidates. */
  private lastTab = false;

  insert(text: string): void {
    this.buffer = this.buffer.slice(0, this.cursor) + text + this.buffer.slice(this.cursor);
    this.cursor += text.length;
  }

  /** Handles one chunk of xterm input (a key or a paste); returns what the host must do. */
  key(data: string): KeyAction {
    const wasTab = this.lastTab;
    this.lastTab = false;
    switch (data) {
      case '\r':
        return this.submit();
      case '\t':
        this.lastTab = wasTab;
        return { kind: 'complete' };
      case '\x7f':
      case '\b':
        if (this.cursor > 0) {
          this.buffer = this.buffer.slice(0, this.cursor - 1) + this.buffer.slice(this.cursor);
          this.cursor--;
        }
        return { kind: 'redraw' };
      case '\x1b[3~':
        this.buffer = this.buffer.slice(0, this.cursor) + this.buffer.slice(this.cursor + 1);
        return { kind: 'redraw' };
      case '\x1b[D':
        this.cursor = Math.max(0, this.cursor - 1);
        return { kind: 'redraw' };
      case '\x1b[C':
        this.cursor = Math.min(this.buffer.length, this.cursor + 1);
        return { kind: 'redraw' };
      case '\x1b[H':
      case '\x01':
        this.cursor = 0;
        return { kind: 'redraw' };
      case '\x1b[F':
      case '\x05':
        this.cursor = this.buffer.length;
        return { kind: 'redraw' };
      case '\x1b[A':
        this.historyMove(-1);
        return { kind: 'redraw' };
      case '\x1b[B':
        this.historyMove(1);
        return { kind: 'redraw' };
      case '\x15': // Ctrl+U
        this.buffer = this.buffer.slice(this.cursor);
        this.cursor = 0;
        return { kind: 'redraw' };
      case '\x17': {
        // Ctrl+W: delete the word before the cursor
        const before = this.buffer.slice(0, this.cursor).replace(/\S+\s*$/, '');
        this.buffer = before + this.buffer.slice(this.cursor);
        this.cursor = before.length;
        return { kind: 'redraw' };
      }
      case '\x03':
        this.buffer = '';
        this.cursor = 0;
        this.historyIndex = this.history.length;
        return { kind: 'interrupt' };
      case '\x0c':
        return { kind: 'clear-screen' };
      default:
        if (data.startsWith('\x1b')) return { kind: 'none' };
        this.insert(data.replace(/[\x00-\x08\x0e-\x1f]/g, ''));
        return { kind: 'redraw' };
    }
  }

  /** Splits pasted text into complete lines (run in order) and a remainder left on the line. */
  paste(text: string): { lines: string[]; rest: string } {
    const parts = text.replace(/\r\n?/g, '\n').split('\n');
    const rest = parts.pop() ?? '';
    const lines = parts.map((p, i) =>
      i === 0 ? this.buffer.slice(0, this.cursor) + p + this.buffer.slice(this.cursor) : p,
    );
    if (lines.length > 0) {
      this.buffer = '';
      this.cursor = 0;
    }
    this.insert(rest);
    for (const l of lines) this.remember(l);
    return { lines, rest };
  }

  private remember(line: string): void {
    if (line.trim() !== '' && this.history.at(-1) !== line) this.history.push(line);
    this.historyIndex = this.history.length;
    this.draft = '';
  }

  private submit(): KeyAction {
    const line = this.buffer;
    this.remember(line);
    this.buffer = '';
    this.cursor = 0;
    return { kind: 'submit', line };
  }

  private historyMove(delta: number): void {
    if (this.history.length === 0) return;
    if (this.historyIndex === this.history.length) this.draft = this.buffer;
    const next = Math.min(this.history.length, Math.max(0, this.historyIndex + delta));
    if (next === this.historyIndex) return;
    this.historyIndex = next;
    this.buffer = next === this.history.length ? this.draft : this.history[next];
    this.cursor = this.buffer.length;
  }

  /**
   * Applies a completion answer: inserts the candidates' common prefix (plus a space when there is
   * exactly one file/command). Returns the candidates to list when Tab was pressed twice on an
   * ambiguous word, else an empty list.
   */
  applyCompletion(start: number, candidates: readonly string[]): string[] {
    if (candidates.length === 0) return [];
    const word = this.buffer.slice(start, this.cursor);
    let replacement = commonPrefix(candidates);
    if (candidates.length === 1 && !replacement.endsWith('/')) replacement += ' ';
    if (replacement.length > word.length) {
      this.buffer = this.buffer.slice(0, start) + replacement + this.buffer.slice(this.cursor);
      this.cursor = start + replacement.length;
      this.lastTab = false;
      return [];
    }
    if (candidates.length > 1 && this.lastTab) {
      this.lastTab = false;
      return [...candidates];
    }
    this.lastTab = candidates.length > 1;
    return [];
  }

  /**
   * Rows between the first row of the prompt and the row the cursor was left on by the last
   * `render`. A line longer than the terminal is wide wraps; a redraw that only returned to the
   * start of the cursor's row (`\r\x1b[K`) left the rows above it behind, one stale copy per key.
   */
  private cursorRow = 0;

  /** A new prompt starts on the cursor's row (after output, a newline or a cleared screen). */
  startLine(): void {
    this.cursorRow = 0;
  }

  /**
   * xterm escape sequence that redraws the prompt and `text` (the line being edited, by default)
   * over the previous render, with the cursor at `cursor`, for a terminal `cols` columns wide:
   * back up to the prompt's first row, clear to the end of the screen, write, then move the cursor.
   */
  render(prompt: string, cols: number, text = this.buffer, cursor = this.cursor): string {
    const promptCells = cellsOf(prompt.replace(ANSI, ''));
    const end = layout(promptCells, text, cols);
    const at = layout(promptCells, text.slice(0, cursor), cols);
    let out = `${this.cursorRow > 0 ? `\x1b[${this.cursorRow}A` : ''}\r\x1b[J${prompt}${text}`;
    // At the very end of a full row xterm holds the cursor in the last column until the next
    // character; a space and a carriage return make it wrap now, as readline does.
    if (end.col === 0 && end.row > 0) out += ' \r\x1b[K';
    const up = end.row - at.row;
    if (up > 0) out += `\x1b[${up}A\r${at.col > 0 ? `\x1b[${at.col}C` : ''}`;
    else if (end.col > at.col) out += `\x1b[${end.col - at.col}D`;
    this.cursorRow = at.row;
    return out;
  }

  /** Moves the cursor to the end of the line (before a newline ends it), e.g. on Enter. */
  toEnd(prompt: string, cols: number, text = this.buffer): string {
    const end = layout(cellsOf(prompt.replace(ANSI, '')), text, cols);
    const down = end.row - this.cursorRow;
    this.cursorRow = end.row;
    return down > 0 ? `\x1b[${down}B` : '';
  }
}

// SGR and other CSI sequences in the prompt take no cells.
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;
const COMBINING = /\p{Mn}|\p{Me}/u;

/** Cells each character takes: 2 for East Asian wide characters, 0 for combining marks. */
function cellsOf(text: string): number[] {
  const cells: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (COMBINING.test(ch) || c === 0x200b) cells.push(0);
    else if (
      (c >= 0x1100 && c <= 0x115f) ||
      (c >= 0x2e80 && c <= 0xa4cf && c !== 0x303f) ||
      (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) ||
      (c >= 0xfe30 && c <= 0xfe4f) ||
      (c >= 0xff00 && c <= 0xff60) ||
      (c >= 0xffe0 && c <= 0xffe6) ||
      (c >= 0x1f300 && c <= 0x1faff) ||
      (c >= 0x20000 && c <= 0x3fffd)
    )
      cells.push(2);
    else cells.push(1);
  }
  return cells;
}

/**
 * Row and column after writing the prompt and `text` from column 0, wrapping as xterm does: a
 * wide character that does not fit in the last column goes to the next row whole.
 */
function layout(promptCells: readonly number[], text: string, cols: number): { row: number; col: number } {
  const width = Math.max(1, cols);
  let row = 0;
  let col = 0;
  for (const w of [...promptCells, ...cellsOf(text)]) {
    if (col + w > width) {
      row++;
      col = 0;
    }
    col += w;
    if (col === width) {
      row++;
      col = 0;
    }
  }
  return { row, col };
}
