/** Moderation tests' helpers (issue 34): a moderator (the role as support grants it), reports and case actions. */
import { expect } from 'vitest';
import type { ModerationCase } from '@kickoff/shared';
import type { App } from '../../src/app';
import { setModerator } from '../../src/modules/moderation';
import { person, type Person } from './people';
import type { SignedInUser } from './auth';

/** A person with the moderator role, granted as `npm run admin -- grant-moderator` does. */
export async function moderator(app: App, name = 'Mo'): Promise<Person> {
  const mod = await person(app, name);
  expect(await setModerator(app.db, mod.id, true)).toBe(true);
  return mod;
}

export function fileReport(app: App, user: SignedInUser, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/reports', headers: user.headers, payload: body });
}

/** The open case of a target, as the queue shows it. */
export async function caseOf(app: App, mod: SignedInUser, targetId: string): Promise<ModerationCase | undefined> {
  const res = await app.inject({ url: '/api/moderation/cases?limit=50', headers: mod.headers });
  expect(res.statusCode).toBe(200);
  return (res.json().items as ModerationCase[]).find((c) => c.targetId === targetId);
}

export function actOn(app: App, mod: SignedInUser, caseId: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/moderation/cases/${caseId}/actions`, headers: mod.headers, payload: body });
}

export async function auditOf(app: App, mod: SignedInUser, subjectId: string) {
  const res = await app.inject({ url: `/api/moderation/audit?subjectId=${subjectId}`, headers: mod.headers });
  expect(res.statusCode).toBe(200);
  return res.json().items as { action: string; reason: string | null; moderatorName: string; caseId: string | null; details: Record<string, unknown> }[];
}
