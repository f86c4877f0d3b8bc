package fmt

import (
	"io"
	"os"
)

// readByte reads one byte from r (a one-byte Read, as fmt's readRune does for a reader that is not
// an io.RuneScanner), or reports the error that stopped it.
func readByte(r io.Reader) (byte, error) {
	if br, ok := r.(io.ByteReader); ok {
		return br.ReadByte()
	}
	var b [1]byte
	for {
		n, err := r.Read(b[:])
		if n == 1 {
			return b[0], nil
		}
		if err != nil {
			return 0, err
		}
	}
}

func isScanSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\r' || b == '\n'
}

// scanTokens reads the space-separated words Fscan (nlIsSpace) or Fscanln would consume for n
// operands: each word and the byte that ended it, which the real scanner reads and, with no
// io.RuneScanner to give it back to, drops. Fscanln stops at a newline.
func scanTokens(r io.Reader, n int, nlIsSpace bool) (string, error) {
	var out []byte
	for i := 0; i < n; i++ {
		var b byte
		var err error
		for {
			b, err = readByte(r)
			if err != nil {
				return string(out), nil
			}
			if b == '\n' && !nlIsSpace {
				return string(append(out, '\n')), nil
			}
			if !isScanSpace(b) {
				break
			}
		}
		if len(out) > 0 {
			out = append(out, ' ')
		}
		out = append(out, b)
		for {
			b, err = readByte(r)
			if err != nil {
				return string(out), nil
			}
			if isScanSpace(b) {
				if b == '\n' && !nlIsSpace {
					return string(append(out, '\n')), nil
				}
				// a reader that can take the byte back gets it back (fmt's UnreadRune)
				if bs, ok := r.(io.ByteScanner); ok {
					bs.UnreadByte()
				}
				break
			}
			out = append(out, b)
		}
	}
	if !nlIsSpace {
		// Fscanln reads on to the newline: anything else there is "expected newline".
		for {
			b, err := readByte(r)
			if err != nil || b == '\n' {
				break
			}
			out = append(out, b)
			if !isScanSpace(b) {
				break
			}
		}
	}
	return string(out), nil
}

// scanLine reads up to and including the next newline (Fscanf's input for a format of one line).
func scanLine(r io.Reader) string {
	var out []byte
	for {
		b, err := readByte(r)
		if err != nil {
			return string(out)
		}
		if b == '\n' {
			return string(out)
		}
		out = append(out, b)
	}
}

// Fscan scans text read from r, storing successive space-separated values into successive
// arguments. Newlines count as space. It returns the number of items successfully scanned.
func Fscan(r io.Reader, a ...any) (n int, err error) {
	if st, ok := r.(*ss); ok {
		return scanResult(scanNested(st, "", 0, a))
	}
	s, _ := scanTokens(r, len(a), true)
	return Sscan(s, a...)
}

// Fscanln is similar to Fscan, but stops scanning at a newline and after the final item there
// must be a newline or EOF.
func Fscanln(r io.Reader, a ...any) (n int, err error) {
	if st, ok := r.(*ss); ok {
		return scanResult(scanNested(st, "", 1, a))
	}
	s, _ := scanTokens(r, len(a), false)
	return Sscanln(s, a...)
}

// Fscanf scans text read from r, storing successive space-separated values into successive
// arguments as determined by the format. Here the input is read a line at a time: a format
// spanning lines reads as many.
func Fscanf(r io.Reader, format string, a ...any) (n int, err error) {
	if st, ok := r.(*ss); ok {
		return scanResult(scanNested(st, format, 2, a))
	}
	body := format
	if len(body) > 0 && body[len(body)-1] == '\n' {
		body = body[:len(body)-1]
	}
	lines := 1
	for i := 0; i < len(body); i++ {
		if body[i] == '\n' {
			lines++
		}
	}
	s := ""
	for i := 0; i < lines; i++ {
		if i > 0 {
			s += "\n"
		}
		s += scanLine(r)
	}
	if len(body) < len(format) {
		s += "\n"
	}
	return Sscanf(s, format, a...)
}

// Scan scans text read from standard input, storing successive space-separated values into
// successive arguments. Newlines count as space.
func Scan(a ...any) (n int, err error) {
	return Fscan(os.Stdin, a...)
}

// Scanln is similar to Scan, but stops scanning at a newline.
func Scanln(a ...any) (n int, err error) {
	return Fscanln(os.Stdin, a...)
}

// Scanf scans text read from standard input, storing successive space-separated values into
// successive arguments as determined by the format.
func Scanf(format string, a ...any) (n int, err error) {
	return Fscanf(os.Stdin, format, a...)
}
