package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

var global = make(chan os.Signal)

func newChan(n int) chan os.Signal { return make(chan os.Signal, n) }

func main() {
	a := make(chan os.Signal)
	signal.Notify(a, os.Interrupt)
	b := make(chan os.Signal, 1)
	signal.Notify(b, syscall.SIGTERM)
	signal.Notify(make(chan os.Signal), os.Interrupt)
	var c = make(chan os.Signal)
	signal.Notify(c)
	var d chan os.Signal
	d = make(chan os.Signal)
	signal.Notify(d, os.Interrupt)
	notify := signal.Notify
	notify(a, os.Interrupt)
	signal.Notify(global, os.Interrupt)
	e := newChan(1)
	signal.Notify(e, os.Interrupt)
	signal.Notify(newChan(0), os.Interrupt)
	f, g := make(chan os.Signal), 1
	signal.Notify(f, os.Interrupt)
	h, i := newChan(2), newChan(3)
	signal.Notify(h)
	signal.Notify(i)
	signal.Notify((a), os.Interrupt)
	signal.Stop(a)
	fmt.Println(g)
}
