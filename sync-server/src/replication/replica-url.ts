/**
 * @module
 * The replica Litestream streams the database to (`LITESTREAM_REPLICA_URL`, decision 042): an
 * `s3://bucket/path` in object storage or a `file:///path` on another disk. Credentials never go
 * in it: Litestream takes them from its own environment variables.
 */

/** The URL schemes Cubby hands to Litestream. */
export const REPLICA_SCHEMES = ['s3', 'file'] as const;

/** Why `value` is not a replica URL Cubby supports, or null when it is one. */
export function replicaUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL such as s3://bucket/cubby or file:///mnt/replica/cubby';
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (!(REPLICA_SCHEMES as readonly string[]).includes(scheme))
    return `must be an s3:// or file:// URL (Litestream replica), not ${scheme}://`;
  if (scheme === 's3' && !url.hostname) return 'must name a bucket: s3://bucket/path';
  if (scheme === 'file' && (url.hostname || url.pathname === '/'))
    return 'must name a folder with an absolute path: file:///path/to/replica';
  if (url.username || url.password)
    return 'must not hold credentials: set LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY';
  return null;
}

/** The URL as it may be shown (health answer, logs): no user, password or query string. */
export function redactReplicaUrl(value: string): string {
  try {
    const url = new URL(value);
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    return url.toString();
  } catch {
    return '(not a URL)';
  }
}
