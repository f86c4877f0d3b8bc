// A select on time.After forever: only the virtual clock moves.
package main

import "time"

func main() {
	n := 0
	for {
		select {
		case <-time.After(time.Second):
			n++
		}
	}
}
