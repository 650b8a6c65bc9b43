/**
 * @module
 * The optional signature before a sign-in or sign-out is confirmed, drawn with a finger on
 * signature_pad (a small, well-kept library that smooths strokes the way a pen looks). The canvas
 * is drawn at one pixel per CSS pixel rather than the screen's density: the record needs a
 * recognisable mark, and a smaller PNG stays under the server's 64 KiB.
 */
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import * as styles from './kiosk.css.ts';
import type { KioskAction } from './kiosk-actions.ts';
import { signatureDataUrl } from './signature-image.ts';

/** The signature step; `onConfirm` gets the PNG data URL, or undefined when skipped or blank. */
export function SignatureStep(props: {
  action: KioskAction;
  names: string[];
  busy: boolean;
  onConfirm: (signature: string | undefined) => void;
  onCancel: () => void;
}) {
  const { action, names, busy, onConfirm, onCancel } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.width = canvas.offsetWidth;
    canvas.height = canvas.offsetHeight;
    const pad = new SignaturePad(canvas, { penColor: 'black', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    return () => pad.off();
  }, []);

  const confirm = () => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    onConfirm(pad && canvas && !pad.isEmpty() ? signatureDataUrl(canvas) : undefined);
  };
  const verb = action === 'check-in' ? 'Sign in' : 'Sign out';

  return (
    <Flex direction="column" align="center" gap="4" width="100%">
      <Heading as="h1" size="8" align="center">
        {verb}: {names.join(', ')}
      </Heading>
      <Text size="5" color="gray">
        Sign below with your finger, or skip the signature.
      </Text>
      <canvas ref={canvasRef} className={styles.signature} aria-label="Signature" role="img" />
      <Flex gap="4" wrap="wrap" justify="center">
        <Button className={styles.touch} size="4" variant="soft" color="gray" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          className={styles.touch}
          size="4"
          variant="soft"
          onClick={() => padRef.current?.clear()}
        >
          Clear
        </Button>
        <Button
          className={styles.touch}
          size="4"
          variant="outline"
          disabled={busy}
          onClick={() => onConfirm(undefined)}
        >
          Skip signature
        </Button>
        <Button className={styles.touch} size="4" highContrast loading={busy} onClick={confirm}>
          Confirm
        </Button>
      </Flex>
    </Flex>
  );
}
