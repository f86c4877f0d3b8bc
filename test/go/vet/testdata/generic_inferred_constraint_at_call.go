package main

type Keyed interface{ Key() string }

func Index[T Keyed](items []T) map[string]T {
	out := map[string]T{}
	for _, it := range items {
		out[it.Key()] = it
	}
	return out
}

type Pod struct{ Name string }

func (p *Pod) Key() string { return p.Name }

func main() {
	byName := Index([]Pod{{Name: "a"}})
	_ = byName
}
