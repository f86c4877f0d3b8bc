package tabwriter

import (
	"io"
	"unicode/utf8"
)

const (
	FilterHTML uint = 1 << iota
	StripEscape
	AlignRight
	DiscardEmptyColumns
	TabIndent
	Debug
)

const Escape = '\xff'

type cell struct {
	size  int
	width int
	htab  bool
}

// A Writer is a filter that aligns tab-separated columns of its input.
type Writer struct {
	output   io.Writer
	minwidth int
	tabwidth int
	padding  int
	padchar  byte
	flags    uint
	buf      []byte
	pos      int
	cur      cell
	endChar  byte
	lines    [][]cell
	widths   []int
	out      []byte
}

func NewWriter(output io.Writer, minwidth, tabwidth, padding int, padchar byte, flags uint) *Writer {
	return new(Writer).Init(output, minwidth, tabwidth, padding, padchar, flags)
}

func (b *Writer) Init(output io.Writer, minwidth, tabwidth, padding int, padchar byte, flags uint) *Writer {
	if minwidth < 0 || tabwidth < 0 || padding < 0 {
		panic("negative minwidth, tabwidth, or padding")
	}
	b.output = output
	b.minwidth = minwidth
	b.tabwidth = tabwidth
	b.padding = padding
	b.padchar = padchar
	if padchar == '\t' {
		flags &^= AlignRight
	}
	b.flags = flags
	b.reset()
	return b
}

func (b *Writer) reset() {
	b.buf = b.buf[:0]
	b.pos = 0
	b.cur = cell{}
	b.endChar = 0
	b.lines = append(b.lines[:0], nil)
	b.widths = b.widths[:0]
}

func (b *Writer) emit(p []byte) { b.out = append(b.out, p...) }

func (b *Writer) pad(textw, cellw int, useTabs bool) {
	if b.padchar == '\t' || useTabs {
		if b.tabwidth == 0 {
			return
		}
		cellw = (cellw + b.tabwidth - 1) / b.tabwidth * b.tabwidth
		for k := (cellw - textw + b.tabwidth - 1) / b.tabwidth; k > 0; k-- {
			b.out = append(b.out, '\t')
		}
		return
	}
	for k := cellw - textw; k > 0; k-- {
		b.out = append(b.out, b.padchar)
	}
}

// writeLines prints lines [line0, line1) with the current column widths.
func (b *Writer) writeLines(pos int, line0, line1 int) int {
	for i := line0; i < line1; i++ {
		useTabs := b.flags&TabIndent != 0
		for j, c := range b.lines[i] {
			if j > 0 && b.flags&Debug != 0 {
				b.out = append(b.out, '|')
			}
			switch {
			case c.size == 0:
				if j < len(b.widths) {
					b.pad(c.width, b.widths[j], useTabs)
				}
			case b.flags&AlignRight == 0:
				useTabs = false
				b.emit(b.buf[pos : pos+c.size])
				pos += c.size
				if j < len(b.widths) {
					b.pad(c.width, b.widths[j], false)
				}
			default:
				useTabs = false
				if j < len(b.widths) {
					b.pad(c.width, b.widths[j], false)
				}
				b.emit(b.buf[pos : pos+c.size])
				pos += c.size
			}
		}
		if i+1 == len(b.lines) {
			// the last, unterminated line: its pending cell text
			b.emit(b.buf[pos : pos+b.cur.size])
			pos += b.cur.size
		} else {
			b.out = append(b.out, '\n')
		}
	}
	return pos
}

// format sizes column len(b.widths) block by block, recursing into the next column.
func (b *Writer) format(pos int, line0, line1 int) int {
	column := len(b.widths)
	for this := line0; this < line1; this++ {
		if column >= len(b.lines[this])-1 {
			continue
		}
		pos = b.writeLines(pos, line0, this)
		line0 = this
		width := b.minwidth
		discardable := true
		for ; this < line1; this++ {
			line := b.lines[this]
			if column >= len(line)-1 {
				break
			}
			c := line[column]
			if w := c.width + b.padding; w > width {
				width = w
			}
			if c.width > 0 || c.htab {
				discardable = false
			}
		}
		if discardable && b.flags&DiscardEmptyColumns != 0 {
			width = 0
		}
		b.widths = append(b.widths, width)
		pos = b.format(pos, line0, this)
		b.widths = b.widths[:len(b.widths)-1]
		line0 = this
	}
	return b.writeLines(pos, line0, line1)
}

func (b *Writer) appendText(text []byte) {
	b.buf = append(b.buf, text...)
	b.cur.size += len(text)
}

func (b *Writer) updateWidth() {
	b.cur.width += utf8.RuneCount(b.buf[b.pos:])
	b.pos = len(b.buf)
}

func (b *Writer) endEscape() {
	switch b.endChar {
	case Escape:
		b.updateWidth()
		if b.flags&StripEscape == 0 {
			b.cur.width -= 2
		}
	case ';':
		b.cur.width++
	}
	b.pos = len(b.buf)
	b.endChar = 0
}

func (b *Writer) terminateCell(htab bool) int {
	b.cur.htab = htab
	n := len(b.lines) - 1
	b.lines[n] = append(b.lines[n], b.cur)
	b.cur = cell{}
	return len(b.lines[n])
}

func (b *Writer) flushBuffered() {
	if b.cur.size > 0 {
		if b.endChar != 0 {
			b.endEscape()
		}
		b.terminateCell(false)
	}
	b.format(0, 0, len(b.lines))
	b.reset()
}

func (b *Writer) send() error {
	if len(b.out) == 0 {
		return nil
	}
	p := b.out
	b.out = nil
	n, err := b.output.Write(p)
	if n != len(p) && err == nil {
		err = io.ErrShortWrite
	}
	return err
}

// Flush writes out everything buffered; call it after the last Write.
func (b *Writer) Flush() error {
	b.flushBuffered()
	return b.send()
}

func (b *Writer) Write(buf []byte) (n int, err error) {
	for i, ch := range buf {
		if b.endChar == 0 {
			switch ch {
			case '\t', '\v', '\n', '\f':
				b.appendText(buf[n:i])
				b.updateWidth()
				n = i + 1
				ncells := b.terminateCell(ch == '\t')
				if ch == '\n' || ch == '\f' {
					b.lines = append(b.lines, nil)
					if ch == '\f' || ncells == 1 {
						b.flushBuffered()
						if ch == '\f' && b.flags&Debug != 0 {
							b.emit([]byte("---\n"))
						}
					}
				}
			case Escape:
				b.appendText(buf[n:i])
				b.updateWidth()
				n = i
				if b.flags&StripEscape != 0 {
					n++
				}
				b.endChar = Escape
			case '<', '&':
				if b.flags&FilterHTML != 0 {
					b.appendText(buf[n:i])
					b.updateWidth()
					n = i
					if ch == '<' {
						b.endChar = '>'
					} else {
						b.endChar = ';'
					}
				}
			}
		} else if ch == b.endChar {
			j := i + 1
			if ch == Escape && b.flags&StripEscape != 0 {
				j = i
			}
			b.appendText(buf[n:j])
			n = i + 1
			b.endEscape()
		}
	}
	b.appendText(buf[n:])
	if err := b.send(); err != nil {
		return 0, err
	}
	return len(buf), nil
}
