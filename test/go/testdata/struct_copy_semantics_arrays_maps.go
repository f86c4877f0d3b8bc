package main

import "fmt"

type Config struct {
	Name    string
	Ports   [3]int
	Tags    []string
	Env     map[string]string
	Limits  *Limits
	Enabled bool
}

type Limits struct{ CPU, Mem int }

func modify(c Config) {
	c.Name = "changed"
	c.Ports[0] = 999
	c.Tags[0] = "changed-tag"
	c.Env["NEW"] = "1"
	c.Limits.CPU = 42
}

func modifyPtr(c *Config) {
	c.Name = "ptr-changed"
	c.Ports[1] = 777
	c.Tags = append(c.Tags, "appended")
}

func main() {
	c := Config{Name: "orig", Ports: [3]int{80, 443, 8080}, Tags: []string{"a", "b"}, Env: map[string]string{"X": "y"}, Limits: &Limits{1, 2}}
	modify(c)
	fmt.Printf("%v %v %v %v %+v\n", c.Name, c.Ports, c.Tags, c.Env, *c.Limits)
	modifyPtr(&c)
	fmt.Printf("%v %v %v\n", c.Name, c.Ports, c.Tags)
	arr := [2][]int{{1}, {2}}
	arr2 := arr
	arr2[0][0] = 100
	arr2[1] = []int{200}
	fmt.Println(arr, arr2)
	m := map[string]Config{"a": c}
	cc := m["a"]
	cc.Name = "copy"
	fmt.Println(m["a"].Name, cc.Name)
	ms := map[string]*Config{"a": &c}
	ms["a"].Name = "through-pointer"
	fmt.Println(c.Name)
	items := []Config{{Name: "x"}, {Name: "y"}}
	for _, it := range items {
		it.Name = "loop"
	}
	for i := range items {
		items[i].Enabled = true
	}
	fmt.Println(items[0].Name, items[0].Enabled, items[1].Enabled)
	type pt struct{ X, Y int }
	pts := map[pt]string{{1, 2}: "a"}
	key := pt{1, 2}
	fmt.Println(pts[key], pt{1, 2} == key, [2]pt{{1, 1}} == [2]pt{{1, 1}, {0, 0}})
	anon := struct {
		A int
		B string
	}{1, "x"}
	var named struct {
		A int
		B string
	} = anon
	fmt.Printf("%v %+v %T\n", anon, named, anon)
}

// Output:
// orig [80 443 8080] [changed-tag b] map[NEW:1 X:y] {CPU:42 Mem:2}
// ptr-changed [80 777 8080] [changed-tag b appended]
// [[100] [2]] [[100] [200]]
// ptr-changed copy
// through-pointer
// x true true
// a true true
// {1 x} {A:1 B:x} struct { A int; B string }
