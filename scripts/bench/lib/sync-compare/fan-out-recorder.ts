/**
 * @module
 * What the receiving clients saw of the check-ins written while one recorder was current: a
 * latency sample per delivery (send time to arrival at one client), which writes reached every
 * client of their document, and which the server acknowledged. A write counts as acknowledged
 * once any other client has it: the server broadcast it, which is all a writer's screen can know.
 */
import { Announcer } from '../wait-for.ts';

/** One write and how far it got. */
interface Delivery {
  expected: number;
  seen: number;
}

/** Collects the deliveries of one measured step. */
export class FanOutRecorder {
  /** Milliseconds from send to arrival, one per delivery. */
  readonly latencies: number[] = [];
  readonly acknowledged = new Set<string>();
  readonly #writes = new Map<string, Delivery>();
  #outstanding = 0;
  #delivered = 0;
  readonly #drained = new Announcer();

  /** Writes made so far. */
  get writes(): number {
    return this.#writes.size;
  }

  /** Deliveries made so far. */
  get delivered(): number {
    return this.#delivered;
  }

  /** Writes that have not yet reached every other client of their document. */
  get outstanding(): number {
    return this.#outstanding;
  }

  /** A write that `receivers` other clients should get. */
  recordWrite(visitId: string, receivers: number): void {
    this.#writes.set(visitId, { expected: receivers, seen: 0 });
    if (receivers > 0) this.#outstanding += 1;
  }

  /** One client received a check-in; check-ins this recorder did not write are ignored. */
  recordSighting(visitId: string, sentAt: number, at: number): void {
    const write = this.#writes.get(visitId);
    if (!write || write.seen >= write.expected) return;
    write.seen += 1;
    this.#delivered += 1;
    this.latencies.push(at - sentAt);
    this.acknowledged.add(visitId);
    if (write.seen === write.expected) {
      this.#outstanding -= 1;
      if (this.#outstanding === 0) this.#drained.announce();
    }
  }

  /** Resolves true once every write reached every client, false at the timeout or abort. */
  whenDelivered(timeoutMs: number, signal: AbortSignal): Promise<boolean> {
    if (this.#outstanding === 0) return Promise.resolve(true);
    return this.#drained.wait(timeoutMs, signal);
  }
}
