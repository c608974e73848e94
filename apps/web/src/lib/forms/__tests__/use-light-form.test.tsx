import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useLightForm } from '../use-light-form';

const schema = z.object({ name: z.string().min(1, 'Ad giriniz.'), code: z.string().regex(/^\d{4}$/, 'Geçersiz biçim.') });

function Form({ onValid }: { onValid(values: z.infer<typeof schema>): void }) {
  const form = useLightForm(async () => schema, { name: '', code: '' });
  const input = (name: 'name' | 'code') => {
    const { error, onChange, inputRef, ...field } = form.field(name);
    return (
      <label>
        {name}
        <input {...field} ref={inputRef} onChange={(event) => onChange(event.target.value)} aria-invalid={!!error} />
        {error && <span>{error}</span>}
      </label>
    );
  };
  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      {input('name')}
      {input('code')}
      <button type="submit">Gönder</button>
    </form>
  );
}

describe('a first screen form without a form library', () => {
  it('checks nothing before the first submit, then names each wrong field and focuses the first', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^code/ }), '12');
    expect(screen.queryByText('Geçersiz biçim.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Ad giriniz.')).toBeInTheDocument();
    expect(screen.getByText('Geçersiz biçim.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^name/ })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks again as the citizen corrects, and hands on the parsed values', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await screen.findByText('Ad giriniz.');
    await userEvent.type(screen.getByRole('textbox', { name: /^name/ }), 'Ayşe');
    await vi.waitFor(() => expect(screen.queryByText('Ad giriniz.')).toBeNull());
    await userEvent.type(screen.getByRole('textbox', { name: /^code/ }), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ayşe', code: '1234' }));
  });
});
