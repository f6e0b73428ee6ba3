// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveDeploymentId } from '@/server/deployment-id';

const BUILD = 'phase-production-build';
const SERVER = 'phase-production-server';
const none = () => undefined;

describe('resolveDeploymentId', () => {
  it('takes the environment first', () => {
    expect(resolveDeploymentId({ env: { NEXT_DEPLOYMENT_ID: 'rel-42', DEPLOYMENT_ID: 'x' }, phase: BUILD, builtId: () => 'b', gitSha: () => 'g' })).toBe('rel-42');
    expect(resolveDeploymentId({ env: { DEPLOYMENT_ID: 'rel-43' }, phase: SERVER, builtId: () => 'b', gitSha: () => 'g' })).toBe('rel-43');
  });
  it('a build defaults to the git commit; a server to what its build recorded, not the tree of today', () => {
    expect(resolveDeploymentId({ env: {}, phase: BUILD, builtId: () => 'old', gitSha: () => 'abc123def456' })).toBe('abc123def456');
    expect(resolveDeploymentId({ env: {}, phase: SERVER, builtId: () => 'abc123def456', gitSha: () => 'fff000fff000' })).toBe('abc123def456');
    expect(resolveDeploymentId({ env: {}, phase: SERVER, builtId: none, gitSha: () => 'fff000fff000' })).toBeUndefined();
    expect(resolveDeploymentId({ env: {}, phase: 'phase-development-server', builtId: () => 'b', gitSha: () => 'g' })).toBeUndefined();
  });
  it('keeps ids safe for URLs and headers', () => {
    expect(resolveDeploymentId({ env: { DEPLOYMENT_ID: ' v1.2/3 "x" ' }, phase: BUILD, builtId: none, gitSha: none })).toBe('v1-2-3--x-');
    expect(resolveDeploymentId({ env: { DEPLOYMENT_ID: 'a'.repeat(100) }, phase: BUILD, builtId: none, gitSha: none })).toHaveLength(64);
  });
});
