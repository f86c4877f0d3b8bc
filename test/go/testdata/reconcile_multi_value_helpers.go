package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

func RequeueE(ctx context.Context, err error, msg string) (Result, error) {
	fmt.Println("error:", msg, "-", err)
	return Result{}, err
}

func RequeueAfter(ctx context.Context, d time.Duration, msg string) (Result, error) {
	fmt.Println("requeue:", msg)
	return Result{RequeueAfter: d}, nil
}

func Reconciled() (Result, error) { return Result{}, nil }

func isToExecute(now, next time.Time) (bool, time.Time, time.Duration, error) {
	if next.IsZero() {
		return false, time.Time{}, 0, errors.New("no schedule")
	}
	if now.Before(next) {
		return false, next, next.Sub(now), nil
	}
	return true, next.Add(time.Hour), time.Hour, nil
}

func reconcile(ctx context.Context, step int) (Result, error) {
	now := time.Date(2025, 1, 1, 9, 0, 0, 0, time.UTC)
	switch step {
	case 0:
		return RequeueE(ctx, errors.New("redis not ready"), "waiting for redis")
	case 1:
		execute, nextSchedule, requeueAfter, err := isToExecute(now, now.Add(90*time.Second))
		if err != nil {
			return Result{}, err
		}
		if !execute {
			return RequeueAfter(ctx, requeueAfter, "next at "+nextSchedule.Format(time.TimeOnly))
		}
	case 2:
		_, _, _, err := isToExecute(now, time.Time{})
		return Result{}, err
	}
	return Reconciled()
}

func main() {
	ctx := context.TODO()
	for step := 0; step < 4; step++ {
		res, err := reconcile(ctx, step)
		fmt.Printf("step %d: %+v err=%v\n", step, res, err)
	}
}

// Output:
// error: waiting for redis - redis not ready
// step 0: {Requeue:false RequeueAfter:0s} err=redis not ready
// requeue: next at 09:01:30
// step 1: {Requeue:false RequeueAfter:1m30s} err=<nil>
// step 2: {Requeue:false RequeueAfter:0s} err=no schedule
// step 3: {Requeue:false RequeueAfter:0s} err=<nil>
