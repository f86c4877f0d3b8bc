// watch.StreamWatcher (watch.NewStreamWatcher over a Decoder and a Reporter), which client-go's REST
// client and typed clients return from Watch, and apierrors.NewClientErrorReporter /
// NewGenericServerResponse, its Reporter: a decoding error becomes one Error event whose Status is
// the 500 "an error on the server (...)" with the ClientWatchDecoding cause, then the watch ends;
// io.EOF ends it quietly; Stop closes the source once. Messages as [AM] pkg/watch/streamwatcher.go
// and pkg/api/errors/errors.go write them.

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const program = `package main

import (
	"errors"
	"fmt"
	"io"
	"net/http"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
)

type scripted struct {
	events []watch.Event
	end    error
	closed int
}

func (s *scripted) Decode() (watch.EventType, runtime.Object, error) {
	if len(s.events) == 0 {
		return "", nil, s.end
	}
	ev := s.events[0]
	s.events = s.events[1:]
	return ev.Type, ev.Object, nil
}

func (s *scripted) Close() { s.closed++ }

func main() {
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p"}}
	src := &scripted{events: []watch.Event{{Type: watch.Added, Object: pod}}, end: errors.New("bad frame")}
	var w watch.Interface = watch.NewStreamWatcher(src, apierrors.NewClientErrorReporter(http.StatusInternalServerError, "GET", "ClientWatchDecoding"))
	fmt.Printf("%T\\n", w)
	for ev := range w.ResultChan() {
		if st, ok := ev.Object.(*metav1.Status); ok {
			fmt.Println(ev.Type, st.Code, st.Reason, st.Message)
			for _, c := range st.Details.Causes {
				fmt.Printf("  %s: %s\\n", c.Type, c.Message)
			}
			continue
		}
		fmt.Println(ev.Type, ev.Object.(*corev1.Pod).Name)
	}
	w.Stop()
	fmt.Println("closed", src.closed)

	quiet := &scripted{end: io.EOF}
	w = watch.NewStreamWatcher(quiet, apierrors.NewClientErrorReporter(500, "GET", ""))
	_, open := <-w.ResultChan()
	fmt.Println(open, quiet.closed)

	for _, code := range []int{404, 409, 429, 503, 418} {
		err := apierrors.NewGenericServerResponse(code, "POST", schema.GroupResource{Group: "apps", Resource: "deployments"}, "web", "boom", 3, false)
		fmt.Println(code, err.ErrStatus.Reason, err.Error(), err.ErrStatus.Details.RetryAfterSeconds, apierrors.IsNotFound(err), apierrors.IsAlreadyExists(err))
	}
	err := apierrors.NewGenericServerResponse(403, "GET", schema.GroupResource{}, "", "forbidden by policy", 0, true)
	fmt.Println(err.Error(), err.ErrStatus.Details.Causes[0].Type, apierrors.IsForbidden(err))
	obj := apierrors.NewClientErrorReporter(500, "GET", "").AsObject(errors.New("x")).(*metav1.Status)
	fmt.Println(obj.Message, len(obj.Details.Causes), obj.Details.Causes[1].Type)
}
`;

describe('watch.StreamWatcher and apierrors.NewClientErrorReporter', () => {
  it('streams decoded events, reports a decoding error once and ends', () => {
    const r = runMain(program);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '*watch.StreamWatcher',
        'ADDED p',
        'ERROR 500 InternalError an error on the server ("unable to decode an event from the watch stream: bad frame") has prevented the request from succeeding',
        '  UnexpectedServerResponse: unable to decode an event from the watch stream: bad frame',
        '  ClientWatchDecoding: unable to decode an event from the watch stream: bad frame',
        'closed 1',
        'false 1',
        '404 NotFound the server could not find the requested resource (post deployments.apps web) 3 true false',
        '409 AlreadyExists the server reported a conflict (post deployments.apps web) 3 false true',
        '429 TooManyRequests the server has received too many requests and has asked us to try again later (post deployments.apps web) 3 false false',
        '503 ServiceUnavailable the server is currently unable to handle the request (post deployments.apps web) 3 false false',
        '418  the server responded with the status code 418 but did not return more information (post deployments.apps web) 3 false false',
        'forbidden by policy UnexpectedServerResponse true',
        'an error on the server ("x") has prevented the request from succeeding 2 ClientError',
        '',
      ].join('\n'),
    );
  });
});
