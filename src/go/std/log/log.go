package log

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"time"
)

const (
	Ldate = 1 << iota
	Ltime
	Lmicroseconds
	Llongfile
	Lshortfile
	LUTC
	Lmsgprefix
	LstdFlags = Ldate | Ltime
)

type Logger struct {
	mu     sync.Mutex
	prefix string
	flag   int
	out    io.Writer
}

func New(out io.Writer, prefix string, flag int) *Logger {
	return &Logger{out: out, prefix: prefix, flag: flag}
}

var std = New(os.Stderr, "", LstdFlags)

func Default() *Logger { return std }

func itoa(buf *[]byte, i int, wid int) {
	var b [20]byte
	bp := len(b) - 1
	for i >= 10 || wid > 1 {
		wid--
		q := i / 10
		b[bp] = byte('0' + i - q*10)
		bp--
		i = q
	}
	b[bp] = byte('0' + i)
	*buf = append(*buf, b[bp:]...)
}

func (l *Logger) formatHeader(buf *[]byte, t time.Time, file string, line int) {
	if l.flag&Lmsgprefix == 0 {
		*buf = append(*buf, l.prefix...)
	}
	if l.flag&(Ldate|Ltime|Lmicroseconds) != 0 {
		if l.flag&LUTC != 0 {
			t = t.UTC()
		}
		if l.flag&Ldate != 0 {
			year, month, day := t.Date()
			itoa(buf, year, 4)
			*buf = append(*buf, '/')
			itoa(buf, int(month), 2)
			*buf = append(*buf, '/')
			itoa(buf, day, 2)
			*buf = append(*buf, ' ')
		}
		if l.flag&(Ltime|Lmicroseconds) != 0 {
			hour, min, sec := t.Clock()
			itoa(buf, hour, 2)
			*buf = append(*buf, ':')
			itoa(buf, min, 2)
			*buf = append(*buf, ':')
			itoa(buf, sec, 2)
			if l.flag&Lmicroseconds != 0 {
				*buf = append(*buf, '.')
				itoa(buf, t.Nanosecond()/1e3, 6)
			}
			*buf = append(*buf, ' ')
		}
	}
	if l.flag&(Lshortfile|Llongfile) != 0 {
		if l.flag&Lshortfile != 0 {
			short := file
			for i := len(file) - 1; i > 0; i-- {
				if file[i] == '/' {
					short = file[i+1:]
					break
				}
			}
			file = short
		}
		*buf = append(*buf, file...)
		*buf = append(*buf, ':')
		itoa(buf, line, -1)
		*buf = append(*buf, ": "...)
	}
	if l.flag&Lmsgprefix != 0 {
		*buf = append(*buf, l.prefix...)
	}
}

// Output writes one log line; calldepth counts the frames above the caller whose position
// Lshortfile/Llongfile print (1: Output's own caller).
func (l *Logger) Output(calldepth int, s string) error {
	return l.output(calldepth+1, s)
}

// output is log.go's output: the caller's position first, then the line under the lock.
func (l *Logger) output(calldepth int, s string) error {
	now := time.Now()
	var file string
	var line int
	if l.flag&(Lshortfile|Llongfile) != 0 {
		var ok bool
		_, file, line, ok = runtime.Caller(calldepth)
		if !ok {
			file = "???"
			line = 0
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	var buf []byte
	l.formatHeader(&buf, now, file, line)
	buf = append(buf, s...)
	if len(s) == 0 || s[len(s)-1] != '\n' {
		buf = append(buf, '\n')
	}
	_, err := l.out.Write(buf)
	return err
}

func (l *Logger) Print(v ...any)                 { l.output(2, fmt.Sprint(v...)) }
func (l *Logger) Printf(format string, v ...any) { l.output(2, fmt.Sprintf(format, v...)) }
func (l *Logger) Println(v ...any)               { l.output(2, fmt.Sprintln(v...)) }

func (l *Logger) Fatal(v ...any) {
	l.output(2, fmt.Sprint(v...))
	os.Exit(1)
}

func (l *Logger) Fatalf(format string, v ...any) {
	l.output(2, fmt.Sprintf(format, v...))
	os.Exit(1)
}

func (l *Logger) Fatalln(v ...any) {
	l.output(2, fmt.Sprintln(v...))
	os.Exit(1)
}

func (l *Logger) Panic(v ...any) {
	s := fmt.Sprint(v...)
	l.output(2, s)
	panic(s)
}

func (l *Logger) Panicf(format string, v ...any) {
	s := fmt.Sprintf(format, v...)
	l.output(2, s)
	panic(s)
}

func (l *Logger) Panicln(v ...any) {
	s := fmt.Sprintln(v...)
	l.output(2, s)
	panic(s)
}

func (l *Logger) Flags() int              { return l.flag }
func (l *Logger) SetFlags(flag int)       { l.flag = flag }
func (l *Logger) Prefix() string          { return l.prefix }
func (l *Logger) SetPrefix(prefix string) { l.prefix = prefix }
func (l *Logger) Writer() io.Writer       { return l.out }
func (l *Logger) SetOutput(w io.Writer)   { l.out = w }

func SetOutput(w io.Writer)   { std.out = w }
func Flags() int              { return std.flag }
func SetFlags(flag int)       { std.flag = flag }
func Prefix() string          { return std.prefix }
func SetPrefix(prefix string) { std.prefix = prefix }
func Writer() io.Writer       { return std.out }

// The package-level functions write through std.output themselves, so that calldepth 2 is their
// caller (log.go does the same).
func Print(v ...any)                 { std.output(2, fmt.Sprint(v...)) }
func Printf(format string, v ...any) { std.output(2, fmt.Sprintf(format, v...)) }
func Println(v ...any)               { std.output(2, fmt.Sprintln(v...)) }

func Fatal(v ...any) {
	std.output(2, fmt.Sprint(v...))
	os.Exit(1)
}

func Fatalf(format string, v ...any) {
	std.output(2, fmt.Sprintf(format, v...))
	os.Exit(1)
}

func Fatalln(v ...any) {
	std.output(2, fmt.Sprintln(v...))
	os.Exit(1)
}

func Panic(v ...any) {
	s := fmt.Sprint(v...)
	std.output(2, s)
	panic(s)
}

func Panicf(format string, v ...any) {
	s := fmt.Sprintf(format, v...)
	std.output(2, s)
	panic(s)
}

func Panicln(v ...any) {
	s := fmt.Sprintln(v...)
	std.output(2, s)
	panic(s)
}

func Output(calldepth int, s string) error { return std.output(calldepth+1, s) }
