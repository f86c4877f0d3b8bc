// k8s.io/apimachinery/pkg/util/wait's polling and looping functions ([AM] pkg/util/wait/poll.go,
// loop.go, backoff.go): an operator that waits with wait.PollUntilContextTimeout, the deprecated
// wait.Poll/PollImmediate, or runs a loop with wait.UntilWithContext compiles (it failed with
// "undefined: wait.PollUntilContextTimeout") and runs on the virtual clock: the condition runs on
// each interval, the context's deadline ends PollUntilContext* with "context deadline exceeded",
// the deprecated ones end with "timed out waiting for the condition", and wait.Interrupted is true
// for both.

import { expect, it } from 'vitest';
import { outputTrailer, runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"
)

func main() {
	ctx := context.Background()
	start := time.Now()
	since := func() time.Duration { return time.Since(start).Round(time.Millisecond) }

	n := 0
	err := wait.PollUntilContextTimeout(ctx, 2*time.Second, 7*time.Second, false, func(ctx context.Context) (bool, error) {
		n++
		return false, nil
	})
	fmt.Println(err, n, wait.Interrupted(err), errors.Is(err, context.DeadlineExceeded), since())

	start = time.Now()
	n = 0
	err = wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) {
		n++
		return n == 3, nil
	})
	fmt.Println(err, n, since())

	start = time.Now()
	err = wait.PollUntilContextCancel(ctx, time.Second, true, func(ctx context.Context) (bool, error) {
		return false, errors.New("boom")
	})
	fmt.Println(err, since())

	start = time.Now()
	n = 0
	err = wait.Poll(time.Second, 3500*time.Millisecond, func() (bool, error) {
		n++
		return false, nil
	})
	fmt.Println(err, n, wait.Interrupted(err), err == wait.ErrWaitTimeout, since())

	start = time.Now()
	n = 0
	err = wait.PollImmediate(time.Second, 10*time.Second, func() (bool, error) {
		n++
		return n == 2, nil
	})
	fmt.Println(err, n, since())

	start = time.Now()
	loopCtx, cancel := context.WithCancel(ctx)
	n = 0
	wait.UntilWithContext(loopCtx, func(ctx context.Context) {
		n++
		if n == 4 {
			cancel()
		}
	}, 5*time.Second)
	fmt.Println(n, since())

	start = time.Now()
	n = 0
	err = wait.ExponentialBackoffWithContext(ctx, wait.Backoff{Duration: time.Second, Factor: 2, Steps: 4}, func(ctx context.Context) (bool, error) {
		n++
		return false, nil
	})
	fmt.Println(err, n, since())
}

// Output:
// context deadline exceeded 3 true true 7s
// <nil> 3 2s
// boom 0s
// timed out waiting for the condition 3 true true 3.5s
// <nil> 2 1s
// 4 15s
// timed out waiting for the condition 4 7s
`;

it('polls and loops on the virtual clock with the real return values', () => {
  const r = runMain(PROGRAM);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(outputTrailer(PROGRAM));
});
