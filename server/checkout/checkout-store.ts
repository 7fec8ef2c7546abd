import type { Kysely } from 'kysely';
import type { PlanNumber } from '../../src/domain/contracts/checkout.ts';
import type { CheckoutStatus } from '../db/schema-analytics-checkout.ts';
import type { Database } from '../db/schema.ts';

export type CheckoutRecord = { id: number; companyId: number; plan: number; provider: string; status: CheckoutStatus };

/** Checkout requests and their outcome (decision 0044); the plan itself lives on the company's users. */
export class CheckoutStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** A checkout being started: its id is the reference the provider carries back. */
  async create(input: { companyId: number; userId: number; plan: PlanNumber }): Promise<number> {
    const row = await this.db
      .insertInto('checkout_records')
      .values({ company_id: input.companyId, user_id: input.userId, plan: input.plan, provider: 'pending', status: 'open' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The port's answer: a request for the sales team (offline), or a provider's session waiting for payment. */
  async settle(id: number, provider: string, sessionId: string | null): Promise<void> {
    await this.db
      .updateTable('checkout_records')
      .set({ provider, provider_session_id: sessionId, status: sessionId === null ? 'requested' : 'open' })
      .where('id', '=', id)
      .execute();
  }

  /** A checkout the provider refused to start leaves no record. */
  async discard(id: number): Promise<void> {
    await this.db.deleteFrom('checkout_records').where('id', '=', id).where('status', '!=', 'completed').execute();
  }

  async find(id: number): Promise<CheckoutRecord | undefined> {
    const row = await this.db.selectFrom('checkout_records').select(['id', 'company_id', 'plan', 'provider', 'status']).where('id', '=', id).executeTakeFirst();
    return row && { id: row.id, companyId: row.company_id, plan: row.plan, provider: row.provider, status: row.status };
  }

  /**
   * Marks the record paid and gives every user of its company the plan, in one transaction. False
   * when it was completed before: Stripe delivers an event at least once, so a repeat changes nothing.
   */
  async complete(id: number, sessionId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('checkout_records')
        .set({ status: 'completed', completed_at: new Date(), provider_session_id: sessionId })
        .where('id', '=', id)
        .where('status', '!=', 'completed')
        .returning(['company_id', 'plan'])
        .executeTakeFirst();
      if (!done) return false;
      // The plan is a field of the user (SPEC §3); a company's plan is that of each of its users.
      await trx
        .updateTable('users')
        .set({ plan: done.plan })
        .where('id', 'in', trx.selectFrom('memberships').select('user_id').where('company_id', '=', done.company_id))
        .execute();
      return true;
    });
  }
}
