package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.NewTimer(10 * time.Millisecond)
	time.Sleep(20 * time.Millisecond)
	fmt.Println("len", len(t.C), "cap", cap(t.C))
	fmt.Println("stop after expiry:", t.Stop())
	select {
	case <-t.C:
		fmt.Println("stale value received")
	default:
		fmt.Println("no stale value after Stop (go1.23)")
	}
	t2 := time.NewTimer(5 * time.Millisecond)
	time.Sleep(10 * time.Millisecond)
	fmt.Println("reset:", t2.Reset(20*time.Millisecond))
	start := time.Now()
	<-t2.C
	fmt.Println("fired after reset, >=20ms:", time.Since(start) >= 20*time.Millisecond)
	tk := time.NewTicker(10 * time.Millisecond)
	time.Sleep(35 * time.Millisecond)
	n := 0
	for {
		select {
		case <-tk.C:
			n++
			continue
		default:
		}
		break
	}
	fmt.Println("ticks buffered:", n)
	tk.Reset(time.Millisecond)
	<-tk.C
	tk.Stop()
	time.Sleep(5 * time.Millisecond)
	select {
	case <-tk.C:
		fmt.Println("tick after stop")
	default:
		fmt.Println("no tick after stop")
	}
	af := time.AfterFunc(time.Hour, func() {})
	fmt.Println(af.Stop(), af.Stop(), af.Reset(time.Millisecond))
	fired := make(chan bool)
	af2 := time.AfterFunc(time.Millisecond, func() { fired <- true })
	<-fired
	fmt.Println("afterfunc fired; stop:", af2.Stop())
	var zero time.Timer
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		zero.Reset(time.Second)
	}()
	a := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	b := a.Add(time.Nanosecond)
	fmt.Println(a.Compare(b), b.Compare(a), a.Compare(a))
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		time.NewTicker(0)
	}()
}

// Output:
// len 0 cap 0
// stop after expiry: true
// no stale value after Stop (go1.23)
// reset: true
// fired after reset, >=20ms: true
// ticks buffered: 1
// no tick after stop
// true false false
// afterfunc fired; stop: false
// recovered: time: Reset called on uninitialized Timer
// -1 1 0
// recovered: non-positive interval for NewTicker
