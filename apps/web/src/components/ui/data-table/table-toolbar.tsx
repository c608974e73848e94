import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TableToolbarProps {
  searchInput: string;
  onSearchInput(text: string): void;
  onDownload(): Promise<void>;
  downloadDisabled: boolean;
}

/** The table's own search, its CSV download and the print button. */
export function TableToolbar({ searchInput, onSearchInput, onDownload, downloadDisabled }: TableToolbarProps) {
  const { t } = useTranslation('dataTable');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onDownload();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-print="hide" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        type="search"
        size="small"
        label={t('search')}
        helperText={t('searchHelp')}
        value={searchInput}
        onChange={(event) => onSearchInput(event.target.value)}
        sx={{ flex: '1 1 260px' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 100 },
        }}
      />
      <Button variant="outlined" startIcon={<Download />} onClick={() => void download()} disabled={busy || downloadDisabled}>
        {busy ? t('csvBusy') : t('csv')}
      </Button>
      <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
        {t('print')}
      </Button>
      {failed && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {t('csvFailed')}
        </Alert>
      )}
    </Box>
  );
}
