package main

import (
	"fmt"
	"os"
	"sort"
	"text/tabwriter"
)

type Pod struct {
	Name     string
	Ready    string
	Status   string
	Restarts int
	AgeSec   int
}

func age(s int) string {
	switch {
	case s < 60:
		return fmt.Sprintf("%ds", s)
	case s < 3600:
		return fmt.Sprintf("%dm", s/60)
	default:
		return fmt.Sprintf("%dh%dm", s/3600, s%3600/60)
	}
}

func main() {
	pods := []Pod{
		{"web-7d9f8b7c5d-x2k4p", "1/1", "Running", 0, 3725},
		{"db-0", "0/1", "CrashLoopBackOff", 14, 905},
		{"cache-5c6b", "1/1", "Running", 2, 42},
		{"job-migrate-abcde", "0/1", "Completed", 0, 86400},
	}
	sort.Slice(pods, func(i, j int) bool { return pods[i].Name < pods[j].Name })
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 3, ' ', 0)
	fmt.Fprintln(w, "NAME\tREADY\tSTATUS\tRESTARTS\tAGE")
	for _, p := range pods {
		fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%s\n", p.Name, p.Ready, p.Status, p.Restarts, age(p.AgeSec))
	}
	w.Flush()
	fmt.Println()

	w = tabwriter.NewWriter(os.Stdout, 8, 8, 1, ' ', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(w, "item\tqty\tprice\t")
	fmt.Fprintln(w, "apple\t3\t1.25\t")
	fmt.Fprintln(w, "watermelon\t12\t103.50\t")
	w.Flush()
	fmt.Println()

	w = tabwriter.NewWriter(os.Stdout, 0, 4, 0, '.', tabwriter.TabIndent)
	fmt.Fprintf(w, "a\tb\tc\n")
	fmt.Fprintf(w, "aaaaa\tbbbbbbb\tc\n")
	fmt.Fprintf(w, "\tindented\tx\n")
	w.Flush()
}

// Output:
// NAME                   READY   STATUS             RESTARTS   AGE
// cache-5c6b             1/1     Running            2          42s
// db-0                   0/1     CrashLoopBackOff   14         15m
// job-migrate-abcde      0/1     Completed          0          24h0m
// web-7d9f8b7c5d-x2k4p   1/1     Running            0          1h2m
//
//        item|     qty|   price|
//       apple|       3|    1.25|
//  watermelon|      12|  103.50|
//
// a....b.......c
// aaaaabbbbbbb.c
// 		indentedx
