import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import { DateField } from '../date-field';
import { isFilterDate, isoOfTypedDate, maskDate, typedDateOfIso } from '../date-mask';

describe('dates typed as dd.MM.yyyy in every browser', () => {
  it.each([
    ['3', '3'],
    ['31', '31'],
    ['311', '31.1'],
    ['31122026', '31.12.2026'],
    ['31.12.20261', '31.12.2026'],
    ['31/12/2026', '31.12.2026'],
    ['abc', ''],
  ])('%s → %s', (typed, masked) => {
    expect(maskDate(typed)).toBe(masked);
  });

  it('a backspace over a dot removes the digit before it', () => {
    expect(maskDate('31', '31.')).toBe('3');
    expect(maskDate('31.12', '31.12.')).toBe('31.1');
  });

  it.each([
    ['31.12.2026', '2026-12-31'],
    ['29.02.2028', '2028-02-29'],
    ['29.02.2027', null],
    ['31.04.2026', null],
    ['00.10.2026', null],
    ['01.13.2026', null],
    ['01.10.26', null],
  ])('%s is the ISO date %s', (text, iso) => {
    expect(isoOfTypedDate(text)).toBe(iso);
  });

  it('shows an ISO value the Turkish way', () => {
    expect(typedDateOfIso('2026-10-01')).toBe('01.10.2026');
    expect(typedDateOfIso('')).toBe('');
  });

  function Filter() {
    const [value, setValue] = useState('2026-11-25');
    return (
      <>
        <DateField id="f" label="Süzgeç" value={value} onChange={(v) => isFilterDate(v) && setValue(v)} />
        <output data-testid="filter">{value}</output>
      </>
    );
  }

  it('lets a citizen type a whole date into a filter that only takes whole dates', async () => {
    render(<Filter />);
    const input = screen.getByLabelText('Süzgeç');
    await userEvent.clear(input);
    await userEvent.type(input, '3112');
    expect(input).toHaveValue('31.12');
    expect(screen.getByTestId('filter').textContent).toBe('');
    await userEvent.type(input, '2026');
    expect(screen.getByTestId('filter')).toHaveTextContent('2026-12-31');
    await userEvent.clear(input);
    await userEvent.type(input, '31022027');
    await userEvent.tab();
    expect(input).toHaveValue('31.02.2027');
    expect(screen.getByTestId('filter').textContent).toBe('');
    expect(screen.getByText('Tarihi gg.aa.yyyy biçiminde, geçerli bir gün olarak giriniz.')).toBeInTheDocument();
  });

  function Field({ initial = '' }: { initial?: string }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <DateField id="d" label="Tarih" value={value} onChange={setValue} />
        <output data-testid="value">{value}</output>
        <button type="button" onClick={() => setValue('2027-01-15')}>
          set
        </button>
      </>
    );
  }

  it('hands the form the ISO date, the text it cannot read, and follows a value the form sets', async () => {
    render(<Field initial="2026-11-24" />);
    const input = screen.getByLabelText('Tarih');
    expect(input).toHaveValue('24.11.2026');
    await userEvent.clear(input);
    await userEvent.type(input, '01102026');
    expect(input).toHaveValue('01.10.2026');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-10-01');
    await userEvent.clear(input);
    await userEvent.type(input, '31022026');
    expect(screen.getByTestId('value')).toHaveTextContent('31.02.2026');
    await userEvent.tab();
    expect(screen.getByText('Tarihi gg.aa.yyyy biçiminde, geçerli bir gün olarak giriniz.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(input).toHaveValue('15.01.2027');
  });
});
