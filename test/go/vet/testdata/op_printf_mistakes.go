package main

import (
	"fmt"
	"log"
	"os"
)

type Pod struct{ Name string }

func (p Pod) String() string { return fmt.Sprintf("%s", p) }

func main() {
	pod := Pod{"a"}
	fmt.Printf("pod %s has %d replicas\n", pod.Name)
	log.Printf("error: %v", )
	fmt.Fprintf(os.Stderr, "%q\n", 42)
	fmt.Println("done %s", pod)
	log.Fatalf("bad %d", "x")
}
