package signals

import "context"

var onlyOneSignalHandler = make(chan struct{})

// SetupSignalHandler registers for SIGTERM and SIGINT. A context is returned which is canceled on
// one of these signals. If a second signal is caught, the program is terminated with exit code 1.
// (Simulated: the "signal" comes when the cluster is idle or the run's virtual-time limit passes.)
func SetupSignalHandler() context.Context {
	close(onlyOneSignalHandler) // panics when called twice

	ctx, cancel := context.WithCancel(context.Background())
	notifyOnShutdown(cancel)
	return ctx
}

// notifyOnShutdown registers cancel to be called when the simulated run ends.
func notifyOnShutdown(cancel func())
