/**
 * @module
 * The sizes and durations of bench:sync-compare's four workloads: the full run the issue asks
 * for (about 20 minutes for the three servers on a 2-core machine), and `--quick`, the same
 * shape made small for a run of a minute or two while developing.
 */
import type { RoomShape } from './rooms.ts';

/** Everything a run's size depends on. */
export interface Plan {
  quick: boolean;
  /**
   * (1) Every week document open on staff tablets and viewers; the rate steps up per document,
   * after a first step at the lowest rate (`warmUpMs`) that is shown but not judged.
   */
  rush: {
    rooms: number;
    shape: RoomShape;
    perRoomRates: number[];
    stepMs: number;
    warmUpMs: number;
  };
  /** (2) Connection counts, each on fresh rooms of one shape; rates (all rooms together) step up. */
  connections: {
    levels: number[];
    shape: RoomShape;
    rates: number[];
    stepMs: number;
    /** Clients opened at once while building a level up; the join storm is workload (3). */
    wave: number;
  };
  /** (3) Clients joining at once, then steady writes, kill -9 and restart. */
  crash: { rooms: number; shape: RoomShape; ratePerSecond: number; loadMs: number };
  /** (4) Writers that go offline, make changes, and all reconnect at once. */
  offline: { rooms: number; writersPerRoom: number; viewersPerRoom: number; changes: number };
  /** How long the last writes of a step may take to arrive before they count as lost. */
  drainTimeoutMs: number;
  syncTimeoutMs: number;
  /** A step holds (its rate is sustained) when every write arrived with p99 under this. */
  p99LimitMs: number;
}

const FULL: Plan = {
  quick: false,
  rush: {
    rooms: 20,
    shape: { writers: 4, viewers: 20 },
    perRoomRates: [0.5, 1, 2, 3, 5],
    stepMs: 12_000,
    warmUpMs: 12_000,
  },
  connections: {
    levels: [100, 250, 500, 1000, 2000],
    shape: { writers: 5, viewers: 20 },
    rates: [25, 50, 100, 200, 400],
    stepMs: 5_000,
    wave: 250,
  },
  crash: { rooms: 10, shape: { writers: 4, viewers: 16 }, ratePerSecond: 40, loadMs: 15_000 },
  offline: { rooms: 10, writersPerRoom: 10, viewersPerRoom: 2, changes: 200 },
  drainTimeoutMs: 10_000,
  syncTimeoutMs: 60_000,
  p99LimitMs: 100,
};

const QUICK: Plan = {
  ...FULL,
  quick: true,
  rush: { ...FULL.rush, rooms: 5, perRoomRates: [1, 5], stepMs: 3_000, warmUpMs: 3_000 },
  connections: { ...FULL.connections, levels: [100, 250], rates: [25, 50], stepMs: 2_000 },
  crash: { ...FULL.crash, rooms: 5, loadMs: 3_000 },
  offline: { ...FULL.offline, rooms: 2, changes: 50 },
  drainTimeoutMs: 5_000,
  syncTimeoutMs: 20_000,
};

/** Ms between check-ins of a rush step at `perRoomRate`, all its documents together. */
export function rushIntervalMs(plan: Plan, perRoomRate: number): number {
  return Math.round(1000 / (perRoomRate * plan.rush.rooms));
}

/** The plan for `--quick` or the full run. */
export function planFor(quick: boolean): Plan {
  return quick ? QUICK : FULL;
}

/**
 * Clients of each role the plan has open at once at most: Cubby gets a session for each, since
 * one session may hold only 32 connections.
 */
export function peakClients(plan: Plan): RoomShape {
  const { rush, connections, crash, offline } = plan;
  const perSweepRoom = connections.shape.writers + connections.shape.viewers;
  const sweepRooms = Math.ceil(Math.max(...connections.levels) / perSweepRoom);
  const offlineShape = { writers: offline.writersPerRoom, viewers: offline.viewersPerRoom };
  const open = [
    times(rush.shape, rush.rooms),
    times(connections.shape, sweepRooms),
    times(crash.shape, crash.rooms),
    times(offlineShape, offline.rooms),
  ];
  return {
    writers: Math.max(...open.map((shape) => shape.writers)),
    viewers: Math.max(...open.map((shape) => shape.viewers)),
  };
}

function times(shape: RoomShape, rooms: number): RoomShape {
  return { writers: shape.writers * rooms, viewers: shape.viewers * rooms };
}
