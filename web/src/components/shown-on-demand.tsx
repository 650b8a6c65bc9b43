/**
 * @module
 * A part of a spec screen that is there only when asked for: a Show/Hide button, and the content
 * in the page only while shown. The spec's screens name each child in their own rows and cards;
 * an added list that names them again would sit beside those until someone wants it.
 */
import { Box, Button } from '@radix-ui/themes';
import { type ReactNode, useId, useState } from 'react';

/** `children` behind a button reading `Show {what}` / `Hide {what}`. */
export function ShownOnDemand(props: { what: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const contentId = useId();
  return (
    <>
      <Button
        size="2"
        variant="soft"
        highContrast
        aria-expanded={shown}
        aria-controls={contentId}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? `Hide ${props.what}` : `Show ${props.what}`}
      </Button>
      <Box id={contentId} mt="3">
        {shown ? props.children : null}
      </Box>
    </>
  );
}
