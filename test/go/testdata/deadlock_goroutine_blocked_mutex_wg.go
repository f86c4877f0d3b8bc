package main

import (
	"fmt"
	"sync"
)

type Account struct {
	mu      sync.Mutex
	balance int
}

func transfer(from, to *Account, amount int, wg *sync.WaitGroup) {
	defer wg.Done()
	from.mu.Lock()
	defer from.mu.Unlock()
	to.mu.Lock()
	defer to.mu.Unlock()
	from.balance -= amount
	to.balance += amount
}

func main() {
	a := &Account{balance: 100}
	b := &Account{balance: 50}
	var wg sync.WaitGroup
	wg.Add(1)
	go transfer(a, b, 10, &wg)
	wg.Wait()
	fmt.Println(a.balance, b.balance)
	a.mu.Lock()
	wg.Add(1)
	go transfer(b, a, 5, &wg)
	wg.Wait()
	fmt.Println("unreachable")
}

// Output:
// 90 60
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [semacquire]:
// Exit: 2
