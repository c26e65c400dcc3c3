import type { AppContext } from '../../lib/context';
import { createRemindersRepository } from './reminders.repository';

export function createAccountOptionsService(ctx: AppContext) {
  const repository = createRemindersRepository(ctx.database.db);
  return {
    /** The active accounts, by name. */
    async list() {
      return { items: await repository.accountOptions() };
    },
  };
}
