/**
 * @module
 * The whole server in process over a real SQLite file (`createTestApp`: the migrations, the
 * registry with its projections, folds and audit hooks, the Hono app): a tablet's update is
 * applied as the sync endpoint applies it (`applyClientUpdate`, then the commit that stores,
 * folds, projects and audits), REST and the kiosk are requests (`app.request`), and the loop
 * that closes forgotten stays is the server's own pass.
 */
import {
  type DirectoryEntry,
  type DirectoryRoom,
  listDirectory,
  listDirectoryRooms,
} from '@cubby/shared/docs';
import { createSession } from '@cubby/sync-server/auth/sessions';
import { closeStaysForgottenBeforeToday } from '@cubby/sync-server/services/day-records/forgotten-stays';
import { kioskFor } from '@cubby/sync-server/testing/kiosk-devices';
import { createTestApp, type TestApp } from '@cubby/sync-server/testing/test-app';
import type * as Y from 'yjs';
import { CHILDREN, type Child, type Tablet } from './day-world.ts';
import type { DayTimes, ServerSide, Via } from './server-side.ts';

/** The app in process, three children in one room, a kiosk and each parent's PIN. */
export class AppServer implements ServerSide {
  tokens = { staff: '', owner: '' };
  readonly app: TestApp;
  readonly children: readonly Child[];
  readonly roomId: string;
  readonly #kioskToken: string;

  private constructor(app: TestApp, children: Child[], roomId: string, kioskToken: string) {
    this.app = app;
    this.children = children;
    this.roomId = roomId;
    this.#kioskToken = kioskToken;
  }

  /** Builds the app (the clock already set) with its children, room, PINs and kiosk. */
  static async create(): Promise<AppServer> {
    const app = await createTestApp();
    const owner = app.tokens.owner;
    const room = await json<{ id: string }>(
      app.request('POST', '/api/rooms', {
        token: owner,
        body: {
          name: 'Toddlers',
          minAgeMonths: 0,
          maxAgeMonths: 60,
          childrenPerStaff: 4,
          maxChildren: 12,
        },
      }),
    );
    const children: Child[] = [];
    for (const { name, rateCents, pin } of CHILDREN) {
      const family = await app.addFamily(name, { hourlyRateCents: rateCents });
      await json(app.request('PUT', '/api/customer/pin', { token: family.token, body: { pin } }));
      const body = { roomId: room.id };
      await json(
        app.request('PATCH', `/api/customers/${family.customerId}`, { token: owner, body }),
      );
      children.push({ id: family.customerId, name, familyId: family.familyId, rateCents, pin });
    }
    return new AppServer(app, children, room.id, kioskFor(app.db, 'Front door').token);
  }

  directory(): { customers: DirectoryEntry[]; rooms: DirectoryRoom[] } {
    const doc = this.app.core.registry.open({ kind: 'directory' }).ydoc;
    return { customers: listDirectory(doc), rooms: listDirectoryRooms(doc) };
  }

  startRun(): void {
    // Sessions are issued at the run's own time: the clock has moved on a week since the last.
    const { db, accountIds } = this.app;
    this.tokens = {
      staff: createSession(db, { role: 'staff', subject: accountIds.staff }).token,
      owner: createSession(db, { role: 'owner', subject: accountIds.owner }).token,
    };
  }

  doc(monday: string): Y.Doc {
    return this.app.core.registry.open({ kind: 'week', monday }).ydoc;
  }

  receive(monday: string, update: Uint8Array, from: Tablet): void {
    const registry = this.app.core.registry;
    const doc = registry.open({ kind: 'week', monday });
    if (!registry.applyClientUpdate(doc, update, from.source)) {
      throw new Error(`The server refused ${from.source.deviceId}'s update`);
    }
    // The commit stores, audits and projects; a fold its hooks write is committed by the next.
    registry.commit();
    registry.commit();
  }

  async checkIn(child: Child, via: Via): Promise<void> {
    if (via === 'kiosk') {
      const body = { pin: child.pin, customerIds: [child.id] };
      await status(this.request('POST', '/api/kiosk/check-in', body, 'kiosk'), [200]);
    } else {
      const body = { customerId: child.id };
      await status(this.request('POST', '/api/sessions/checkin', body), [200]);
    }
  }

  async checkOut(child: Child, via: Via): Promise<void> {
    if (via === 'kiosk') {
      const body = { pin: child.pin, customerIds: [child.id] };
      await status(this.request('POST', '/api/kiosk/check-out', body, 'kiosk'), [200]);
    } else {
      const body = { customerId: child.id };
      await status(this.request('POST', '/api/sessions/checkout', body), [200, 409]);
    }
  }

  async undo(child: Child): Promise<boolean> {
    const answer = this.request('POST', '/api/sessions/undo-checkout', { customerId: child.id });
    return (await status(answer, [200, 409])) === 200;
  }

  async toggle(
    child: Child,
    date: string,
    isPresent: boolean,
    arrivalTime: string | undefined,
  ): Promise<boolean> {
    const body = { customerId: child.id, date, isPresent, dailyCost: '150.00', arrivalTime };
    const answer = this.request('POST', '/api/attendance/toggle', body);
    // Unticking a day with nothing stored answers the day, absent: nothing changed.
    return (await status(answer, isPresent ? [200, 400] : [200])) !== 400;
  }

  async edit(child: Child, date: string, times: DayTimes): Promise<boolean> {
    const answer = this.request('PATCH', `/api/attendance/${child.id}_${date}`, times);
    return (await status(answer, [200, 400])) === 200;
  }

  closeForgotten(): void {
    const { registry, clock } = this.app.core;
    closeStaysForgottenBeforeToday({ db: this.app.db, registry, clock });
  }

  /** A request as staff (or the owner, or the kiosk) of this run. */
  request(method: string, url: string, body?: unknown, as: 'staff' | 'owner' | 'kiosk' = 'staff') {
    const token = as === 'kiosk' ? this.#kioskToken : this.tokens[as];
    return this.app.request(method, url, { token, body });
  }

  close(): void {
    this.app.close();
  }
}

async function status(response: Promise<Response>, allowed: number[]): Promise<number> {
  const answer = await response;
  if (!allowed.includes(answer.status)) {
    throw new Error(`Unexpected ${answer.status}: ${await answer.text()}`);
  }
  return answer.status;
}

async function json<T = unknown>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}
