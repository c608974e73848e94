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

  it('masks as the citizen types and deletes cleanly', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Cep Telefonu' });
    await userEvent.type(input, '5321234567');
    expect(input).toHaveValue('(532) 123 45 67');
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('(532) 123 4');
  });
});
