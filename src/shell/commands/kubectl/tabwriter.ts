// Go's text/tabwriter elastic tabstops (go/src/text/tabwriter/tabwriter.go, format and writeLines),
// for kubectl describe's layout: a cell is text ended by a tab; a column block is a run of
// consecutive lines with a cell in that column, padded to its widest cell plus `padding`. The text
// after a line's last tab is not part of any column. Widths count runes, as Go's utf8 does.

export interface TabwriterOptions {
  minwidth: number;
  padding: number;
}

/** Formats `text` as a text/tabwriter with padchar ' ' and no flags, flushed at the end. */
export function tabwrite(text: string, opts: TabwriterOptions): string {
  const lines = text.split('\n').map((l) => l.split('\t'));
  const width = (s: string) => Array.from(s).length;
  const out: string[] = [];
  const widths: number[] = [];

  const writeLines = (line0: number, line1: number) => {
    for (let i = line0; i < line1; i++) {
      let s = '';
      lines[i].forEach((c, j) => {
        s += c;
        if (j < lines[i].length - 1 && j < widths.length) s += ' '.repeat(Math.max(0, widths[j] - width(c)));
      });
      out.push(s);
    }
  };

  const format = (line0: number, line1: number) => {
    const column = widths.length;
    for (let self = line0; self < line1; self++) {
      if (column >= lines[self].length - 1) continue;
      // A cell in this column: print the lines before the block, then size the block.
      writeLines(line0, self);
      line0 = self;
      let w = opts.minwidth;
      for (; self < line1; self++) {
        if (column >= lines[self].length - 1) break;
        w = Math.max(w, width(lines[self][column]) + opts.padding);
      }
      widths.push(w);
      format(line0, self);
      widths.pop();
      line0 = self;
    }
    writeLines(line0, line1);
  };

  format(0, lines.length);
  return out.join('\n');
}

/**
 * kubectl's PrefixWriter (pkg/describe/describe.go): each Write is indented two spaces per level;
 * the describers' output goes through a tabwriter with minwidth 0 and padding 2 (tabbedString).
 */
export class PrefixWriter {
  private text = '';
  private readonly indent: number;
  constructor(indent = 0) {
    this.indent = indent;
  }

  write(level: number, s: string): void {
    this.text += '  '.repeat(level + this.indent) + s;
  }

  /** fmt.Sprintln: operands joined by spaces, then a newline. */
  writeLine(...a: (string | number | boolean)[]): void {
    this.text += `${'  '.repeat(this.indent)}${a.join(' ')}\n`;
  }

  /** The tabbed layout of everything written (tabbedString). */
  toString(): string {
    return tabwrite(this.text, { minwidth: 0, padding: 2 });
  }
}
