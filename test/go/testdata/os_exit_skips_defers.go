package main

import (
	"fmt"
	"log"
	"os"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("[operator] ")
	defer fmt.Println("never printed")
	log.Println("starting manager")
	log.Printf("watching namespace %q", "default")
	l := log.New(os.Stdout, "setup: ", log.Lmsgprefix)
	l.Println("stdout logger", 42)
	l.SetPrefix("")
	l.Print("no newline added twice\n")
	fmt.Fprintln(os.Stderr, "unable to start manager")
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		log.Panicf("bad config: %d", 3)
	}()
	if len(os.Args) > 5 {
		return
	}
	os.Exit(3)
}

// Output:
// setup: stdout logger 42
// no newline added twice
// recovered: bad config: 3
// Stderr:
// [operator] starting manager
// [operator] watching namespace "default"
// unable to start manager
// [operator] bad config: 3
// Exit: 3
