package main

import (
	"bytes"
	"fmt"
	"log"
	"os"
)

func main() {
	defer fmt.Println("deferred: never printed by log.Fatal")
	log.SetFlags(0)
	log.SetPrefix("[app] ")
	log.Println("starting", 3, "workers")
	log.Printf("config %q loaded", "dev")
	var buf bytes.Buffer
	l := log.New(&buf, "svc: ", log.Lmsgprefix|log.Lshortfile)
	l.Print("to buffer")
	l.SetFlags(log.Lmsgprefix)
	l.Println("no newline needed")
	fmt.Print(buf.String())
	fmt.Println(log.Prefix(), log.Flags(), l.Prefix(), l.Writer() == &buf)
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		log.Panicf("bad state %d", 42)
	}()
	log.SetOutput(os.Stdout)
	log.Print("now on stdout")
	log.Fatalf("fatal: %v", os.ErrPermission)
}

// Output:
// log_prefix_flags_fatal_exit.go:18: svc: to buffer
// svc: no newline needed
// [app]  0 svc:  true
// recovered: bad state 42
// [app] now on stdout
// [app] fatal: permission denied
// Stderr:
// [app] starting 3 workers
// [app] config "dev" loaded
// [app] bad state 42
// Exit: 1
