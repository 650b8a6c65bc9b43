/**
 * @module
 * /sign-in-sheet: the daily sign-in sheet (issue 17), for signed-in staff and the owner;
 * `?date=YYYY-MM-DD` opens another day.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';
import { readSheetSearch } from '../features/sign-in-sheet/sheet-search.ts';

export const Route = createFileRoute('/sign-in-sheet')({
  validateSearch: readSheetSearch,
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(async () => {
    const { SignInSheetScreen } = await import(
      '../features/sign-in-sheet/sign-in-sheet-screen.tsx'
    );
    return SignInSheetScreen;
  }),
});
