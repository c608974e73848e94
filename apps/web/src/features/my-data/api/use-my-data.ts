import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

export const useMyPersonalData = () => useQuery({ queryKey: ['GetMyPersonalData'], queryFn: ({ signal }) => callApi('GetMyPersonalData', {}, { signal }), staleTime: 0 });

export const useMyAccessLog = () => useQuery({ queryKey: ['GetMyAccessLog'], queryFn: ({ signal }) => callApi('GetMyAccessLog', {}, { signal }), staleTime: 0 });
