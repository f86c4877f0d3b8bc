package main

import "fmt"

func main() {
unused:
	for i := 0; i < 2; i++ {
		fmt.Println(i)
	}
	for {
		break missing
	}
	switch {
	case true:
		fallthrough
	}
	if true {
		continue
	}
}

// Error:
// # command-line-arguments
// ./err_label_misuse.go:6:1: label unused defined and not used
// ./err_label_misuse.go:11:9: break label not defined: missing
// ./err_label_misuse.go:15:3: cannot fallthrough final case in switch
// ./err_label_misuse.go:18:3: continue is not in a loop
