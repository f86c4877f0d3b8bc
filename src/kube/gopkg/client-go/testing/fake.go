package testing

import (
	"fmt"
	"sync"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
)

// Fake records every action a fake client is asked for and answers it from its reactor chains
// (the first reactor that handles an action wins). Fake clientsets embed it.
type Fake struct {
	sync.RWMutex
	actions []Action

	// ReactionChain: the reactors tried, in order, for every request but watches.
	ReactionChain []Reactor
	// WatchReactionChain: the reactors tried, in order, for watches.
	WatchReactionChain []WatchReactor

	Resources []*metav1.APIResourceList
}

// Reactor answers the actions it Handles; React's handled=false passes the action on.
type Reactor interface {
	Handles(action Action) bool
	React(action Action) (handled bool, ret runtime.Object, err error)
}

// WatchReactor is a Reactor for watches.
type WatchReactor interface {
	Handles(action Action) bool
	React(action Action) (handled bool, ret watch.Interface, err error)
}

// ReactionFunc answers an action; handled=false lets the next reactor try.
type ReactionFunc func(action Action) (handled bool, ret runtime.Object, err error)

// WatchReactionFunc answers a watch action; handled=false lets the next reactor try.
type WatchReactionFunc func(action Action) (handled bool, ret watch.Interface, err error)

// AddReactor appends a reactor to the end of the chain.
func (c *Fake) AddReactor(verb, resource string, reaction ReactionFunc) {
	c.ReactionChain = append(c.ReactionChain, &SimpleReactor{verb, resource, reaction})
}

// PrependReactor adds a reactor to the beginning of the chain.
func (c *Fake) PrependReactor(verb, resource string, reaction ReactionFunc) {
	c.ReactionChain = append([]Reactor{&SimpleReactor{verb, resource, reaction}}, c.ReactionChain...)
}

// AddWatchReactor appends a reactor to the end of the chain.
func (c *Fake) AddWatchReactor(resource string, reaction WatchReactionFunc) {
	c.Lock()
	defer c.Unlock()
	c.WatchReactionChain = append(c.WatchReactionChain, &SimpleWatchReactor{resource, reaction})
}

// PrependWatchReactor adds a reactor to the beginning of the chain.
func (c *Fake) PrependWatchReactor(resource string, reaction WatchReactionFunc) {
	c.Lock()
	defer c.Unlock()
	c.WatchReactionChain = append([]WatchReactor{&SimpleWatchReactor{resource, reaction}}, c.WatchReactionChain...)
}

// Invokes records action, then returns the answer of the first reactor that handles it, or
// defaultReturnObj and no error when none does.
func (c *Fake) Invokes(action Action, defaultReturnObj runtime.Object) (runtime.Object, error) {
	c.Lock()
	defer c.Unlock()

	actionCopy := action.DeepCopy()
	c.actions = append(c.actions, action.DeepCopy())
	for _, reactor := range c.ReactionChain {
		if !reactor.Handles(actionCopy) {
			continue
		}

		handled, ret, err := reactor.React(actionCopy)
		if !handled {
			continue
		}

		return ret, err
	}

	return defaultReturnObj, nil
}

// InvokesWatch records action and returns the first watch reactor's answer; none is an error.
func (c *Fake) InvokesWatch(action Action) (watch.Interface, error) {
	c.Lock()
	defer c.Unlock()

	actionCopy := action.DeepCopy()
	c.actions = append(c.actions, action.DeepCopy())
	for _, reactor := range c.WatchReactionChain {
		if !reactor.Handles(actionCopy) {
			continue
		}

		handled, ret, err := reactor.React(actionCopy)
		if !handled {
			continue
		}

		return ret, err
	}

	return nil, fmt.Errorf("unhandled watch: %#v", action)
}

// ClearActions forgets the recorded actions.
func (c *Fake) ClearActions() {
	c.Lock()
	defer c.Unlock()

	c.actions = make([]Action, 0)
}

// Actions returns a copy of the recorded actions, oldest first.
func (c *Fake) Actions() []Action {
	c.RLock()
	defer c.RUnlock()
	fa := make([]Action, len(c.actions))
	copy(fa, c.actions)
	return fa
}

// FakeClient is what a fake clientset offers beside its typed clients (interface.go), less the
// proxy reactors, which the simulator does not provide.
type FakeClient interface {
	Tracker() ObjectTracker
	AddReactor(verb, resource string, reaction ReactionFunc)
	PrependReactor(verb, resource string, reaction ReactionFunc)
	AddWatchReactor(resource string, reaction WatchReactionFunc)
	PrependWatchReactor(resource string, reaction WatchReactionFunc)
	Invokes(action Action, defaultReturnObj runtime.Object) (runtime.Object, error)
	InvokesWatch(action Action) (watch.Interface, error)
	ClearActions()
	Actions() []Action
}
