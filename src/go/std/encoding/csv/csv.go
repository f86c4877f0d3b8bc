package csv

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	ErrBareQuote     = errors.New("bare \" in non-quoted-field")
	ErrQuote         = errors.New("extraneous or missing \" in quoted-field")
	ErrFieldCount    = errors.New("wrong number of fields")
	ErrTrailingComma = errors.New("extra delimiter at end of line")
)

type ParseError struct {
	StartLine int
	Line      int
	Column    int
	Err       error
}

func (e *ParseError) Error() string {
	if e.Err == ErrFieldCount {
		return fmt.Sprintf("record on line %d: %v", e.Line, e.Err)
	}
	if e.StartLine != e.Line {
		return fmt.Sprintf("record on line %d; parse error on line %d, column %d: %v", e.StartLine, e.Line, e.Column, e.Err)
	}
	return fmt.Sprintf("parse error on line %d, column %d: %v", e.Line, e.Column, e.Err)
}

func (e *ParseError) Unwrap() error { return e.Err }

type Reader struct {
	Comma            rune
	Comment          rune
	FieldsPerRecord  int
	LazyQuotes       bool
	TrimLeadingSpace bool
	ReuseRecord      bool
	TrailingComma    bool

	r       *bufio.Reader
	numLine int
	offset  int64

	// fieldPositions: where each field of the last record starts (its opening quote when quoted).
	fieldPositions []position
}

type position struct {
	line, col int
}

func NewReader(r io.Reader) *Reader {
	return &Reader{Comma: ',', r: bufio.NewReader(r)}
}

func validDelim(r rune) bool {
	return r != 0 && r != '"' && r != '\r' && r != '\n' && utf8.ValidRune(r) && r != utf8.RuneError
}

var errInvalidDelim = errors.New("csv: invalid field or comment delimiter")

// readLine reads one line including its newline; a final line without one gets none added here.
func (r *Reader) readLine() (string, error) {
	line, err := r.r.ReadString('\n')
	if len(line) > 0 && err == io.EOF {
		err = nil
		if line[len(line)-1] == '\r' {
			line = line[:len(line)-1]
		}
	}
	r.numLine++
	r.offset += int64(len(line))
	if n := len(line); n >= 2 && line[n-2] == '\r' && line[n-1] == '\n' {
		line = line[:n-2] + "\n"
	}
	return line, err
}

func lengthNL(s string) int {
	if len(s) > 0 && s[len(s)-1] == '\n' {
		return 1
	}
	return 0
}

func nextRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

func (r *Reader) Read() (record []string, err error) {
	record, err = r.readRecord()
	return record, err
}

func (r *Reader) ReadAll() (records [][]string, err error) {
	for {
		record, err := r.readRecord()
		if err == io.EOF {
			return records, nil
		}
		if err != nil {
			return nil, err
		}
		records = append(records, record)
	}
}

// FieldPos returns the line and column (1-based, in bytes) where field starts in the record most
// recently returned by Read (go1.23 reader.go).
func (r *Reader) FieldPos(field int) (line, column int) {
	if field < 0 || field >= len(r.fieldPositions) {
		panic("out of range index passed to FieldPos")
	}
	p := &r.fieldPositions[field]
	return p.line, p.col
}

func (r *Reader) InputOffset() int64 { return r.offset }

