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
     */
    void billDenominations(java.util.Set<Long> valueCents);

    /**
     * LP 21: start computing the ROM signature (CRC-16 seeded with {@code seed} over the installed image) off
     * the link thread, and hand it to {@link Responder#romSignatureReady} when done. False when this cabinet
     * cannot compute one (the poll is then not acknowledged).
     */
    boolean romSignature(int seed);

    /** LP 7F: the host's date and time (a valid one; the cabinet decides what it does with it, docs/sas.md). */
    void hostTime(java.time.LocalDateTime time);

    /** LP 09: game {@code number} (1-based) enabled or disabled. */
    void gameEnabled(int number, boolean enabled);

    /** The host received exception {@code id} (implied ACK): remove it from the persisted queue. */
    void exceptionAcknowledged(long id);

    /** LP 94: true when a pending handpay will be reset (the caller has checked one is pending and it is allowed). */
    boolean remoteHandpayReset();

    /** The link went up (a poll for us after 5 s without) or down (5 s without a poll for us). */
    void linkChanged(boolean up);
}
