import { editPasswordCall, type CallRequest } from '@member-site/contracts';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../shared/api/call';

export const useEditPassword = () =>
  useMutation({
    mutationFn: (body: CallRequest<typeof editPasswordCall>) => call(editPasswordCall, body),
  });
