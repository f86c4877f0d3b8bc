package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

func backoff(attempt int) time.Duration {
	d := 100 * time.Millisecond
	for i := 0; i < attempt; i++ {
		d *= 2
	}
	if d > 5*time.Second {
		d = 5 * time.Second
	}
	return d
}

func work(ctx context.Context, d time.Duration) error {
	select {
	case <-time.After(d):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func main() {
	for i := 0; i < 8; i++ {
		fmt.Print(backoff(i), " ")
	}
	fmt.Println()
	for _, s := range []string{"30s", "1m30s", "2h", "500ms", "1.5h", "-3m", "1us", "100"} {
		d, err := time.ParseDuration(s)
		fmt.Println(d, err, d.Seconds())
	}
	d := 3*time.Hour + 25*time.Minute + 45*time.Second + 500*time.Millisecond
	fmt.Println(d, d.Round(time.Minute), d.Truncate(time.Hour), d.Round(time.Hour), d.Minutes())
	fmt.Printf("%.2f hours\n", d.Hours())
	fmt.Println(time.Duration(1<<63-1), time.Duration(-1<<63))
	created := time.Date(2024, 1, 15, 9, 30, 0, 0, time.UTC)
	now := time.Date(2024, 1, 17, 12, 0, 0, 0, time.UTC)
	age := now.Sub(created)
	fmt.Println(age, age.Hours(), int(age.Hours()/24), now.After(created))
	expiry := created.Add(48 * time.Hour)
	fmt.Println(expiry.Format(time.RFC1123), expiry.Before(now), expiry.Format("Jan 2, 2006 at 3:04pm (MST)"))
	fmt.Println(created.Format("2006-01-02T15:04:05.000Z07:00"), created.Format("02/01/06 15h04"), created.Weekday(), created.YearDay())
	t, err := time.Parse("2006-01-02 15:04", "2024-03-10 08:45")
	fmt.Println(t, err)
	t2, err := time.Parse(time.RFC3339Nano, "2024-03-10T08:45:00.123456789Z")
	fmt.Println(t2, err, t2.Nanosecond())
	_, err = time.Parse(time.RFC3339, "2024-03-10")
	fmt.Println(err)
	var pe *time.ParseError
	fmt.Println(errors.As(err, &pe))
	fmt.Println(created.AddDate(0, 0, 30).Format(time.DateOnly), created.AddDate(0, 1, 20).Format(time.DateOnly))
	fmt.Println(time.Date(2023, 2, 29, 0, 0, 0, 0, time.UTC).Format(time.DateOnly), time.Date(2023, 12, 31, 24, 0, 0, 0, time.UTC))
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	fmt.Println(work(ctx, 10*time.Millisecond))
	err = work(ctx, time.Second)
	fmt.Println(err, errors.Is(err, context.DeadlineExceeded))
	ctx2, cancel2 := context.WithCancel(context.Background())
	go func() {
		time.Sleep(5 * time.Millisecond)
		cancel2()
	}()
	fmt.Println(work(ctx2, time.Second))
	start := time.Now()
	ticker := time.NewTicker(10 * time.Millisecond)
	count := 0
	for range ticker.C {
		count++
		if count == 3 {
			ticker.Stop()
			break
		}
	}
	elapsed := time.Since(start)
	fmt.Println(count, elapsed >= 30*time.Millisecond, elapsed < 200*time.Millisecond)
	deadline := time.Now().Add(time.Hour)
	fmt.Println(time.Until(deadline) > 59*time.Minute)
	fmt.Println(created.Unix(), time.Unix(created.Unix(), 0).UTC().Equal(created), created.UnixMilli())
	fmt.Println(created.Truncate(24*time.Hour).Format(time.DateTime), created.Round(time.Hour).Format(time.Kitchen))
	fmt.Println(created.IsZero(), time.Time{}.IsZero(), time.Time{}.Format(time.RFC3339))
}
