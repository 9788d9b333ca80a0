package io.opencab.sas;

/**
 * The host's orders to the cabinet, implemented by the cabinet. Every call must return at once
 * (queue the work): the responder calls them on the link thread, between a poll and its reply.
 */
public interface HostCommands {
    /** LP 01 (false) / 02 (true): play disabled or enabled by the host. */
    void playEnabled(boolean enabled);

    /** LP 06 (true) / 07 (false): the bill validator. */
    void billsEnabled(boolean enabled);

    /**
     * LP 08: only bills of these face values (in cents, whole currency units times 100) may be accepted from
     * now on; an empty set accepts none. The configuration's own list still applies (the intersection).
     * {@code disableAfterEachBill}: the action flag 0, the validator is disabled after each accepted bill
     * until the host enables it again (LP 06); flag 1 keeps it enabled (SAS 6.02 section 7.5).
     */
    void billDenominations(java.util.Set<Long> valueCents, boolean disableAfterEachBill);

    /**
     * LP 21: start computing the ROM signature (CRC-16 seeded with {@code seed} over the installed image) off
     * the link thread, and hand it to {@link Responder#romSignatureReady} when done. False when this cabinet
     * cannot compute one (the poll is then not acknowledged).
     */
    boolean romSignature(int seed);

    /**
     * LP 7F (or its global broadcast): the host's date and time, a valid one. The cabinet sets its clock to it, or
     * where its jurisdiction forbids that keeps its own; it logs either (docs/sas.md "LP 7F").
     */
    void hostTime(java.time.LocalDateTime time);

    /** LP 09: game {@code number} (1-based) enabled or disabled. */
    void gameEnabled(int number, boolean enabled);

    /** The host received exception {@code id} (implied ACK): remove it from the persisted queue. */
    void exceptionAcknowledged(long id);

    /**
     * Secure handpay reporting (docs/sas.md "Handpays"): the host has read handpay {@code handpayId} with LP 1B and
     * acknowledged exception 52 for its reset; it leaves the handpay queue (kept in critical memory, off this thread).
     */
    void handpayReported(long handpayId);

    /**
     * LP 94, where configuration allows it: the first call with {@code handpayPending} starts the reset (on the
     * cabinet's thread) and returns -1; while it is being written, -1; once written, its LP 94 code once: 00 reset,
     * 01 the store refused it; with no reset under way and no handpay pending, 02. Returns at once.
     */
    int remoteHandpayReset(boolean handpayPending);

    /** The link went up (a poll for us after 5 s without) or down (5 s without a poll for us). */
    void linkChanged(boolean up);

    /**
     * LP 71 with transfer code 00 (cashable), 01 (restricted promotional) or 02 (non-restricted promotional) for
     * the ticket in escrow, whose validation number it matches: redeem it for {@code amountCents} (BCD-checked,
     * may be 0: the cabinet checks the amount). The responder has answered "pending" (0x40) and keeps doing so
     * until the snapshot shows the ticket FINISHED. The cabinet credits cashable tickets only.
     */
    void redeemTicket(String validation, int transferCode, long amountCents);

    /** LP 71 with a refusal code (0x80-0x88, 0x90-0x93) for the ticket in escrow: give it back. */
    void ticketRefused(String validation, int transferCode);
}
