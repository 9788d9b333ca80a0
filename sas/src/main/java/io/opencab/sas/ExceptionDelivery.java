package io.opencab.sas;

import java.util.List;

/**
 * What a general poll answers, and what the host's implied ACK settles (SAS 6.02 sections 2.2.1, 3, 6.1, 7.8;
 * docs/sas.md "Acknowledgement"). In order: a computed LP 21 ROM signature; the handpay queue's 51 or 52 (secure
 * reporting: priority exceptions); the head of the persisted exception queue; else 00. The exception sent stays
 * at the head until the host's implied ACK, and only then is the next one sent; 00 carries nothing, so it awaits
 * no acknowledgement (a general poll repeated after 00 asks afresh). Link thread only; nothing here allocates.
 */
final class ExceptionDelivery {
    static final int NOTHING = 0;
    /** A reply carrying data that needs no action when acknowledged (a meter poll's, say). */
    static final int DATA = 1;
    static final int QUEUED = 2;
    static final int HANDPAY_PENDING = 3;
    static final int HANDPAY_RESET = 4;
    static final int HANDPAY_READ = 5;
    /** Exception 68: the redemption cycle of the ticket in escrow is over (docs/sas.md "Ticket in"). */
    private static final int TICKET_TRANSFER_COMPLETE = 0x68;
    /** Ids acknowledged here that the snapshot may still show (the store's removal lags); never more than the queue. */
    private final long[] acked = new long[64];
    private int ackedCount;
    private final HostCommands commands;
    private final SasCounters counters;
    private final TicketPolls tickets;
    private final boolean legacyHandpays;
    private final HandpayReporting handpays = new HandpayReporting();
    /** An exception repeated while its condition stands (AFT 6A), or null. */
    private volatile RepeatedException repeated;
    /** A finished LP 21 signature waiting for the next general poll, or -1. */
    private volatile int romSignature = -1;
    private int waitingKind = NOTHING;
    private long waitingValue;
    private long waitingSince;

    ExceptionDelivery(HostCommands commands, SasCounters counters, TicketPolls tickets, boolean legacyHandpays) {
        this.commands = commands;
        this.counters = counters;
        this.tickets = tickets;
        this.legacyHandpays = legacyHandpays;
    }

    /** Sends {@code r}'s exception again while its condition stands, after the handpay queue, ahead of the queue. */
    void repeat(RepeatedException r) {
        repeated = r;
    }

    void romSignatureReady(int signature) {
        romSignature = signature & 0xFFFF;
    }

    /** The general poll's reply, written to {@code f}; its length. */
    int answer(int address, SasSnapshot s, Frame f, boolean realTime, long now) {
        int signature = romSignature;
        if (signature >= 0) {
            // LP 21's answer, once computed, goes out in place of the next general poll's (section 6.1).
            romSignature = -1;
            awaiting(DATA, 0, now);
            return f.start(address, 0x21).bin(signature, 2).crc();
        }
        if (!legacyHandpays) {
            SasSnapshot.HandpayEntry h = handpays.head(s);
            int code = handpays.due(h, now);
            if (code != 0) {
                counters.sent(code);
                if (code == HandpayReporting.PENDING) {
                    handpays.announced(h);
                }
                awaiting(code == HandpayReporting.PENDING ? HANDPAY_PENDING : HANDPAY_RESET, h.id(), now);
                return ExceptionReplies.write(f, address, realTime, code, h.amountCredits(), h.jackpot() ? 1 : 0,
                    s.currency());
            }
        }
        RepeatedException r = repeated;
        int again = r == null ? 0 : r.due(now);
        if (again != 0) {
            counters.sent(again);
            awaiting(DATA, 0, now);
            return ExceptionReplies.write(f, address, realTime, again, 0, 0, s.currency());
        }
        SasSnapshot.QueuedException next = nextQueued(s.exceptions());
        if (r != null && next != null) {
            r.sent(next.code(), now);
        }
        if (next == null) {
            waitingKind = NOTHING;
            return f.one(0).plain();
        }
        counters.sent(next.code());
        if (next.code() == TICKET_TRANSFER_COMPLETE) {
            tickets.transferComplete();
        }
        awaiting(QUEUED, next.id(), now);
        return ExceptionReplies.write(f, address, realTime, next.code(), next.v1(), next.v2(), s.currency());
    }

