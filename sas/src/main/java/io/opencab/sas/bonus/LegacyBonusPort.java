package io.opencab.sas.bonus;

/**
 * What the legacy bonus polls ask of the cabinet (firmware-app implements it; docs/aft.md "LP 8A"). Called on the link
 * thread: each call only hands the work on, it never waits for the store.
 */
public interface LegacyBonusPort {
    /**
     * Award a legacy bonus of {@code credits} with {@code taxStatus} (00 deductible, 01 non-deductible, 02 wager
     * match) through critical memory; exception 7C follows when it is applied.
     */
    void award(long credits, int taxStatus);

    /**
     * What the polls answer from: whether the cabinet can take a bonus now (idle, no handpay, ticket, bill, tilt or
     * disabled play) and the legacy bonus meters in credits.
     */
    record View(boolean ready, long deductible, long nonDeductible, long wagerMatch) {
    }
}
