/**
 * @module
 * The kiosk at the door, full screen: the bar on top and one step at a time below it. Every step
 * but the PIN pad has a Cancel, and returns to the PIN pad by itself after a minute without a
 * touch (the done screen after a few seconds), so one family's details never wait on screen for
 * the next. Without a kiosk token the tablet says how staff make it one. The signature step
 * (signature_pad) and the offline PIN check's hash (hash-wasm) download once the PIN pad is up,
 * not before it (decision 045): early still, so a kiosk that goes offline has them.
 */
import { Suspense, useEffect } from 'react';
import { readKioskToken } from '../../lib/kiosk-token.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { ChildStep } from './child-step.tsx';
import { DoneStep } from './done-step.tsx';
import { HelloStep } from './hello-step.tsx';
import { DONE_SCREEN_MS, KIOSK_IDLE_MS } from './idle-timer.ts';
import * as styles from './kiosk.css.ts';
import { KioskBar } from './kiosk-bar.tsx';
import { NotAKiosk } from './not-a-kiosk.tsx';
import { PinPad } from './pin-pad.tsx';
import { preloadPinTags } from './pin-verifier.ts';
import { StaffStep } from './staff-step.tsx';
import { useIdleReturn } from './use-idle-return.ts';
import { useKioskFlow } from './use-kiosk-flow.ts';
import { useKioskRoster } from './use-kiosk-roster.ts';
import { useVisitQueue } from './use-visit-queue.ts';

const signatureStep = lazyScreen(async () => (await import('./signature-step.tsx')).SignatureStep);

/** /kiosk. */
export function KioskScreen() {
  useEffect(
    () =>
      whenIdle(() => {
        signatureStep.preload();
        preloadPinTags();
      }),
    [],
  );
  const { roster, refresh } = useKioskRoster();
  const queue = useVisitQueue(refresh);
  const flow = useKioskFlow(roster, { onQueued: queue.recount, onActed: refresh });
  const { step } = flow;
  useIdleReturn(
    step.name !== 'pin',
    step.name === 'done' ? DONE_SCREEN_MS : KIOSK_IDLE_MS,
    flow.cancel,
  );

  if (flow.revoked)
    return <NotAKiosk reason={step.name === 'pin' ? (step.notice ?? undefined) : undefined} />;
  if (!readKioskToken()) return <NotAKiosk />;

  return (
    <div className={styles.page}>
      <KioskBar businessName={roster?.businessName ?? 'Cubby'} waiting={queue.waiting} />
      <main className={styles.step}>
        {step.name === 'pin' ? (
          <PinPad
            onSubmit={flow.submitPin}
            busy={flow.busy}
            notice={step.notice}
            hint={step.hint}
          />
        ) : step.name === 'child' ? (
          <ChildStep
            choices={step.children}
            busy={flow.busy}
            onChoose={(childId) => void flow.chooseChild(childId)}
            onCancel={flow.cancel}
          />
        ) : step.name === 'staff' ? (
          <StaffStep
            who={step.who}
            busy={flow.busy}
            onPunch={(punch) => void flow.punch(punch)}
            onCancel={flow.cancel}
          />
        ) : step.name === 'hello' ? (
          <HelloStep who={step.who} onChoose={flow.choose} onCancel={flow.cancel} />
        ) : step.name === 'sign' ? (
          <Suspense fallback={null}>
            <signatureStep.Screen
              action={step.action}
              names={step.who.children
                .filter((c) => step.customerIds.includes(c.id))
                .map((c) => c.name)}
              busy={flow.busy}
              onConfirm={flow.confirm}
              onCancel={flow.cancel}
            />
          </Suspense>
        ) : (
          <DoneStep sentence={step.sentence} queued={step.queued} onDone={flow.cancel} />
        )}
      </main>
    </div>
  );
}
