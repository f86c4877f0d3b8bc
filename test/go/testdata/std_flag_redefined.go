package main

import (
	"flag"
	"fmt"
	"os"
)

// Defining a flag twice prints the message to the set's output, then panics with it.
func main() {
	fs := flag.NewFlagSet("tool", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	fs.String("kubeconfig", "", "path to a kubeconfig")
	defer func() { fmt.Println("recovered:", recover()) }()
	fs.Int("kubeconfig", 0, "again")
}

// Output:
// tool flag redefined: kubeconfig
// recovered: tool flag redefined: kubeconfig
