import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Button } from './button';
import { FormField, FormSelect, FormTextarea } from './form-field';
import { Input } from './input';
import { NativeSelect } from './native-select';

afterEach(cleanup);

// react-hook-form's register() and the dialogs' focus handling need the DOM element
describe('ui components hand their ref to the element', () => {
  it('buttons, inputs, selects and the labelled form fields', () => {
    const button = createRef<HTMLButtonElement>();
    const input = createRef<HTMLInputElement>();
    const select = createRef<HTMLSelectElement>();
    const field = createRef<HTMLInputElement>();
    const fieldSelect = createRef<HTMLSelectElement>();
    const textarea = createRef<HTMLTextAreaElement>();
    render(
      <form>
        <Button ref={button}>Kirim</Button>
        <Input ref={input} />
        <NativeSelect ref={select}>
          <option>SD</option>
        </NativeSelect>
        <FormField ref={field} id="name" label="Nama" />
        <FormSelect ref={fieldSelect} id="level" label="Jenjang">
          <option>SD</option>
        </FormSelect>
        <FormTextarea ref={textarea} id="note" label="Catatan" />
      </form>,
    );
    expect(button.current).toBeInstanceOf(HTMLButtonElement);
    expect(input.current).toBeInstanceOf(HTMLInputElement);
    expect(select.current).toBeInstanceOf(HTMLSelectElement);
    expect(field.current?.id).toBe('name');
    expect(fieldSelect.current?.id).toBe('level');
    expect(textarea.current?.id).toBe('note');
  });
});
