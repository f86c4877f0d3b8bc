package main

import (
	"errors"
	"fmt"
	"sort"
	"sync"
)

var ErrInsufficient = errors.New("insufficient funds")

type Account struct {
	mu      sync.Mutex
	ID      int
	balance int64
}

type Bank struct {
	mu       sync.RWMutex
	accounts map[int]*Account
	log      []string
}

func (b *Bank) Open(id int, initial int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.accounts[id] = &Account{ID: id, balance: initial}
}

func (b *Bank) Transfer(from, to int, amt int64) error {
	b.mu.RLock()
	a, c := b.accounts[from], b.accounts[to]
	b.mu.RUnlock()
	if a == nil || c == nil {
		return fmt.Errorf("transfer %d->%d: unknown account", from, to)
	}
	first, second := a, c
	if first.ID > second.ID {
		first, second = second, first
	}
	first.mu.Lock()
	defer first.mu.Unlock()
	second.mu.Lock()
	defer second.mu.Unlock()
	if a.balance < amt {
		return fmt.Errorf("transfer %d->%d of %d: %w", from, to, amt, ErrInsufficient)
	}
	a.balance -= amt
	c.balance += amt
	return nil
}

func (b *Bank) Total() (t int64) {
	b.mu.RLock()
	defer b.mu.RUnlock()
	for _, a := range b.accounts {
		a.mu.Lock()
		t += a.balance
		a.mu.Unlock()
	}
	return
}

func main() {
	b := &Bank{accounts: map[int]*Account{}}
	for i := 1; i <= 4; i++ {
		b.Open(i, 100)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var failures []string
	for i := 0; i < 40; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			from, to := i%4+1, (i+1)%4+1
			if err := b.Transfer(from, to, int64(10+i)); err != nil {
				mu.Lock()
				failures = append(failures, err.Error())
				mu.Unlock()
			}
		}(i)
	}
	wg.Wait()
	fmt.Println("total:", b.Total())
	sort.Strings(failures)
	fmt.Println("failures:", len(failures) > 0, errors.Is(b.Transfer(1, 9, 1), ErrInsufficient))
	fmt.Println(b.Transfer(1, 2, 1_000_000))
}

// Output:
// total: 400
// failures: false false
// transfer 1->2 of 1000000: insufficient funds
