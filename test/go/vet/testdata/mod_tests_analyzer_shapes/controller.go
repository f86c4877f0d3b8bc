package m

import (
	"log"
	"time"
)

type Controller struct{ Name string }

func (c *Controller) Reconcile() error {
	start := time.Now()
	defer log.Printf("reconciled %s in %v", c.Name, time.Since(start))
	xs := []string{}
	xs = append(xs)
	t, _ := time.Parse("2006-02-01 15:04", "2024-01-02 10:00")
	_ = t
	var i interface{ Reconcile() error } = c
	if _, ok := i.(interface{ Reconcile() string }); ok {
		return nil
	}
	var f func() = nil
	if c.Reconcile == nil || f == nil {
		return nil
	}
	return nil
}
