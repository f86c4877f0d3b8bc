package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
)

type Account struct {
	mu      sync.Mutex
	balance int64
	open    bool
}

func Open(initial int64) *Account {
	if initial < 0 {
		return nil
	}
	return &Account{balance: initial, open: true}
}

func (a *Account) Deposit(amt int64) (int64, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.open || a.balance+amt < 0 {
		return a.balance, false
	}
	a.balance += amt
	return a.balance, true
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

type Clock struct{ m int }

func New(h, m int) Clock {
	t := (h*60 + m) % (24 * 60)
	if t < 0 {
		t += 24 * 60
	}
	return Clock{t}
}
func (c Clock) Add(m int) Clock      { return New(0, c.m+m) }
func (c Clock) Subtract(m int) Clock { return New(0, c.m-m) }
func (c Clock) String() string       { return fmt.Sprintf("%02d:%02d", c.m/60, c.m%60) }

type Node struct {
	ID       int
	Children []*Node
}

type Record struct{ ID, Parent int }

var ErrBadTree = errors.New("bad tree")

func Build(records []Record) (*Node, error) {
	if len(records) == 0 {
		return nil, nil
	}
	sort.Slice(records, func(i, j int) bool { return records[i].ID < records[j].ID })
	nodes := make([]*Node, len(records))
	for i, r := range records {
		if r.ID != i || r.Parent > r.ID || (r.ID > 0 && r.Parent == r.ID) {
			return nil, fmt.Errorf("record %+v: %w", r, ErrBadTree)
		}
		nodes[i] = &Node{ID: r.ID}
		if i > 0 {
			p := nodes[r.Parent]
			p.Children = append(p.Children, nodes[i])
		}
	}
	return nodes[0], nil
}

func (n *Node) String() string {
	var parts []string
	for _, c := range n.Children {
		parts = append(parts, c.String())
	}
	if len(parts) == 0 {
		return fmt.Sprint(n.ID)
	}
	return fmt.Sprintf("%d(%s)", n.ID, strings.Join(parts, " "))
}

func main() {
	a := Open(100)
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(2)
		go func() { defer wg.Done(); a.Deposit(10) }()
		go func() { defer wg.Done(); a.Deposit(-5) }()
	}
	wg.Wait()
	fmt.Println(a.Deposit(0))
	fmt.Println(a.Deposit(-1000))
	fmt.Println(a.Close())
	fmt.Println(a.Close())
	fmt.Println(Open(-1) == nil)
	fmt.Println(New(8, 0), New(25, 160), New(-1, -40), New(0, 0).Subtract(1), New(10, 3).Add(-70))
	fmt.Println(New(15, 37) == New(-9, 37), fmt.Sprintf("%v|%s|%+v|%#v", New(1, 1), New(1, 1), New(1, 1), New(1, 1)))
	root, err := Build([]Record{{5, 1}, {3, 2}, {2, 0}, {4, 1}, {1, 0}, {0, 0}, {6, 2}})
	fmt.Println(root, err)
	_, err = Build([]Record{{0, 0}, {1, 1}})
	fmt.Println(err, errors.Is(err, ErrBadTree))
	r, err := Build(nil)
	fmt.Println(r == nil, err)
}

// Output:
// 350 true
// 350 false
// 350 true
// 0 false
// true
// 08:00 03:40 22:20 23:59 08:53
// true 01:01|01:01|01:01|main.Clock{m:61}
// 0(1(4 5) 2(3 6)) <nil>
// record {ID:1 Parent:1}: bad tree true
// true <nil>
