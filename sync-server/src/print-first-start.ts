/**
 * @module
 * What a first start prints once: passwords it generated (never stored in clear, never shown
 * again) and, with the demo roster, a parent login to try. Parents' first passwords are not
 * printed: each family's is answered when the family is added (decision 016).
 */
import type { GeneratedCredentials } from './services/accounts.ts';
import type { DemoSummary } from './services/demo-roster.ts';

/** Prints generated credentials and the demo summary to stdout. */
export function printFirstStart(generated: GeneratedCredentials, demo: DemoSummary | null): void {
  const lines: string[] = [];
  if (generated.staff) {
    lines.push(`  Staff sign-in:  ${generated.staff.username} / ${generated.staff.password}`);
  }
  if (generated.owner) {
    lines.push(`  Owner access:   ${generated.owner.username} / ${generated.owner.password}`);
  }
  if (lines.length > 0) {
    lines.unshift('Generated on first start; write these down, they are not shown again:');
  }
  if (demo) {
    lines.push(
      `Demo roster: ${demo.families} families. A parent login (${demo.sampleChildren.join(' and ')}): ${demo.sampleParentUsername}` +
        (demo.sampleParentPassword
          ? ` / ${demo.sampleParentPassword} (its first password, not shown again).`
          : " with the parents' first password (CUSTOMER_DEFAULT_PASSWORD)."),
      `  A staff member the owner added: ${demo.staffMember.username} / ${demo.staffMember.password} (${demo.staffMember.name}'s first password, to be changed at the first sign-in).`,
    );
    if (demo.kioskPin) {
      lines.push(
        `  Kiosk: staff open /kiosks and use a tablet as the kiosk; ${demo.kioskPin.name} signs children in and out there with PIN ${demo.kioskPin.pin}.`,
      );
    }
    lines.push(
      `  Rooms: Infants, Toddlers and Preschool, every child in one and everyone on staff clocked in this morning (/rooms, /timesheets); ${demo.staffMember.name} clocks in and out at the kiosk with PIN ${demo.staffMember.kioskPin}.`,
    );
  }
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
}
