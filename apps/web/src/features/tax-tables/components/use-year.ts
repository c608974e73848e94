import { useEffect, useState } from 'react';

const thisYear = new Date().getFullYear();

/**
 * The year filter starts at this year; when the table has no rows for it yet (a new year
 * before the council's decision), it moves to the latest year the table has.
 */
export function useYear(availableYears: number[] | undefined, onChange: () => void) {
  const [year, setYear] = useState(thisYear);
  useEffect(() => {
    if (availableYears && availableYears.length > 0 && !availableYears.includes(year)) setYear(Math.max(...availableYears));
  }, [availableYears, year]);
  const years = [...new Set([...(availableYears ?? []), year])].sort((a, b) => b - a);
  return {
    year,
    options: years.map((y) => ({ value: y, label: String(y) })),
    setYear: (value: string) => {
      setYear(Number(value));
      onChange();
    },
  };
}
