// golang.org/x/time/rate was not provided, and client-go's workqueue had no BucketRateLimiter:
// kubernetes/sample-controller builds its queue's limiter from
// workqueue.NewTypedMaxOfRateLimiter(exponential, &workqueue.TypedBucketRateLimiter{Limiter:
// rate.NewLimiter(...)}), and DefaultTypedControllerRateLimiter is that pair (5ms..1000s, 10 qps
// burst 100). Expected values worked out from golang/time rate/rate.go (a full bucket at start,
// reservations going into debt) and client-go's util/workqueue (an item already waiting keeps its
// earlier time).

import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"context"
	"fmt"
	"time"

	"golang.org/x/time/rate"
	"k8s.io/client-go/util/workqueue"
)

func main() {
	lim := rate.NewLimiter(rate.Limit(2), 3)
	for i := 0; i < 5; i++ {
		fmt.Println(lim.Reserve().Delay())
	}
	fmt.Println(lim.Allow())
	time.Sleep(2 * time.Second)
	fmt.Println(lim.Allow(), lim.Tokens(), lim.Limit(), lim.Burst())
	fmt.Println(rate.Every(100*time.Millisecond), rate.Every(0) == rate.Inf)
	fmt.Println(lim.WaitN(context.Background(), 5))
	start := time.Now()
	fmt.Println(lim.Wait(context.Background()), time.Since(start))

	q := workqueue.NewTypedRateLimitingQueue(workqueue.NewTypedMaxOfRateLimiter(
		workqueue.NewTypedItemExponentialFailureRateLimiter[string](5*time.Millisecond, 1000*time.Second),
		&workqueue.TypedBucketRateLimiter[string]{Limiter: rate.NewLimiter(rate.Limit(50), 300)},
	))
	start = time.Now()
	q.AddRateLimited("a")
	q.AddRateLimited("a")
	item, _ := q.Get()
	fmt.Println(item, time.Since(start), q.NumRequeues("a"), q.Len())
	q.Done(item)
	q.Forget("a")
	fmt.Println(q.NumRequeues("a"))
	d := workqueue.DefaultTypedControllerRateLimiter[string]()
	fmt.Println(d.When("x"), d.When("x"), d.NumRequeues("x"))
	q.ShutDown()
	_, shutdown := q.Get()
	fmt.Println(shutdown)
}
`;

it('token bucket limiter and the rate-limited work queue', () => {
  const r = runMain(PROGRAM);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      '0s',
      '0s',
      '0s',
      '500ms',
      '1s',
      'false',
      'true 1 2 3',
      '10 true',
      "rate: Wait(n=5) exceeds limiter's burst 3",
      '<nil> 0s',
      'a 5ms 2 0',
      '0',
      '5ms 10ms 2',
      'true',
      '',
    ].join('\n'),
  );
});
