export type { AdmissionAttributes, WebhookCall } from './admission.ts';
export { encodeBase64 } from './admission.ts';
export type { Certificate, Endpoint, HttpReply, WebhookListener } from './network.ts';
export { SimNetwork } from './network.ts';
export { authorize, forbiddenError, SUPERUSER_GROUP, serviceAccountUser } from './rbac.ts';
export type { ResourceInfo } from './registry.ts';
export { Registry } from './registry.ts';
export type {
  ApiRequest,
  ApiResponse,
  ApiServerOptions,
  PatchType,
  PropagationPolicy,
  RequestContext,
  Target,
  WatchEvent,
  WatchRequest,
  WatchResult,
} from './server.ts';
export { ADMIN_USER, ApiServer } from './server.ts';
export type { FieldError, Status, StatusCause, StatusDetails, StatusReason } from './status.ts';
export { StatusError } from './status.ts';
export type { Clock, GroupVersionResource, Json, JsonObject, KubeObject, UserInfo } from './types.ts';
