import type { RequestOf } from '@ebelediye/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../call-api';

/** The server's own check of a selection before the basket goes to the bank (CheckPayableSelection). */
export const useCheckSelection = () => useMutation({ mutationFn: (body: RequestOf<'CheckPayableSelection'>) => callApi('CheckPayableSelection', body) });
