package main

import (
	"fmt"
	"strconv"
	"strings"
)

const input = `NAME        CPU   MEM
api-server  250m  512
scheduler   100m  128
etcd        500m  2048
bad-line
worker      1200m 4096`

type row struct {
	name     string
	milliCPU int
	memMiB   int
}

func parse(s string) ([]row, []error) {
	var rows []row
	var errs []error
	for i, line := range strings.Split(s, "\n")[1:] {
		f := strings.Fields(line)
		if len(f) != 3 {
			errs = append(errs, fmt.Errorf("line %d: expected 3 fields, got %d", i+2, len(f)))
			continue
		}
		cpu, err := strconv.Atoi(strings.TrimSuffix(f[1], "m"))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		mem, _ := strconv.Atoi(f[2])
		rows = append(rows, row{f[0], cpu, mem})
	}
	return rows, errs
}

func main() {
	rows, errs := parse(input)
	totalCPU, totalMem := 0, 0
	for _, r := range rows {
		totalCPU += r.milliCPU
		totalMem += r.memMiB
		fmt.Printf("%-12s %5.2f cores %6d MiB\n", r.name, float64(r.milliCPU)/1000, r.memMiB)
	}
	fmt.Printf("total: %.2f cores, %.1f GiB\n", float64(totalCPU)/1000, float64(totalMem)/1024)
	fmt.Println(errs)
}

// Output:
// api-server    0.25 cores    512 MiB
// scheduler     0.10 cores    128 MiB
// etcd          0.50 cores   2048 MiB
// worker        1.20 cores   4096 MiB
// total: 2.05 cores, 6.6 GiB
// [line 5: expected 3 fields, got 1]
