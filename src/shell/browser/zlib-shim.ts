// just-bash's browser bundle imports gzipSync/gunzipSync from the Node zlib module for its gzip and tar
// commands. A browser/Worker build aliases "node:zlib" to this module: those two commands then
// report that they are unavailable, everything else works.
const unavailable = (): never => {
  throw new Error('gzip is not available in the browser terminal');
};

export const gzipSync = unavailable;
export const gunzipSync = unavailable;
export const constants = { Z_BEST_COMPRESSION: 9, Z_BEST_SPEED: 1, Z_DEFAULT_COMPRESSION: -1 };
export default { gzipSync, gunzipSync, constants };
