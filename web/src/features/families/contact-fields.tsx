/**
 * @module
 * The fields of a contact, shared by Add Contact and Edit Contact: name, relationship, phone,
 * email, the roles, and whether the person must not collect. Values stay as typed; the shared
 * schema reads them when the form is sent.
 */
import { CONTACT_ROLES, type ContactRole } from '@cubby/shared/schemas';
import { Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { FormField, problemAria } from '../../components/form-field.tsx';
import * as styles from './families.css.ts';

/** What the contact form holds. */
export interface ContactValues {
  name: string;
  relationship: string;
  phone: string;
  email: string;
  roles: ContactRole[];
  mustNotCollect: boolean;
}

/** A field of the contact form, as the shared schema names it. */
export type ContactField = keyof ContactValues | 'portalLogin';

/** How each role reads on screen. */
export const ROLE_LABELS: Record<ContactRole, string> = {
  guardian: 'Guardian',
  emergency: 'Emergency contact',
  pickup: 'May collect (pick-up)',
};

const TEXT_FIELDS = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'off' },
  { field: 'relationship', label: 'Relationship', type: 'text', autoComplete: 'off' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
] as const;

/** The contact's fields with the schema's problem under each. */
export function ContactFields(props: {
  values: ContactValues;
  onChange: (values: ContactValues) => void;
  problems: Partial<Record<ContactField, string>>;
}) {
  const { values, problems } = props;
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const toggleRole = (role: ContactRole, on: boolean) =>
    props.onChange({
      ...values,
      roles: on ? [...values.roles, role] : values.roles.filter((held) => held !== role),
    });

  return (
    <Flex direction="column" gap="3">
      {TEXT_FIELDS.map(({ field, label, type, autoComplete }) => (
        <FormField key={field} id={id(field)} label={label} problem={problems[field]}>
          <TextField.Root
            id={id(field)}
            type={type}
            autoComplete={autoComplete}
            value={values[field]}
            {...problemAria(id(field), problems[field])}
            onChange={(event) => props.onChange({ ...values, [field]: event.target.value })}
          />
        </FormField>
      ))}
      <fieldset className={styles.fieldset}>
        <Text as="div" weight="medium" mb="1" asChild>
          <legend>Roles</legend>
        </Text>
        <Flex direction="column" gap="2">
          {CONTACT_ROLES.map((role) => (
            <Text as="label" size="2" key={role}>
              <Flex gap="2" align="center">
                <Checkbox
                  checked={values.roles.includes(role)}
                  onCheckedChange={(checked) => toggleRole(role, checked === true)}
                />
                {ROLE_LABELS[role]}
              </Flex>
            </Text>
          ))}
          <Text as="label" size="2" color="red" weight="bold">
            <Flex gap="2" align="center">
              <Checkbox
                color="red"
                checked={values.mustNotCollect}
                onCheckedChange={(checked) =>
                  props.onChange({ ...values, mustNotCollect: checked === true })
                }
              />
              Must not collect the children
            </Flex>
          </Text>
        </Flex>
        {problems.roles ? (
          <Text as="p" size="2" color="red" role="alert" mt="1">
            {problems.roles}
          </Text>
        ) : null}
      </fieldset>
    </Flex>
  );
}
