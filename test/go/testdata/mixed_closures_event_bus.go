package main

import (
	"fmt"
	"sort"
)

type Handler func(payload string)

type Bus struct {
	subs map[string][]Handler
}

func (b *Bus) Subscribe(topic string, h Handler) func() {
	if b.subs == nil {
		b.subs = map[string][]Handler{}
	}
	b.subs[topic] = append(b.subs[topic], h)
	idx := len(b.subs[topic]) - 1
	return func() { b.subs[topic][idx] = nil }
}

func (b *Bus) Publish(topic, payload string) int {
	n := 0
	for _, h := range b.subs[topic] {
		if h != nil {
			h(payload)
			n++
		}
	}
	return n
}

func main() {
	var bus Bus
	var got []string
	unsub := bus.Subscribe("pods", func(p string) { got = append(got, "A:"+p) })
	bus.Subscribe("pods", func(p string) { got = append(got, "B:"+p) })
	bus.Subscribe("nodes", func(p string) { got = append(got, "N:"+p) })
	fmt.Println(bus.Publish("pods", "created"))
	unsub()
	fmt.Println(bus.Publish("pods", "deleted"), bus.Publish("nodes", "ready"), bus.Publish("none", "x"))
	sort.Strings(got)
	fmt.Println(got)
}

// Output:
// 2
// 1 1 0
// [A:created B:created B:deleted N:ready]
