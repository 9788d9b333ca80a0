package io.opencab.sas;

import java.util.List;

/**
 * Secure handpay reporting (SAS 6.02 section 7.8.1; docs/sas.md "Handpays"): the handpay queue's head is
 * announced with exception 51; once the host acknowledged 51, it is announced again every 15 s until the host has
 * read it with LP 1B (and acknowledged that reply); once it is read and reset (keyed off), exception 52 is sent,
 * and its acknowledgement takes it off the queue ({@link HostCommands#handpayReported}, kept in critical memory),
 * after which the next handpay in the queue is announced. 51 and 52 are priority exceptions: they come before the
 * exception queue. Link thread only; nothing here allocates.
 *
 * <p>After a restart the head is announced again (what the host read is not kept): it reads 1B once more.
 */
final class HandpayReporting {
    /** SAS 6.02 section 7.8.1: exception 51 again every 15 s while LP 1B has not read the handpay. */
    static final long REISSUE_NANOS = 15_000_000_000L;
    static final int PENDING = 0x51;
    static final int RESET = 0x52;
    /** The newest handpay whose 52 the host acknowledged here (the snapshot may lag behind). */
    private long doneThrough = -1;
    /** The handpay whose LP 1B reply the host acknowledged. */
    private long read = -1;
    /** The handpay 51 was last sent for, whether that 51 was acknowledged, and when. */
    private long announced = -1;
    private boolean announcedAcked;
    private long announcedAckedAt;

    /** The queue's head: the oldest handpay not yet fully reported, or null. */
    SasSnapshot.HandpayEntry head(SasSnapshot s) {
        List<SasSnapshot.HandpayEntry> q = s.handpayQueue();
        for (int i = 0; i < q.size(); i++) {
            if (q.get(i).id() > doneThrough) {
                return q.get(i);
            }
        }
        return null;
    }

    /** The exception due now for the head (51 or 52), or 0. */
    int due(SasSnapshot.HandpayEntry h, long now) {
        if (h == null) {
            return 0;
        }
        if (h.id() != read) {
            boolean first = h.id() != announced;
            boolean again = announcedAcked && now - announcedAckedAt >= REISSUE_NANOS;
            return first || again ? PENDING : 0;
        }
        return h.reset() ? RESET : 0;
    }

    /** 51 went out for {@code h}. */
    void announced(SasSnapshot.HandpayEntry h) {
        announced = h.id();
        announcedAcked = false;
    }

    /** The host acknowledged 51 for handpay {@code id}: the 15 s wait for its LP 1B starts. */
    void announcementAcknowledged(long id, long now) {
        if (id == announced) {
            announcedAcked = true;
            announcedAckedAt = now;
        }
    }

    /** The host acknowledged the LP 1B reply that described handpay {@code id}. */
    void readBy1B(long id) {
        read = id;
    }

    /** The host acknowledged 52 for handpay {@code id}: it leaves the queue. */
    void resetAcknowledged(long id) {
        doneThrough = Math.max(doneThrough, id);
    }
}
