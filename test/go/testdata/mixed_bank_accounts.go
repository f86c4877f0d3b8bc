package main

import (
	"errors"
	"fmt"
)

var ErrInsufficient = errors.New("insufficient funds")

type Account struct {
	ID      string
	balance int64
	history []string
}

func (a *Account) Deposit(n int64) {
	a.balance += n
	a.history = append(a.history, fmt.Sprintf("+%d", n))
}

func (a *Account) Withdraw(n int64) error {
	if n > a.balance {
		return fmt.Errorf("withdraw %d from %s: %w", n, a.ID, ErrInsufficient)
	}
	a.balance -= n
	a.history = append(a.history, fmt.Sprintf("-%d", n))
	return nil
}

func Transfer(from, to *Account, n int64) error {
	if err := from.Withdraw(n); err != nil {
		return err
	}
	to.Deposit(n)
	return nil
}

func main() {
	alice := &Account{ID: "alice"}
	bob := &Account{ID: "bob"}
	alice.Deposit(100)
	fmt.Println(Transfer(alice, bob, 30))
	err := Transfer(bob, alice, 50)
	fmt.Println(err, errors.Is(err, ErrInsufficient))
	fmt.Println(alice.balance, bob.balance, alice.history, bob.history)
}

// Output:
// <nil>
// withdraw 50 from bob: insufficient funds true
// 70 30 [+100 -30] [+30]
