import { registerCall, type CallRequest } from '@member-site/contracts';
import { useMutation } from '@tanstack/react-query';

import { call } from '../../../shared/api/call';

export type RegisterBody = CallRequest<typeof registerCall>;

/** Register; the answer is the new member's session. */
export const registerMember = (body: RegisterBody) => call(registerCall, body);

export const useRegisterMember = () => useMutation({ mutationFn: registerMember });
