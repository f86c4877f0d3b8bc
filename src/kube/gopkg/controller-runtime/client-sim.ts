// The client implementation of sigs.k8s.io/controller-runtime/pkg/client: `client.New`, the
// `*client` behind every Client (manager's, GetAPIReader's, client.New's), its status/subresource
// writer and a RESTMapper over the simulated API server. The control flow that is plain Go in
// controller-runtime (option application, GVK preservation on Update/Patch, patch data before the
// request) is Go here too ([CR] pkg/client/client.go, typed_client.go); the requests themselves are
// natives (src/kube/bind/client.ts) calling the simulated cluster.

export { default as clientSimSrc } from './client-sim.go?raw';
