import { db } from '../db';
import type { SandboxActivityState } from './activity-state';

/** The activity part of the store; read it on every access (reset() replaces the store). */
export function activityState(): SandboxActivityState {
  return db().activity;
}
