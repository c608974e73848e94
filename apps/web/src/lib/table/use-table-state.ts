import type { SortDirection } from '@ebelediye/contract';
import { useEffect, useState } from 'react';

export interface TableQuery<S extends string> {
  pageIndex: number;
  pageSize: number;
  sortBy?: S;
  sortDirection: SortDirection;
  searchText: string;
}

/** Paging, ordering and the search box of a server-paged table; the search waits until typing pauses. */
export function useTableState<S extends string>(initial: { sortBy?: S; sortDirection?: SortDirection; pageSize?: number } = {}) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(initial.pageSize ?? 25);
  const [sortBy, setSortBy] = useState<S | undefined>(initial.sortBy);
  const [sortDirection, setSortDirection] = useState<SortDirection>(initial.sortDirection ?? 'asc');
  const [searchInput, setSearchInput] = useState('');
  const [searchText, setSearchText] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearchText(searchInput.trim());
      setPageIndex(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const query: TableQuery<S> = { pageIndex, pageSize, sortDirection, searchText, ...(sortBy ? { sortBy } : {}) };
  return {
    query,
    searchInput,
    setSearchInput,
    setPageIndex,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPageIndex(0);
    },
    toggleSort: (key: S) => {
      setSortDirection(sortBy === key && sortDirection === 'asc' ? 'desc' : 'asc');
      setSortBy(key);
      setPageIndex(0);
    },
    /** Filters changed: back to the first page. */
    resetPage: () => setPageIndex(0),
  };
}

export type TableState<S extends string> = ReturnType<typeof useTableState<S>>;
