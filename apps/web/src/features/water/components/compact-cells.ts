/** At phone width the water tables keep less space around their cells, so the amounts fit beside the dates. */
export const compactCellsOnPhone = { '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, sm: 2 } } } as const;
