package main

import (
	"fmt"
	"log"
	"os"
)

func main() {
	defer fmt.Println("never printed")
	log.SetPrefix("[op] ")
	log.SetFlags(log.Lmsgprefix)
	log.Println("starting", 3, "workers")
	l := log.New(os.Stdout, "worker: ", 0)
	l.Printf("job %d ok", 1)
	l.SetFlags(log.Lshortfile)
	l.Print("with file")
	log.Printf("value=%v", map[string]int{"a": 1})
	log.Fatalf("cannot continue: %v", fmt.Errorf("config %q missing", "app.yaml"))
}

// Output:
// worker: job 1 ok
// worker: log_fatal_prefix_flags.go:17: with file
// Stderr:
// [op] starting 3 workers
// [op] value=map[a:1]
// [op] cannot continue: config "app.yaml" missing
// Exit: 1
