import { describe, expect, it } from 'vitest';
import { redactReplicaUrl, replicaUrlProblem } from './replica-url.ts';

describe('replica URLs', () => {
  it('accepts an S3 bucket and an absolute folder', () => {
    expect(replicaUrlProblem('s3://acorns-backups/cubby')).toBeNull();
    expect(replicaUrlProblem('s3://acorns-backups.s3.eu-west-1.amazonaws.com/cubby')).toBeNull();
    expect(replicaUrlProblem('file:///mnt/replica/cubby')).toBeNull();
  });

  it('refuses other schemes, a missing bucket or folder, and credentials in the URL', () => {
    expect(replicaUrlProblem('https://example.com/x')).toMatch(/s3:\/\/ or file:\/\/.*not https/);
    expect(replicaUrlProblem('gs://bucket/x')).toMatch(/not gs:\/\//);
    expect(replicaUrlProblem('/mnt/replica')).toMatch(/must be a URL/);
    expect(replicaUrlProblem('s3:///cubby')).toMatch(/bucket/);
    expect(replicaUrlProblem('file://relative/path')).toMatch(/absolute path/);
    expect(replicaUrlProblem('file:///')).toMatch(/absolute path/);
    expect(replicaUrlProblem('s3://KEY:SECRET@bucket/cubby')).toMatch(/LITESTREAM_ACCESS_KEY_ID/);
  });

  it('shows a URL without user, password or query string', () => {
    expect(redactReplicaUrl('s3://KEY:SECRET@bucket/cubby?endpoint=x&secret=y')).toBe(
      's3://bucket/cubby',
    );
    expect(redactReplicaUrl('file:///mnt/replica')).toBe('file:///mnt/replica');
    expect(redactReplicaUrl('not a url')).toBe('(not a URL)');
  });
});
