package io.opencab.sas.aft;

/**
 * What the AFT polls ask of the cabinet (firmware-app implements it). Called on the link thread: each call only
 * hands the work on (to the SAS service's thread; a transfer to the cabinet's thread), it never waits for the store.
 */
public interface AftPort {
    /** Keep this registration in critical memory (LP 73); the next {@link AftView} shows it. */
    void register(AftView.Registration registration);

    /**
     * Apply this transfer (LP 72) through critical memory, exactly once per transaction id; its outcome appears in
     * the next {@link AftView} ({@link AftView#lastResult()}, and the history when it was kept). Each outcome is a new
     * {@link AftView.Entry} object, kept the same in every view until the next outcome: the polls tell a new outcome
     * from an older one of the same id (a refusal sent again) by identity.
     */
    void transfer(AftOrder order);

    /**
     * The host locked the cabinet for a transfer (LP 74) until {@code untilNanos} (on the clock the polls were given):
     * no round may start and no bill or ticket be taken until then or {@link #unlock()}.
     */
    void lock(long untilNanos);

    /** The lock ended (cancelled, timed out, or its transfer done). */
    void unlock();
}
