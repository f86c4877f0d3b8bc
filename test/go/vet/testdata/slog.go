package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
)

type keyer interface{ Key() string }

func main() {
	logger := slog.New(slog.NewTextHandler(os.Stdout, nil))
	ctx := context.Background()
	err := errors.New("boom")
	slog.Info("starting", "port", 8080)
	slog.Info("missing value", "port")
	slog.Error("failed", err)
	slog.Warn("two", "a", 1, "b")
	logger.Info("reconcile", "name", "x", 42, "y")
	logger.With("component").Info("x")
	logger.InfoContext(ctx, "ctx", "k", "v", "k2")
	slog.Debug("attr", slog.Int("n", 1), "k", 2)
	var anyKey any = "k"
	slog.Info("any", anyKey, 1, 2)
	slog.Info("any2", anyKey, "v", "x")
	var k keyer
	slog.Info("keyer", k, 1)
	slog.Log(ctx, slog.LevelInfo, "log", "a")
	slog.Group("g", "a")
	args := []any{"a", 1}
	slog.Info("spread", args...)
	logger.Error(fmt.Sprintf("failed: %v", err), "error")
	logger.Info("msg\n", "key with space", 1, 3.5, "v")
}
