package main

import (
	"errors"
	"fmt"
	"log"
	"os"
)

type Logger struct{ prefix string }

func (l *Logger) Infof(format string, args ...any) {
	log.Printf(l.prefix+format, args...)
}

func (l *Logger) Info(args ...interface{}) {
	fmt.Println(args...)
}

func logf(format string, args ...interface{}) {
	fmt.Printf(format, args...)
}

func wrapErr(format string, args ...any) error {
	return fmt.Errorf(format, args...)
}

func indirect(format string, args ...any) {
	logf(format, args...)
}

func bad(format string, args ...any) {
	fmt.Printf(format, args)
}

func badPrint(args ...any) {
	fmt.Println(args)
}

func modifies(format string, args ...any) {
	args = append(args, 1)
	fmt.Printf(format, args...)
}

type S struct{ n int }

func (s S) String() string {
	return fmt.Sprintf("%s", s)
}

func (s *S) Error() string {
	return fmt.Sprint(s)
}

func main() {
	l := &Logger{}
	l.Infof("%d items", "x")
	l.Info("a %d", 1)
	logf("%s", 1)
	logf("no args", 2)
	_ = wrapErr("%w", errors.New("e"))
	_ = wrapErr("%d", "x")
	indirect("%d %d", 1)
	bad("x")
	badPrint()
	modifies("%d", "s")
	fmt.Println(os.Stdout, "x")
	fmt.Fprintln(os.Stdout, "x")
	fmt.Printf("%z", errors.New("e"))
	var e error
	fmt.Printf("%d %s", e, e)
	fmt.Println(S{}.String())
}