    /**
     * The first queued exception not yet acknowledged here. With secure handpay reporting the store's own 51/52
     * rows are settled silently: the handpay queue announces them instead (section 7.8.1).
     */
    private SasSnapshot.QueuedException nextQueued(List<SasSnapshot.QueuedException> queue) {
        int keep = 0;
        for (int a = 0; a < ackedCount; a++) {
            if (contains(queue, acked[a])) {
                acked[keep++] = acked[a];
            }
        }
        ackedCount = keep;
        for (int i = 0; i < queue.size(); i++) {
            SasSnapshot.QueuedException e = queue.get(i);
            if (isAcked(e.id())) {
                continue;
            }
            if (!legacyHandpays && (e.code() == HandpayReporting.PENDING || e.code() == HandpayReporting.RESET)) {
                settle(e.id());
                continue;
            }
            return e;
        }
        return null;
    }

    /** A long poll's reply went out: it awaits the host's implied ACK ({@code kind} DATA or HANDPAY_READ). */
    void awaiting(int kind, long value, long now) {
        waitingKind = kind;
        waitingValue = value;
        waitingSince = now;
    }

    /** The reply sent needs no acknowledgement (00, busy, nothing sent). */
    void nothingAwaited() {
        waitingKind = NOTHING;
    }

    /** True while a reply that carried data waits for its implied ACK, since {@link #awaitingSince()}. */
    boolean awaiting() {
        return waitingKind != NOTHING;
    }

    long awaitingSince() {
        return waitingSince;
    }

    /** The host's implied ACK of the last reply (SAS 6.02 section 3.1). */
    void acknowledged(long now) {
        int kind = waitingKind;
        long value = waitingValue;
        waitingKind = NOTHING;
        switch (kind) {
            case QUEUED -> settle(value);
            case HANDPAY_PENDING -> handpays.announcementAcknowledged(value, now);
            case HANDPAY_READ -> handpays.readBy1B(value);
            case HANDPAY_RESET -> {
                handpays.resetAcknowledged(value);
                commands.handpayReported(value);
            }
            default -> {
            }
        }
    }

    /**
     * LP 1B (section 7.8): with secure reporting the handpay queue's head, whether or not it is reset yet (its
     * acknowledged reply lets 52 follow); in legacy reporting the handpay the cabinet is locked up in. All zero
     * without one.
     */
    int handpayInfo(Poll p, SasSnapshot s, Frame f, long now) {
        f.start(p.address(), 0x1B);
        if (legacyHandpays) {
            SasSnapshot.Handpay h = s.handpay().orElse(null);
            InfoPolls.handpayData(f, h != null, h == null ? 0 : h.amountCredits(), h != null && h.jackpot());
            awaiting(DATA, 0, now);
            return f.crc();
        }
        SasSnapshot.HandpayEntry h = handpays.head(s);
        InfoPolls.handpayData(f, h != null, h == null ? 0 : h.amountCredits(), h != null && h.jackpot());
        if (h != null) {
            awaiting(HANDPAY_READ, h.id(), now);
        } else {
            awaiting(DATA, 0, now);
        }
        return f.crc();
    }

    private void settle(long id) {
        if (ackedCount < acked.length) {
            acked[ackedCount++] = id;
        }
        commands.exceptionAcknowledged(id);
    }

    private boolean isAcked(long id) {
        for (int a = 0; a < ackedCount; a++) {
            if (acked[a] == id) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(List<SasSnapshot.QueuedException> queue, long id) {
        for (int i = 0; i < queue.size(); i++) {
            if (queue.get(i).id() == id) {
                return true;
            }
        }
        return false;
    }
}
