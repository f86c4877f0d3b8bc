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
	ID      string
	balance int64
	history []string
}

func (a *Account) Deposit(n int64) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.balance += n
	a.history = append(a.history, fmt.Sprintf("+%d", n))
}

func (a *Account) Withdraw(n int64) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if n > a.balance {
		return fmt.Errorf("withdraw %d from %s (balance %d): %w", n, a.ID, a.balance, ErrInsufficient)
	}
	a.balance -= n
	a.history = append(a.history, fmt.Sprintf("-%d", n))
	return nil
}

type Bank struct {
	mu       sync.RWMutex
	accounts map[string]*Account
}

func (b *Bank) Open(id string, initial int64) *Account {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.accounts == nil {
		b.accounts = map[string]*Account{}
	}
	a := &Account{ID: id}
	a.Deposit(initial)
	b.accounts[id] = a
	return a
}

func (b *Bank) Transfer(from, to string, n int64) error {
	b.mu.RLock()
	src, ok1 := b.accounts[from]
	dst, ok2 := b.accounts[to]
	b.mu.RUnlock()
	if !ok1 || !ok2 {
		return fmt.Errorf("transfer %s->%s: unknown account", from, to)
	}
	if err := src.Withdraw(n); err != nil {
		return fmt.Errorf("transfer: %w", err)
	}
	dst.Deposit(n)
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
	var bank Bank
	bank.Open("alice", 1000)
	bank.Open("bob", 500)
	bank.Open("carol", 250)

	var wg sync.WaitGroup
	var errMu sync.Mutex
	failures := map[string]int{}
	for i := 0; i < 30; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pairs := [][2]string{{"alice", "bob"}, {"bob", "carol"}, {"carol", "alice"}}
			p := pairs[i%3]
			if err := bank.Transfer(p[0], p[1], int64(10+i%7)); err != nil {
				errMu.Lock()
				if errors.Is(err, ErrInsufficient) {
					failures["insufficient"]++
				} else {
					failures["other"]++
				}
				errMu.Unlock()
			}
		}()
	}
	wg.Wait()
	fmt.Println("total after transfers:", bank.Total())
	fmt.Println(bank.Transfer("alice", "dave", 1))
	err := bank.Transfer("carol", "alice", 1_000_000)
	fmt.Println(err)
	fmt.Println(errors.Is(err, ErrInsufficient), errors.Unwrap(errors.Unwrap(err)) == ErrInsufficient)
	ids := make([]string, 0, len(bank.accounts))
	for id := range bank.accounts {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	sum := int64(0)
	for _, id := range ids {
		sum += bank.accounts[id].balance
	}
	fmt.Println(ids, sum, failures["other"])
}

// Output:
// total after transfers: 1750
// transfer alice->dave: unknown account
// transfer: withdraw 1000000 from carol (balance 247): insufficient funds
// true true
// [alice bob carol] 1750 0
