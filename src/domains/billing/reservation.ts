/**
 * Prepaid billing as the chat routes see it: reserve an estimate before anything is claimed or
 * sent (a refusal is 402 and creates no turn claim), then settle on actual usage or release.
 * The billing domain backs it with the prepaid ledger; until then `UnmeteredBilling` grants
 * every reservation (usage is still metered per tenant, day and model).
 */
export interface Reservation {
  settle(usage: { inputTokens: number; outputTokens: number }): Promise<void>;
  release(): Promise<void>;
}

export interface BillingReservation {
  reserve(req: {
    tenantId: string;
    model: string;
    hosted: boolean;
    promptChars: number;
    maxOutputTokens: number | null;
  }): Promise<Reservation>;
}

const NOTHING: Reservation = { settle: async () => {}, release: async () => {} };

export class UnmeteredBilling implements BillingReservation {
  async reserve(): Promise<Reservation> {
    return NOTHING;
  }
}
