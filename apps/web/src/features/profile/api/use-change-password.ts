import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

export const useChangePassword = () => useMutation({ mutationFn: (body: { currentPassword: string; newPassword: string }) => callApi('ChangePassword', body) });
