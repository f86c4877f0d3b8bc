package main

import (
	"fmt"
	"sync"
)

type Account struct {
	mu      sync.Mutex
	balance int
}

func (a *Account) Balance() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.balance
}

func (a *Account) Deposit(n int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.balance += n
	fmt.Println("new balance:", a.Balance())
}

func main() {
	acct := &Account{}
	acct.Deposit(10)
}

// Output:
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [sync.Mutex.Lock]:
// Exit: 2
