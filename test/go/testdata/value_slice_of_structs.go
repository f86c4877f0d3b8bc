package main

import "fmt"

type Job struct {
	Name   string
	Failed bool
}

func main() {
	jobs := []Job{{"a", false}, {"b", true}, {"c", false}}
	for _, j := range jobs {
		j.Failed = true
	}
	fmt.Println(jobs)
	for i := range jobs {
		jobs[i].Failed = !jobs[i].Failed
	}
	fmt.Println(jobs)
	var ptrs []*Job
	for i := range jobs {
		ptrs = append(ptrs, &jobs[i])
	}
	ptrs[0].Name = "A"
	fmt.Println(jobs[0].Name)
	var addrs []*Job
	for _, j := range jobs {
		addrs = append(addrs, &j)
	}
	addrs[1].Name = "changed copy"
	fmt.Println(jobs[1].Name, addrs[1].Name, addrs[0] != addrs[1])
	p := &jobs[2]
	jobs = append(jobs, Job{Name: "d"})
	p.Name = "C"
	fmt.Println(jobs[2].Name)
}

// Output:
// [{a false} {b true} {c false}]
// [{a true} {b false} {c true}]
// A
// b changed copy true
// c