func (r *Reader) readRecord() ([]string, error) {
	if r.Comma == r.Comment || !validDelim(r.Comma) || (r.Comment != 0 && !validDelim(r.Comment)) {
		return nil, errInvalidDelim
	}
	var line string
	var errRead error
	for errRead == nil {
		line, errRead = r.readLine()
		if r.Comment != 0 && nextRune(line) == r.Comment {
			line = ""
			continue
		}
		if errRead == nil && len(line) == lengthNL(line) {
			line = ""
			continue
		}
		break
	}
	if errRead == io.EOF {
		return nil, errRead
	}
	var fields []string
	var field strings.Builder
	recLine := r.numLine
	lineNum := recLine
	col := 1
	r.fieldPositions = r.fieldPositions[:0]
	commaLen := utf8.RuneLen(r.Comma)
	var err error
parseField:
	for {
		if r.TrimLeadingSpace {
			i := strings.IndexFunc(line, func(c rune) bool { return !unicode.IsSpace(c) })
			if i < 0 {
				i = len(line)
				col -= lengthNL(line)
			}
			col += i
			line = line[i:]
		}
		if len(line) == 0 || line[0] != '"' {
			i := strings.IndexRune(line, r.Comma)
			f := line
			if i >= 0 {
				f = f[:i]
			} else {
				f = f[:len(f)-lengthNL(f)]
			}
			if !r.LazyQuotes {
				if j := strings.IndexByte(f, '"'); j >= 0 {
					err = &ParseError{StartLine: recLine, Line: r.numLine, Column: col + j, Err: ErrBareQuote}
					break parseField
				}
			}
			fields = append(fields, f)
			r.fieldPositions = append(r.fieldPositions, position{lineNum, col})
			if i >= 0 {
				line = line[i+commaLen:]
				col += i + commaLen
				continue parseField
			}
			break parseField
		}
		// Quoted field.
		fieldPos := position{lineNum, col}
		line = line[1:]
		col++
		field.Reset()
		for {
			i := strings.IndexByte(line, '"')
			if i >= 0 {
				field.WriteString(line[:i])
				line = line[i+1:]
				col += i + 1
				switch rn := nextRune(line); {
				case rn == '"':
					field.WriteByte('"')
					line = line[1:]
					col++
				case rn == r.Comma:
					line = line[commaLen:]
					col += commaLen
					fields = append(fields, field.String())
					r.fieldPositions = append(r.fieldPositions, fieldPos)
					continue parseField
				case lengthNL(line) == len(line):
					fields = append(fields, field.String())
					r.fieldPositions = append(r.fieldPositions, fieldPos)
					break parseField
				case r.LazyQuotes:
					field.WriteByte('"')
				default:
					err = &ParseError{StartLine: recLine, Line: r.numLine, Column: col - 1, Err: ErrQuote}
					break parseField
				}
			} else if len(line) > 0 {
				field.WriteString(line)
				if errRead != nil {
					break parseField
				}
				col += len(line)
				line, errRead = r.readLine()
				if len(line) > 0 {
					lineNum++
					col = 1
				}
				if errRead == io.EOF {
					errRead = nil
				}
			} else {
				if !r.LazyQuotes && errRead == nil {
					err = &ParseError{StartLine: recLine, Line: lineNum, Column: col, Err: ErrQuote}
					break parseField
				}
				fields = append(fields, field.String())
				r.fieldPositions = append(r.fieldPositions, fieldPos)
				break parseField
			}
		}
	}
	if err == nil {
		err = errRead
	}
	if err == io.EOF {
		err = nil
	}
	if err != nil {
		return nil, err
	}
	if r.FieldsPerRecord > 0 {
		if len(fields) != r.FieldsPerRecord {
			return fields, &ParseError{StartLine: recLine, Line: recLine, Column: 1, Err: ErrFieldCount}
		}
	} else if r.FieldsPerRecord == 0 {
		r.FieldsPerRecord = len(fields)
	}
	return fields, nil
}

type Writer struct {
	Comma   rune
	UseCRLF bool
	w       *bufio.Writer
}

func NewWriter(w io.Writer) *Writer {
	return &Writer{Comma: ',', w: bufio.NewWriter(w)}
}

func (w *Writer) Write(record []string) error {
	if !validDelim(w.Comma) {
		return errInvalidDelim
	}
	for n, field := range record {
		if n > 0 {
			if _, err := w.w.WriteRune(w.Comma); err != nil {
				return err
			}
		}
		if !w.fieldNeedsQuotes(field) {
			if _, err := w.w.WriteString(field); err != nil {
				return err
			}
			continue
		}
		w.w.WriteByte('"')
		for len(field) > 0 {
			i := strings.IndexAny(field, "\"\r\n")
			if i < 0 {
				i = len(field)
			}
			w.w.WriteString(field[:i])
			field = field[i:]
			if len(field) > 0 {
				switch field[0] {
				case '"':
					w.w.WriteString(`""`)
				case '\r':
					if !w.UseCRLF {
						w.w.WriteByte('\r')
					}
				case '\n':
					if w.UseCRLF {
						w.w.WriteString("\r\n")
					} else {
						w.w.WriteByte('\n')
					}
				}
				field = field[1:]
			}
		}
		w.w.WriteByte('"')
	}
	var err error
	if w.UseCRLF {
		_, err = w.w.WriteString("\r\n")
	} else {
		err = w.w.WriteByte('\n')
	}
	return err
}

func (w *Writer) Flush() { w.w.Flush() }

func (w *Writer) Error() error {
	_, err := w.w.Write(nil)
	return err
}

func (w *Writer) WriteAll(records [][]string) error {
	for _, record := range records {
		if err := w.Write(record); err != nil {
			return err
		}
	}
	return w.w.Flush()
}

func (w *Writer) fieldNeedsQuotes(field string) bool {
	if field == "" {
		return false
	}
	if field == `\.` {
		return true
	}
	if w.Comma < utf8.RuneSelf {
		for i := 0; i < len(field); i++ {
			c := field[i]
			if c == '\n' || c == '\r' || c == '"' || c == byte(w.Comma) {
				return true
			}
		}
	} else if strings.ContainsRune(field, w.Comma) || strings.ContainsAny(field, "\"\r\n") {
		return true
	}
	r1, _ := utf8.DecodeRuneInString(field)
	return unicode.IsSpace(r1)
}
