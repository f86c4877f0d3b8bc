package main

import (
	"bytes"
	"fmt"
	"log"
	"os"
)

func main() {
	var buf bytes.Buffer
	l := log.New(&buf, "[ctrl] ", 0)
	l.Println("starting", 3, "workers")
	l.Printf("no newline %d", 1)
	l.Print("a", "b", 1, 2, "c")
	l.SetFlags(log.Lmsgprefix)
	l.Print("after msgprefix")
	l.SetFlags(log.Lshortfile)
	l.Print("with file")
	l.SetFlags(log.Lshortfile | log.Lmsgprefix)
	l.SetPrefix("pfx: ")
	l.Println("both")
	fmt.Print(buf.String())
	fmt.Println(l.Prefix(), l.Flags(), log.LstdFlags, log.Flags())
	log.SetOutput(os.Stdout)
	log.SetFlags(0)
	log.Print("std logger")
	log.SetPrefix("x ")
	log.Println("", "")
	fmt.Println(l.Writer() == &buf)
	defer fmt.Println("deferred")
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		log.Panicf("bad %s", "thing")
	}()
	log.Panicln("final", 42)
}

// Output:
// [ctrl] starting 3 workers
// [ctrl] no newline 1
// [ctrl] ab1 2c
// [ctrl] after msgprefix
// [ctrl] log_flags_prefix_output.go:19: with file
// log_flags_prefix_output.go:22: pfx: both
// pfx:  80 3 3
// std logger
// x  
// true
// x bad thing
// recovered: bad thing
// x final 42
// deferred
// Stderr:
// panic: final 42
// 	
//
// goroutine 1 [running]:
// Exit: 2
