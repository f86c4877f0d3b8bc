// k8s.io/api/core/v1: pod scheduling and security types that operator APIs embed (cert-manager's
// ACME solver pod template: Affinity, SELinuxOptions, Sysctl, PodFSGroupChangePolicy). Field names,
// json tags and constants as in k8s.io/api v0.36 core/v1/types.go.

export { default as schedulingSrc } from './corev1-scheduling.go?raw';
