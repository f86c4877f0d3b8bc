package main

import "fmt"

var counter = initCounter()

func initCounter() int { return 41 + 1 }

type config struct {
	name    string
	workers int
}

func defaultConfig() config { return config{name: "app", workers: 4} }

func (c config) describe() string { return fmt.Sprintf("%s with %d workers", c.name, c.workers) }
