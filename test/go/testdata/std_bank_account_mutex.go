package main

import (
	"errors"
	"fmt"
	"sync"
)

type Account struct {
	mu      sync.Mutex
	balance int64
	open    bool
}

var ErrClosed = errors.New("account closed")

func Open(initial int64) *Account {
	if initial < 0 {
		return nil
	}
	return &Account{balance: initial, open: true}
}

func (a *Account) Balance() (int64, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.open {
		return 0, ErrClosed
	}
	return a.balance, nil
}

func (a *Account) Deposit(amt int64) (int64, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.open {
		return 0, ErrClosed
	}
	if a.balance+amt < 0 {
		return a.balance, fmt.Errorf("insufficient funds: balance %d, withdrawal %d", a.balance, -amt)
	}
	a.balance += amt
	return a.balance, nil
}

func (a *Account) Close() (int64, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.open {
		return 0, false
	}
	a.open = false
	p := a.balance
	a.balance = 0
	return p, true
}

func main() {
	a := Open(100)
	var wg sync.WaitGroup
	for i := 0; i < 100; i++ {
		wg.Add(2)
		go func() { defer wg.Done(); a.Deposit(10) }()
		go func() { defer wg.Done(); a.Deposit(-5) }()
	}
	wg.Wait()
	fmt.Println(a.Balance())
	fmt.Println(a.Deposit(-1000))
	fmt.Println(a.Close())
	fmt.Println(a.Close())
	_, err := a.Deposit(5)
	fmt.Println(err, errors.Is(err, ErrClosed))
	fmt.Println(Open(-1) == nil)
}

// Output:
// 600 <nil>
// 600 insufficient funds: balance 600, withdrawal 1000
// 600 true
// 0 false
// account closed true
// true
