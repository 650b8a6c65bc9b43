/**
 * @module
 * A person's first password as the owner sees it, once: after adding them and after resetting
 * their password.
 */
import { FirstPasswordNotice } from '../../components/first-password-notice.tsx';
import { nameOf, type PersonWithPassword } from './people-api.ts';

/** The username and first password of `person`, with the warning that they show only once. */
export function PersonPasswordNotice({ person }: { person: PersonWithPassword }) {
  return (
    <FirstPasswordNotice
      warning={
        <>
          This password is shown only once. Give it to {nameOf(person)}: they choose their own at
          first sign-in.
        </>
      }
      username={person.username}
      password={person.password}
    />
  );
}
