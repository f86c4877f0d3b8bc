package store

type Item struct {
	Name  string
	price int
}

type cart struct{ items []Item }

func NewCart() *cart { return &cart{} }

func (c *cart) Add(i Item) { c.items = append(c.items, i) }
func (c *cart) total() int { return len(c.items) }
func (c *cart) Count() int { return len(c.items) }

const maxItems = 10
