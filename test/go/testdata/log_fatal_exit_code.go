package main

import (
	"fmt"
	"log"
)

func main() {
	defer fmt.Println("not printed: log.Fatal calls os.Exit(1)")
	log.SetFlags(log.Lshortfile)
	log.SetPrefix("op: ")
	fmt.Println("starting")
	log.Fatalln("cannot load kubeconfig:", fmt.Errorf("open %s: no such file", "/root/.kube/config"))
}

// Output:
// starting
// Stderr:
// op: log_fatal_exit_code.go:13: cannot load kubeconfig: open /root/.kube/config: no such file
// Exit: 1
