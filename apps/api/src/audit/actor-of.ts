import type { User } from '../users/user-repository.ts';
import type { AuditActor } from './record-audit.ts';

/** The signed-in account as the audit log names it. */
export const actorOf = (user: Pick<User, 'id' | 'email'>): AuditActor => ({ id: user.id, email: user.email });
