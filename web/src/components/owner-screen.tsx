/**
 * @module
 * The frame every owner screen shares (Financial, People, Activity): the header with its title
 * and the links to the other owner screens, and below it the owner gate, which shows the screen
 * only to a validated owner. The route passes in the owner access form (another feature).
 */
import type { ReactNode } from 'react';
import { AppHeader } from './app-header.tsx';
import * as layout from './layout.css.ts';
import { type AccessFormProps, type OwnerAccess, OwnerGate } from './owner-gate.tsx';
import { OwnerLinks, type OwnerScreenPath } from './owner-links.tsx';

/** An owner screen: header, links, and `children` behind the owner gate. */
export function OwnerScreen(props: {
  path: OwnerScreenPath;
  title: string;
  subtitle: string;
  /** What the owner credentials open, as the access form's line under its heading says it. */
  purpose: string;
  accessForm: (form: AccessFormProps) => ReactNode;
  narrow?: boolean;
  children: (access: OwnerAccess) => ReactNode;
}) {
  return (
    <div className={props.narrow ? layout.narrowPage : layout.page}>
      <AppHeader
        title={props.title}
        subtitle={props.subtitle}
        actions={<OwnerLinks current={props.path} />}
      />
      <main>
        <OwnerGate accessForm={props.accessForm} purpose={props.purpose}>
          {props.children}
        </OwnerGate>
      </main>
    </div>
  );
}
