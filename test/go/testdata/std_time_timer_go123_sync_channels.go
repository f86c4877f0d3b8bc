package main

// Go 1.23 timers: a Timer's or Ticker's channel has len and cap 0; a tick that fired but was not
// received is still pending, so Stop reports the timer active and discards it (no stale value after
// Stop or Reset); a zero Timer panics on Stop, a zero Ticker's Stop does nothing.

import (
	"fmt"
	"time"
)

func main() {
	t := time.NewTimer(10 * time.Millisecond)
	time.Sleep(20 * time.Millisecond)
	fmt.Println("len", len(t.C), cap(t.C))
	fmt.Println("stop", t.Stop())
	select {
	case <-t.C:
		fmt.Println("stale value")
	default:
		fmt.Println("no stale value")
	}
	fmt.Println("reset", t.Reset(5*time.Millisecond))
	<-t.C
	fmt.Println("fired")

	tk := time.NewTicker(2 * time.Millisecond)
	time.Sleep(7 * time.Millisecond)
	fmt.Println(len(tk.C), cap(tk.C))
	tk.Stop()
	select {
	case <-tk.C:
		fmt.Println("stale tick")
	default:
		fmt.Println("no tick")
	}
	tk.Reset(time.Millisecond)
	<-tk.C
	fmt.Println("tick after reset")
	tk.Stop()

	t = time.NewTimer(time.Millisecond)
	time.Sleep(2 * time.Millisecond)
	fmt.Println(t.Reset(time.Millisecond))
	v := <-t.C
	fmt.Println(!v.IsZero())
	fmt.Println(t.Stop(), t.Reset(time.Hour), t.Stop())
	ch := time.After(time.Millisecond)
	time.Sleep(2 * time.Millisecond)
	fmt.Println(len(ch), cap(ch))
	<-ch
	tn := time.NewTimer(0)
	<-tn.C
	fmt.Println("zero duration", tn.Stop())
	fmt.Printf("%v %+v\n", tn.C != nil, time.Ticker{})

	var zk time.Ticker
	zk.Stop()
	fmt.Println("zero ticker stopped")
	defer func() { fmt.Println(recover()) }()
	var zt time.Timer
	zt.Stop()
}

// Output:
// len 0 0
// stop true
// no stale value
// reset false
// fired
// 0 0
// no tick
// tick after reset
// true
// true
// false false true
// 0 0
// zero duration false
// true {C:<nil> initTicker:false}
// zero ticker stopped
// time: Stop called on uninitialized Timer
