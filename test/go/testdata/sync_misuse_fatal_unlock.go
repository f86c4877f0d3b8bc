package main

import (
	"fmt"
	"sync"
)

type Account struct {
	mu      sync.Mutex
	balance int
}

func (a *Account) Withdraw(n int) error {
	a.mu.Lock()
	if n > a.balance {
		a.mu.Unlock()
		return fmt.Errorf("insufficient funds: have %d, need %d", a.balance, n)
	}
	a.balance -= n
	a.mu.Unlock()
	return nil
}

func main() {
	acc := &Account{balance: 100}
	fmt.Println(acc.Withdraw(30), acc.balance)
	fmt.Println(acc.Withdraw(300), acc.balance)
	acc.mu.Unlock()
}

// Output:
// <nil> 70
// insufficient funds: have 70, need 300 70
// Stderr:
// fatal error: sync: unlock of unlocked mutex
//
// goroutine 1 [running]:
// Exit: 2
