/**
 * @module
 * A notes box saved when it loses focus, and only when its text changed (spec section 2: the
 * staff notes and the financial notes). While nobody is typing in it, the box follows the saved
 * note, so another device's edit shows at once; while someone is, their text stays.
 */
import { TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { toast } from '../lib/toast-store.ts';

/** A toast's words. */
interface ToastText {
  title: string;
  description?: string;
}

/** A notes box; `save` writes the note (a throw shows `failed`), then `saved` shows. */
export function NoteField(props: {
  label: string;
  placeholder: string;
  note: string;
  disabled?: boolean;
  save: (note: string) => void;
  saved: ToastText;
  failed: ToastText;
}) {
  // null while not editing: the box then shows the saved note.
  const [draft, setDraft] = useState<string | null>(null);

  const leave = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft === props.note) return;
    try {
      props.save(draft);
      toast(props.saved);
    } catch (error) {
      console.error(`Saving "${props.label}" failed`, error);
      toast({ ...props.failed, variant: 'destructive' });
    }
  };

  return (
    <TextArea
      size="1"
      rows={2}
      aria-label={props.label}
      placeholder={props.placeholder}
      disabled={props.disabled}
      value={draft ?? props.note}
      onFocus={() => setDraft(props.note)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={leave}
    />
  );
}
