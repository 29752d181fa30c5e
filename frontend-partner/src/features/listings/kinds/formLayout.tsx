import type { ComponentType, HTMLAttributes } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useT, type MessageValues } from '@salone/i18n';
import { Checkbox, Select, TextArea, TextField } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../../i18n';
import { StyledFields, StyledGroup, StyledRow } from './layout';

interface Option {
  value: string;
  /** The message naming the choice, and its values if it has any. */
  label: PartnerKey;
  values?: MessageValues;
}

/** One field of a kind's form, described as data; its words are messages of the catalogue. */
export interface FieldSpec<V extends FieldValues> {
  field: Path<V>;
  label: PartnerKey;
  /** A one-line text input unless said otherwise. */
  control?: 'text' | 'textarea' | 'select' | 'checkbox' | 'datetime';
  required?: boolean;
  maxLength?: number;
  hint?: PartnerKey;
  /** The hint's values, if its message has any. */
  hintValues?: MessageValues;
  /** Lines shown by a text area. */
  rows?: number;
  /** The choices of a select. */
  options?: readonly Option[];
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
}

/**
 * A kind's form as data: fields one under the other, short fields side by side (`row`), a group
 * with a caption (`group`), and the few fields that need their own component (`special`).
 */
export type LayoutItem<V extends FieldValues> =
  | FieldSpec<V>
  | { row: readonly LayoutItem<V>[] }
  | { group: PartnerKey; items: readonly LayoutItem<V>[] }
  | { special: ComponentType<{ form: UseFormReturn<V> }> };

export type FormLayout<V extends FieldValues> = readonly LayoutItem<V>[];

function Field<V extends FieldValues>({
  spec,
  form,
}: {
  spec: FieldSpec<V>;
  form: UseFormReturn<V>;
}) {
  const t = useT(partnerMessages);
  const error = (get(form.formState.errors, spec.field) as FieldError | undefined)?.message;
  const registered = form.register(spec.field);
  const common = {
    label: t(spec.label),
    hint: spec.hint ? t(spec.hint, spec.hintValues) : undefined,
    error,
    ...registered,
  };
  switch (spec.control) {
    case 'checkbox':
      return <Checkbox {...common} />;
    case 'select':
      return (
        <Select
          {...common}
          required={spec.required}
          options={(spec.options ?? []).map((option) => ({
            value: option.value,
            label: t(option.label, option.values),
          }))}
        />
      );
    case 'textarea':
      return (
        <TextArea
          {...common}
          required={spec.required}
          rows={spec.rows}
          maxLength={spec.maxLength}
        />
      );
    default:
      return (
        <TextField
          {...common}
          {...(spec.control === 'datetime' ? { type: 'datetime-local' } : {})}
          required={spec.required}
          maxLength={spec.maxLength}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete}
        />
      );
  }
}

function Item<V extends FieldValues>({
  item,
  form,
}: {
  item: LayoutItem<V>;
  form: UseFormReturn<V>;
}) {
  const t = useT(partnerMessages);
  if ('row' in item) {
    return (
      <StyledRow>
        <Items items={item.row} form={form} />
      </StyledRow>
    );
  }
  if ('group' in item) {
    return (
      <StyledGroup>
        <legend>{t(item.group)}</legend>
        <Items items={item.items} form={form} />
      </StyledGroup>
    );
  }
  if ('special' in item) {
    const Special = item.special;
    return <Special form={form} />;
  }
  return <Field spec={item} form={form} />;
}

function Items<V extends FieldValues>({
  items,
  form,
}: {
  items: readonly LayoutItem<V>[];
  form: UseFormReturn<V>;
}) {
  return (
    <>
      {items.map((item, index) => (
        <Item key={'field' in item ? item.field : index} item={item} form={form} />
      ))}
    </>
  );
}

/** Renders a kind's form layout, each field registered with the form and showing its error. */
export function FormFields<V extends FieldValues>({
  layout,
  form,
}: {
  layout: FormLayout<V>;
  form: UseFormReturn<V>;
}) {
  return (
    <StyledFields>
      <Items items={layout} form={form} />
    </StyledFields>
  );
}
