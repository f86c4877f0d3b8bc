package main

import "fmt"

type Client interface {
	Get(key string) (string, error)
	Update(key, val string) error
}

type memClient struct{ data map[string]string }

func (m *memClient) Get(k string) (string, error) {
	v, ok := m.data[k]
	if !ok {
		return "", fmt.Errorf("%s not found", k)
	}
	return v, nil
}

func (m *memClient) Update(k, v string) error { m.data[k] = v; return nil }

type countingClient struct {
	Client
	updates int
}

func (c *countingClient) Update(k, v string) error {
	c.updates++
	return c.Client.Update(k, v)
}

type Reconciler struct {
	Client
}

func main() {
	cc := &countingClient{Client: &memClient{data: map[string]string{"a": "1"}}}
	r := Reconciler{Client: cc}
	v, err := r.Get("a")
	fmt.Println(v, err)
	r.Update("a", "2")
	r.Update("b", "3")
	v, _ = r.Get("a")
	_, err = r.Get("zz")
	fmt.Println(v, cc.updates, err)
}

// Output:
// 1 <nil>
// 2 2 zz not found
