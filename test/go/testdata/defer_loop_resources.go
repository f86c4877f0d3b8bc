package main

import "fmt"

type File struct{ name string }

func open(name string) (*File, error) {
	if name == "bad" {
		return nil, fmt.Errorf("open %s: no such file", name)
	}
	fmt.Println("open", name)
	return &File{name}, nil
}

func (f *File) Close() error {
	fmt.Println("close", f.name)
	return nil
}

func process(names []string) error {
	for _, n := range names {
		err := func() error {
			f, err := open(n)
			if err != nil {
				return err
			}
			defer f.Close()
			fmt.Println("process", f.name)
			return nil
		}()
		if err != nil {
			return err
		}
	}
	return nil
}

func main() {
	fmt.Println(process([]string{"a", "b"}))
	fmt.Println(process([]string{"c", "bad", "d"}))
}

// Output:
// open a
// process a
// close a
// open b
// process b
// close b
// <nil>
// open c
// process c
// close c
// open bad: no such file
