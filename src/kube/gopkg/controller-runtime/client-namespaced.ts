// NewNamespacedClient ([CR] pkg/client/namespaced_client.go, v0.24): a Client that fills in (and
// checks) one namespace for namespaced kinds, with the real error texts. Plain Go over any Client.

export { default as namespacedClientSrc } from './client-namespaced.go?raw';
