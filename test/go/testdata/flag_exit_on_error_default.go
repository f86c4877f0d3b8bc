package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	os.Args = []string{"/usr/local/bin/ctl", "-v", "-port", "notanumber"}
	verbose := flag.Bool("v", false, "verbose output")
	port := flag.Int("port", 8080, "listen `port`")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "Usage of %s:\n", "ctl")
		flag.PrintDefaults()
		fmt.Fprintln(flag.CommandLine.Output(), "see docs")
	}
	defer fmt.Println("deferred does not run")
	flag.Parse()
	fmt.Println(*verbose, *port)
}

// Output:
// Stderr:
// invalid value "notanumber" for flag -port: parse error
// Usage of ctl:
//   -port port
//     	listen port (default 8080)
//   -v	verbose output
// see docs
// Exit: 2
