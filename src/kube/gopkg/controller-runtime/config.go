package config

import (
	"time"

	"github.com/go-logr/logr"
)

// Controller contains configuration options for controllers; the builder uses them as defaults.
type Controller struct {
	// SkipNameValidation allows skipping the name validation that ensures that every controller name is unique.
	SkipNameValidation *bool

	// GroupKindConcurrency is a map from a Kind ("Kind.group", e.g. "ReplicaSet.apps") to the
	// number of concurrent reconciles allowed for that controller.
	GroupKindConcurrency map[string]int

	// MaxConcurrentReconciles is the maximum number of concurrent Reconciles which can be run. Defaults to 1.
	MaxConcurrentReconciles int

	// CacheSyncTimeout refers to the time limit set to wait for syncing caches. Defaults to 2 minutes if not set.
	CacheSyncTimeout time.Duration

	// RecoverPanic indicates whether the panic caused by reconcile should be recovered. Defaults to true.
	RecoverPanic *bool

	// NeedLeaderElection indicates whether the controller needs to use leader election. Defaults to true.
	NeedLeaderElection *bool

	// EnableWarmup specifies whether the controller should start its sources when the manager is not the leader.
	EnableWarmup *bool

	// UsePriorityQueue configures the controllers queue to use the controller-runtime provided priority queue.
	// Note: This flag is enabled by default.
	UsePriorityQueue *bool

	// Logger is the logger controllers should use.
	Logger logr.Logger

	// ReconciliationTimeout is used as the timeout passed to the context of each Reconcile call.
	// By default, there is no timeout.
	ReconciliationTimeout time.Duration
}
