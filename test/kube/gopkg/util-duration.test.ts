// k8s.io/apimachinery/pkg/util/duration, as a kubectl-style listing prints its AGE column: every
// branch of HumanDuration and ShortHumanDuration (the 2-second tolerance, "<invalid>", the m/s, h/m,
// d/h and y/d pairs). The package was not provided ("missing go.sum entry for module providing
// package k8s.io/apimachinery/pkg/util/duration"). The expected output is real Go 1.23's.

import { expect, it } from 'vitest';
import { outputTrailer, runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"fmt"
	"time"

	"k8s.io/apimachinery/pkg/util/duration"
)

type row struct {
	name    string
	created time.Time
}

func main() {
	now := time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	ages := []time.Duration{
		-3 * time.Second, -1500 * time.Millisecond, 0, 59 * time.Second, 119 * time.Second, 2 * time.Minute,
		9*time.Minute + 59*time.Second, 10*time.Minute + 30*time.Second, 179 * time.Minute, 3 * time.Hour,
		7*time.Hour + 59*time.Minute, 8*time.Hour + 5*time.Minute, 47 * time.Hour, 48 * time.Hour, 7*24*time.Hour + 23*time.Hour,
		8 * 24 * time.Hour, 400 * 24 * time.Hour, 2*365*24*time.Hour + 24*time.Hour, 3 * 365 * 24 * time.Hour, 9 * 365 * 24 * time.Hour,
	}
	fmt.Printf("%-8s %-8s %s\\n", "NAME", "AGE", "SHORT")
	for i, d := range ages {
		r := row{name: fmt.Sprintf("job-%02d", i), created: now.Add(-d)}
		age := now.Sub(r.created)
		fmt.Printf("%-8s %-8s %s\\n", r.name, duration.HumanDuration(age), duration.ShortHumanDuration(age))
	}
}

// Output:
// NAME     AGE      SHORT
// job-00   <invalid> <invalid>
// job-01   0s       0s
// job-02   0s       0s
// job-03   59s      59s
// job-04   119s     1m
// job-05   2m       2m
// job-06   9m59s    9m
// job-07   10m      10m
// job-08   179m     2h
// job-09   3h       3h
// job-10   7h59m    7h
// job-11   8h       8h
// job-12   47h      1d
// job-13   2d       2d
// job-14   7d23h    7d
// job-15   8d       8d
// job-16   400d     1y
// job-17   2y1d     2y
// job-18   3y       3y
// job-19   9y       9y
`;

it('prints ages as the real package does', () => {
  const r = runMain(PROGRAM);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(outputTrailer(PROGRAM));
});
