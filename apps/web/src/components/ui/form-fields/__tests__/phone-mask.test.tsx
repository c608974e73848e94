import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import { maskPhone } from '../phone-mask';
import { PhoneField } from '../phone-field';

describe('the phone mask (###) ### ## ##', () => {
  it.each([
    ['5', '(5'],
    ['532', '(532)'],
    ['5321', '(532) 1'],
    ['532123456', '(532) 123 45 6'],
    ['5321234567', '(532) 123 45 67'],
    ['53212345678', '(532) 123 45 67'],
    ['0532 123 45 67', '(532) 123 45 67'],
    ['+90 532 123 45 67', '(532) 123 45 67'],
    ['abc', ''],
    ['0', '0'],
    ['0505', '0 (505)'],
    ['+9', '+9'],
    ['+90 505 1', '+90 (505) 1'],
    ['0090 505 111 22 33', '(505) 111 22 33'],
  ])('%s → %s', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });

  it('a backspace over a bracket or a space removes the digit before it', () => {
    expect(maskPhone('(532', '(532)')).toBe('(53');
    expect(maskPhone('(532) 123', '(532) 123 ')).toBe('(532) 12');
  });

  function Field() {
    const [value, setValue] = useState('');
    return <PhoneField id="phone" name="phone" label="Cep Telefonu" value={value} onChange={setValue} />;
  }

  it.each(['+90 505 111 22 33', '0505 111 22 33', '05051112233', '505 111 22 33', '5051112233'])('typed key by key, %s ends as (505) 111 22 33', async (typed) => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Cep Telefonu' });
    await userEvent.type(input, typed);
    expect(input).toHaveValue('(505) 111 22 33');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('pasted whole, the +90 shape fits the field', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Cep Telefonu' });
    await userEvent.click(input);
    await userEvent.paste('+90 505 111 22 33');
    expect(input).toHaveValue('(505) 111 22 33');
  });

  it('names anything else in Turkish when the citizen leaves the field, and not while typing', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Cep Telefonu' });
    await userEvent.type(input, '405 111 22 33');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Cep telefonunu 5 ile başlayan 10 haneli numara olarak giriniz (ör. 0505 111 22 33).');
    await userEvent.clear(input);
    await userEvent.type(input, '0505 111 22 33');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('masks as the citizen types and deletes cleanly', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Cep Telefonu' });
    await userEvent.type(input, '5321234567');
    expect(input).toHaveValue('(532) 123 45 67');
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('(532) 123 4');
  });
});
