/**
 * @module
 * The kiosk's steps and what moves between them: PIN → Hello → signature → done → PIN. Each
 * answer from the server is read by `kiosk-failure.ts`; a revoked kiosk forgets its token at
 * once. A PIN typed while the server cannot be reached is checked against the cached roster
 * (`check-pin-offline.ts`), after the person taps their child (decision 065): PIN → child →
 * Hello. A check-in or check-out that cannot reach the server is queued on
 * this tablet with its actionId and the moment it happened, and the done screen says so. A staff
 * PIN goes to the time clock step instead of Hello (decision 040); a punch is sent or not made.
 */
import type {
  IdentifyResponse,
  KioskChild,
  KioskRosterResponse,
  KioskStaffResponse,
} from '@cubby/shared/schemas';
import { useState } from 'react';
import { facilityTimeZone } from '../../lib/facility-clock.ts';
import { forgetKioskToken } from '../../lib/kiosk-token.ts';
import { checkPinForChild, startOfflineCheck } from './check-pin-offline.ts';
import { doneSentence } from './done-text.ts';
import type { KioskAction } from './kiosk-actions.ts';
import {
  identify,
  type KioskPunch,
  punchTimeClock,
  sendVisit,
  type VisitRequest,
  type VisitResult,
} from './kiosk-api.ts';
import { failureText, kioskFailureOf } from './kiosk-failure.ts';
import { punchSentence } from './punch-text.ts';
import { forgetCachedRoster } from './roster-cache.ts';
import { TIME_CLOCK_OFFLINE } from './time-clock-offline.ts';
import { queueVisit } from './visit-queue.ts';

/** The step on screen. */
export type KioskStep =
  | { name: 'pin'; notice: string | null; hint?: string }
  | { name: 'child'; pin: string; children: KioskChild[]; roster: KioskRosterResponse }
  | { name: 'hello'; pin: string; who: IdentifyResponse }
  | { name: 'staff'; pin: string; who: KioskStaffResponse }
  | { name: 'sign'; pin: string; who: IdentifyResponse; action: KioskAction; customerIds: string[] }
  | { name: 'done'; sentence: string; queued: boolean };

const PIN_PAD: KioskStep = { name: 'pin', notice: null };

const PIN_PAD_WITH = (notice: string): KioskStep => ({ name: 'pin', notice });

/**
 * The flow, with the last roster for PINs typed offline; `onQueued` is told when an action was
 * kept for later, `onActed` after every check-in or check-out, sent or kept.
 */
export function useKioskFlow(
  roster: KioskRosterResponse | null,
  { onQueued, onActed }: { onQueued: () => void; onActed: () => void },
) {
  const [step, setStep] = useState<KioskStep>(PIN_PAD);
  const [revoked, setRevoked] = useState(false);
  const [busy, setBusy] = useState(false);

  // Any failure but the network's: back to the PIN pad with the sentence, or off when revoked.
  const fail = (error: unknown) => {
    const failure = kioskFailureOf(error);
    if (failure.kind === 'revoked') {
      forgetKioskToken();
      void forgetCachedRoster();
      setRevoked(true);
    }
    setStep({ name: 'pin', notice: failureText(failure) });
  };

  const submitPin = async (pin: string) => {
    setBusy(true);
    setStep(PIN_PAD);
    try {
      const who = await identify(pin);
      setStep('staff' in who ? { name: 'staff', pin, who } : { name: 'hello', pin, who });
    } catch (error) {
      if (kioskFailureOf(error).kind !== 'offline') return fail(error);
      const started = await startOfflineCheck(pin, roster);
      setStep(
        started.children
          ? { name: 'child', pin, children: started.children, roster: started.roster }
          : offlineRefusal(started.notice),
      );
    } finally {
      setBusy(false);
    }
  };

  // Offline, the child tapped says whose PINs to derive (decision 065).
  const chooseChild = async (childId: string) => {
    if (step.name !== 'child') return;
    const { pin, roster: known } = step;
    setBusy(true);
    try {
      const checked = await checkPinForChild(pin, childId, known);
      setStep(
        checked.who ? { name: 'hello', pin, who: checked.who } : offlineRefusal(checked.notice),
      );
    } finally {
      setBusy(false);
    }
  };

  const choose = (action: KioskAction, customerIds: string[]) => {
    if (step.name !== 'hello') return;
    setStep({ name: 'sign', pin: step.pin, who: step.who, action, customerIds });
  };

  const confirm = async (signature: string | undefined) => {
    if (step.name !== 'sign') return;
    const { pin, who, action, customerIds } = step;
    const request: VisitRequest = {
      pin,
      customerIds,
      actionId: crypto.randomUUID(),
      at: new Date().toISOString(),
      ...(signature ? { signature } : {}),
    };
    setBusy(true);
    try {
      const results = await sendVisit(action, request, { late: false });
      setStep({
        name: 'done',
        sentence: doneSentence(who.contact.name, results, facilityTimeZone()),
        queued: false,
      });
    } catch (error) {
      if (kioskFailureOf(error).kind !== 'offline') return fail(error);
      const expected = expectedResults(who, action, request);
      await queueVisit({ action, request, names: expected.map((result) => result.name) });
      onQueued();
      setStep({
        name: 'done',
        sentence: doneSentence(who.contact.name, expected, facilityTimeZone()),
        queued: true,
      });
    } finally {
      setBusy(false);
      onActed();
    }
  };

  const punch = async (what: KioskPunch) => {
    if (step.name !== 'staff') return;
    setBusy(true);
    try {
      const punched = await punchTimeClock(step.pin, what);
      const roomName = (roomId: string) =>
        step.who.rooms.find((room) => room.roomId === roomId)?.name ?? null;
      setStep({ name: 'done', sentence: punchSentence(punched, roomName), queued: false });
    } catch (error) {
      // A punch is never queued: the clock's order of entries is the server's (decision 040).
      if (kioskFailureOf(error).kind === 'offline')
        return setStep(PIN_PAD_WITH(TIME_CLOCK_OFFLINE));
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    step,
    revoked,
    busy,
    submitPin,
    chooseChild,
    choose,
    confirm,
    punch,
    cancel: () => setStep(PIN_PAD),
  };
}

// Any refusal offline says where staff clock in: a staff PIN is not on the roster (decision 065).
function offlineRefusal(notice: string): KioskStep {
  return { name: 'pin', notice, hint: TIME_CLOCK_OFFLINE };
}

// What the done screen says of a queued action: what the server will record when it gets it.
function expectedResults(
  who: IdentifyResponse,
  action: KioskAction,
  request: VisitRequest,
): VisitResult[] {
  const outcome = action === 'check-in' ? 'checked-in' : 'checked-out';
  return who.children
    .filter((child) => request.customerIds.includes(child.id))
    .map((child) => ({ customerId: child.id, name: child.name, outcome, at: request.at }));
}
