package main

// log's Lshortfile names the caller's file and line: for the package functions, a Logger's
// methods, Output's calldepth, and slog's default handler (the position of the slog call).

import (
	"log"
	"log/slog"
	"os"
)

func helper(l *log.Logger) {
	l.Printf("from helper %d", 1)
	slog.Info("slog from helper", "k", 1)
}

func wrapped(msg string) {
	log.Output(2, msg)
}

func main() {
	log.SetFlags(log.Lshortfile)
	log.SetOutput(os.Stdout)
	log.Println("hello")
	log.Print("print")
	slog.Info("hello", "n", 2)
	l := log.New(os.Stdout, "p ", log.Lshortfile|log.Lmsgprefix)
	l.Println("method")
	helper(l)
	wrapped("through wrapped")
	log.Output(1, "direct")
	slog.Default().Warn("warned")
	log.SetPrefix("[x] ")
	log.Fatalf("fatal %s", "end")
}

// Output:
// std_log_shortfile.go:24: hello
// std_log_shortfile.go:25: print
// std_log_shortfile.go:26: INFO hello n=2
// std_log_shortfile.go:28: p method
// std_log_shortfile.go:13: p from helper 1
// std_log_shortfile.go:14: INFO slog from helper k=1
// std_log_shortfile.go:30: through wrapped
// std_log_shortfile.go:31: direct
// std_log_shortfile.go:32: WARN warned
// [x] std_log_shortfile.go:34: fatal end
// Exit: 1
