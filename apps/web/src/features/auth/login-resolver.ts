import { ZLoginRequest } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** zodResolver(ZLoginRequest), in its own chunk (see LoginPage). */
export const loginResolver = zodResolver(ZLoginRequest);
