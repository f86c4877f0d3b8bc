// Package recorder defines interfaces for working with Kubernetes event recorders
// (sigs.k8s.io/controller-runtime/pkg/recorder). A manager is a Provider; GetEventRecorder (the
// events.k8s.io recorder) is in the interface from v0.23.
package recorder

import (
	"k8s.io/client-go/tools/events"
	"k8s.io/client-go/tools/record"
)

// Provider knows how to generate new event recorders with given name.
type Provider interface {
	// GetEventRecorderFor returns an EventRecorder for the old events API.
	GetEventRecorderFor(name string) record.EventRecorder
	// GetEventRecorder returns an EventRecorder for the events.k8s.io API.
	GetEventRecorder(name string) events.EventRecorder
}
