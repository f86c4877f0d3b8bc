package main

// A main module declaring go 1.22 keeps the asynchronous timer channels of go1.22 (GODEBUG
// asynctimerchan=1 by default): the channel has capacity 1 and holds a fired time, Stop and Reset
// report false once the timer fired and leave that time in the channel.

import (
	"fmt"
	"time"
)

func main() {
	t := time.NewTimer(10 * time.Millisecond)
	fmt.Println("cap", cap(t.C), "len", len(t.C))
	time.Sleep(20 * time.Millisecond)
	fmt.Println("fired: len", len(t.C))
	fmt.Println("Stop after firing:", t.Stop())
	fmt.Println("len after Stop", len(t.C))
	select {
	case <-t.C:
		fmt.Println("stale value still received")
	default:
		fmt.Println("no value")
	}

	r := time.NewTimer(5 * time.Millisecond)
	time.Sleep(10 * time.Millisecond)
	fmt.Println("Reset after firing:", r.Reset(50*time.Millisecond))
	start := time.Now()
	<-r.C
	fmt.Println("stale receive was immediate:", time.Since(start) < 25*time.Millisecond)

	tk := time.NewTicker(10 * time.Millisecond)
	time.Sleep(25 * time.Millisecond)
	tk.Stop()
	fmt.Println("ticker cap", cap(tk.C), "len after Stop", len(tk.C))

	a := time.After(time.Millisecond)
	time.Sleep(5 * time.Millisecond)
	fmt.Println("After: len", len(a), "cap", cap(a))
}

// Output:
// cap 1 len 0
// fired: len 1
// Stop after firing: false
// len after Stop 1
// stale value still received
// Reset after firing: false
// stale receive was immediate: true
// ticker cap 1 len after Stop 1
// After: len 1 cap 1
