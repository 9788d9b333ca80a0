package io.opencab.sas;

/**
 * How one long poll is answered (docs/sas.md "Long polls"): the handler reads the poll, the cabinet's latest
 * snapshot and, for an order, tells the cabinet through {@link HostCommands}; it writes its reply into the
 * link thread's reusable {@link Frame} and returns the reply's length. It runs on the link thread between a
 * poll and its reply, so it must return at once: no store, no lock the round path takes, no waiting.
 */
@FunctionalInterface
public interface LongPollHandler {
    /** No reply: the poll is not answered (unsupported here, malformed, or not for this configuration). */
    int NO_REPLY = 0;
    /** The busy reply ({@code address 00}): the host asks again later (SAS 6.02 section 4.1). */
    int BUSY = -1;

    /**
     * @param poll the whole message, address to CRC (the CRC already checked)
     * @return the length of the reply written to {@code out}, {@link #NO_REPLY} or {@link #BUSY}
     */
    int answer(Poll poll, SasSnapshot s, Frame out);
}
