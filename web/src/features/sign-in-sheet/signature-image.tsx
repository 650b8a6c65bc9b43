/**
 * @module
 * A kiosk signature on the sheet. The PNG needs the staff token (`GET /api/signatures/{id}`), which
 * an <img src> cannot send, so it is fetched and shown as a data: URL: the page's policy allows
 * data: images and not blob: ones (sync-server/src/http/security-headers.ts). One that is gone
 * or cannot load shows nothing: the line's names and times still stand.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import * as styles from './sign-in-sheet.css.ts';

/** The signature `id`, small; nothing while it loads or when it cannot. */
export function SignatureImage(props: { id: string | null; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!props.id) return;
    let current = true;
    apiRequest('GET', `/api/signatures/${encodeURIComponent(props.id)}`)
      .then((answer) => (answer instanceof Response ? answer.blob() : null))
      .then((blob) => (blob ? readAsDataUrl(blob) : null))
      .then((dataUrl) => {
        if (current) setUrl(dataUrl);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [props.id]);
  return url ? <img className={styles.signature} src={url} alt={props.alt} /> : null;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
