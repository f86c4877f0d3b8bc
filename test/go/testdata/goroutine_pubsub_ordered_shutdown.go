package main

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

type Event struct {
	Topic string
	Data  string
}

type Broker struct {
	mu     sync.RWMutex
	subs   map[string][]chan Event
	closed bool
}

func NewBroker() *Broker { return &Broker{subs: make(map[string][]chan Event)} }

func (b *Broker) Subscribe(topic string, buf int) <-chan Event {
	b.mu.Lock()
	defer b.mu.Unlock()
	ch := make(chan Event, buf)
	b.subs[topic] = append(b.subs[topic], ch)
	return ch
}

func (b *Broker) Publish(e Event) int {
	b.mu.RLock()
	defer b.mu.RUnlock()
	if b.closed {
		return -1
	}
	for _, ch := range b.subs[e.Topic] {
		ch <- e
	}
	return len(b.subs[e.Topic])
}

func (b *Broker) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	for _, list := range b.subs {
		for _, ch := range list {
			close(ch)
		}
	}
}

func main() {
	b := NewBroker()
	var wg sync.WaitGroup
	var mu sync.Mutex
	received := map[string][]string{}
	listen := func(name string, ch <-chan Event) {
		defer wg.Done()
		for e := range ch {
			mu.Lock()
			received[name] = append(received[name], e.Topic+":"+e.Data)
			mu.Unlock()
		}
		mu.Lock()
		received[name] = append(received[name], "closed")
		mu.Unlock()
	}
	wg.Add(3)
	go listen("orders-1", b.Subscribe("orders", 1))
	go listen("orders-2", b.Subscribe("orders", 0))
	go listen("users", b.Subscribe("users", 5))
	fmt.Println(b.Publish(Event{"orders", "o1"}))
	fmt.Println(b.Publish(Event{"users", "u1"}))
	fmt.Println(b.Publish(Event{"orders", "o2"}))
	fmt.Println(b.Publish(Event{"payments", "p1"}))
	b.Close()
	fmt.Println(b.Publish(Event{"orders", "late"}))
	wg.Wait()
	names := make([]string, 0, len(received))
	for n := range received {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Printf("%-9s %s\n", n, strings.Join(received[n], ", "))
	}
}

// Output:
// 2
// 1
// 2
// 0
// -1
// orders-1  orders:o1, orders:o2, closed
// orders-2  orders:o1, orders:o2, closed
// users     users:u1, closed
