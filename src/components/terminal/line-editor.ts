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

  /** xterm escape sequence that redraws the prompt and the line with the cursor in place. */
  render(prompt: string): string {
    const back = this.buffer.length - this.cursor;
    return `\r\x1b[K${prompt}${this.buffer}${back > 0 ? `\x1b[${back}D` : ''}`;
  }
}
