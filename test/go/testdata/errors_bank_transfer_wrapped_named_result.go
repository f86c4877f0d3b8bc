package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

var ErrInsufficient = errors.New("insufficient funds")

type InsufficientError struct {
	Need, Have float64
}

func (e *InsufficientError) Error() string {
	return fmt.Sprintf("need %.2f, have %.2f", e.Need, e.Have)
}

func (e *InsufficientError) Unwrap() error { return ErrInsufficient }

type Account struct {
	Owner   string
	Balance float64
	History []string
}

func (a *Account) Withdraw(amt float64) error {
	if amt <= 0 {
		return fmt.Errorf("invalid amount %v", amt)
	}
	if amt > a.Balance {
		return &InsufficientError{amt, a.Balance}
	}
	a.Balance -= amt
	a.History = append(a.History, fmt.Sprintf("-%.2f", amt))
	return nil
}

func (a Account) String() string {
	return fmt.Sprintf("%s: $%.2f (%d ops)", a.Owner, a.Balance, len(a.History))
}

type Bank map[string]*Account

func (b Bank) Transfer(from, to string, amt float64) (err error) {
	defer func() {
		if err != nil {
			err = fmt.Errorf("transfer %s->%s: %w", from, to, err)
		}
	}()
	src, ok := b[from]
	if !ok {
		return fmt.Errorf("no account %q", from)
	}
	dst, ok := b[to]
	if !ok {
		return fmt.Errorf("no account %q", to)
	}
	if err := src.Withdraw(amt); err != nil {
		return err
	}
	dst.Balance += amt
	dst.History = append(dst.History, fmt.Sprintf("+%.2f", amt))
	return nil
}

func main() {
	bank := Bank{
		"alice": {Owner: "alice", Balance: 100},
		"bob":   {Owner: "bob", Balance: 20.5},
	}
	ops := []struct {
		from, to string
		amt      float64
	}{
		{"alice", "bob", 30}, {"bob", "alice", 100}, {"carol", "bob", 1}, {"alice", "bob", -5}, {"bob", "alice", 50.5},
	}
	for _, op := range ops {
		err := bank.Transfer(op.from, op.to, op.amt)
		var ie *InsufficientError
		switch {
		case err == nil:
			fmt.Println("ok")
		case errors.As(err, &ie):
			fmt.Printf("short by %.2f: %v (is=%t)\n", ie.Need-ie.Have, err, errors.Is(err, ErrInsufficient))
		default:
			fmt.Println("error:", err)
		}
	}
	names := make([]string, 0, len(bank))
	for n := range bank {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Println(bank[n], strings.Join(bank[n].History, " "))
	}
	fmt.Println(*bank["alice"])
	fmt.Printf("%v %+v\n", bank["bob"], *bank["bob"])
}

// Output:
// ok
// short by 49.50: transfer bob->alice: need 100.00, have 50.50 (is=true)
// error: transfer carol->bob: no account "carol"
// error: transfer alice->bob: invalid amount -5
// ok
// alice: $120.50 (2 ops) -30.00 +50.50
// bob: $0.00 (2 ops) +30.00 -50.50
// alice: $120.50 (2 ops)
// bob: $0.00 (2 ops) bob: $0.00 (2 ops)
