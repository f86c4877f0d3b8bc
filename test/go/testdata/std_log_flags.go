package main

import (
	"bytes"
	"fmt"
	"log"
	"os"
)

func main() {
	log.SetFlags(0)
	log.SetOutput(os.Stdout)
	log.Println("plain", 1, 2)
	log.Printf("formatted %d", 3)
	log.SetPrefix("[app] ")
	log.Print("with prefix")
	log.SetFlags(log.Lmsgprefix)
	log.Print("msgprefix")
	var buf bytes.Buffer
	l := log.New(&buf, "buf: ", 0)
	l.Println("to buffer")
	l.Printf("no newline")
	fmt.Print(buf.String())
	fmt.Println(l.Prefix(), l.Flags(), log.Flags(), log.LstdFlags)
	defer fmt.Println("not printed")
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		log.Panicf("bad %s", "thing")
	}()
	log.SetOutput(os.Stderr)
	log.SetFlags(0)
	log.Fatalf("fatal: %v", "bye")
}

// Output:
// plain 1 2
// formatted 3
// [app] with prefix
// [app] msgprefix
// buf: to buffer
// buf: no newline
// buf:  0 64 3
// [app] bad thing
// recovered: bad thing
// Stderr:
// [app] fatal: bye
// Exit: 1
