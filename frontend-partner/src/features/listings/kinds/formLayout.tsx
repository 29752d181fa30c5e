import type { ComponentType, HTMLAttributes } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { Checkbox, Select, TextArea, TextField } from '@salone/ui';
import { StyledFields, StyledGroup, StyledRow } from './layout';

interface Option {
  value: string;
  label: string;
}

/** One field of a kind's form, described as data. */
export interface FieldSpec<V extends FieldValues> {
  field: Path<V>;
  label: string;
  /** A one-line text input unless said otherwise. */
  control?: 'text' | 'textarea' | 'select' | 'checkbox' | 'datetime';
  required?: boolean;
  maxLength?: number;
  hint?: string;
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
  | { group: string; items: readonly LayoutItem<V>[] }
  | { special: ComponentType<{ form: UseFormReturn<V> }> };

export type FormLayout<V extends FieldValues> = readonly LayoutItem<V>[];

function Field<V extends FieldValues>({
  spec,
  form,
}: {
  spec: FieldSpec<V>;
  form: UseFormReturn<V>;
}) {
  const error = (get(form.formState.errors, spec.field) as FieldError | undefined)?.message;
  const registered = form.register(spec.field);
  const common = { label: spec.label, hint: spec.hint, error, ...registered };
  switch (spec.control) {
    case 'checkbox':
      return <Checkbox {...common} />;
    case 'select':
      return <Select {...common} required={spec.required} options={[...(spec.options ?? [])]} />;
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
        <legend>{item.group}</legend>
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
